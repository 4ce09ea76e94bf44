import { z } from 'zod';

/**
 * The seamless-wallet protocol between a game provider and this platform (ARCHITECTURE, 'Game providers';
 * docs/provider-wallet-protocol.md). The provider calls POST {wallet URL configured with the provider}/api/provider/
 * {provider_code}/wallet/{action} with a JSON body. Every request carries a fresh request id (x-provider-request-id)
 * and a timestamp (x-provider-timestamp, Unix milliseconds) and is signed over both, the action and the body; every
 * answer echoes the request id and is signed over it and the SHA-256 of the request body, so an answer is valid for
 * its own request only. Requests older than five minutes are refused. Bets, wins and rollbacks are idempotent by the
 * provider's transaction_id. See docs/decisions/0012-provider-protocol.md.
 */

export const PROVIDER_SIGNATURE_HEADER = 'x-provider-signature';
export const PROVIDER_TIMESTAMP_HEADER = 'x-provider-timestamp';
export const PROVIDER_REQUEST_ID_HEADER = 'x-provider-request-id';
export const PROVIDER_REQUEST_MAX_AGE_MS = 5 * 60_000;
/** A request id: 16 to 128 URL-safe characters, fresh for every request (a UUID or 128 random bits). */
export const PROVIDER_REQUEST_ID = /^[A-Za-z0-9_-]{16,128}$/;

export const WALLET_ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

/** Amounts are decimal strings in major units of the session's currency, as on the rest of the wire. */
const amount = z.lazy(() => z.string().regex(/^\d{1,15}(\.\d{1,4})?$/));
const id = z.lazy(() => z.string().min(1).max(120));

/** The session token handed to the provider in the launch URL; it names the member, game and currency. */
const session = { session_token: id };

export const balanceRequest = z.lazy(() => z.object(session));
export const betRequest = z.lazy(() =>
  z.object({
    ...session,
    transaction_id: id,
    round_id: id,
    amount,
    /** Part of the stake that feeds the progressive jackpot (at most the amount); it goes to the jackpot account. */
    jackpot_contribution: amount.optional(),
    /**
     * Part of the stake that carried risk (at most the amount), when less than all of it: bets that cover each other in
     * one round (both sides of a baccarat coup, big and small) count only their difference towards wagering and
     * rebates. Missing: the whole amount.
     */
    valid_amount: amount.optional(),
  }),
);
export const winRequest = z.lazy(() =>
  z.object({
    ...session,
    transaction_id: id,
    round_id: id,
    amount,
    /** The bet this win settles, when there is one. */
    bet_transaction_id: id.optional(),
    /** Part of the win paid from the progressive jackpot. */
    jackpot_amount: amount.optional(),
    /**
     * The settled bet's part that carried risk (at most its amount), when it is known only once its round closed: a
     * game that takes bets on both sides of one round in several calls sends such a bet with valid_amount 0 and states
     * it here. It replaces what the bet reported, for wagering and rebates. Needs bet_transaction_id.
     */
    valid_amount: amount.optional(),
  }),
);
export const rollbackRequest = z.lazy(() =>
  z.object({ ...session, transaction_id: id, round_id: id, rolled_back_transaction_id: id }),
);

export const walletRequests = {
  balance: balanceRequest,
  bet: betRequest,
  win: winRequest,
  rollback: rollbackRequest,
} as const;

/** Status of a wallet answer. 'ok' for success, a replay of a success included. */
export const WALLET_STATUSES = [
  'ok',
  /** The signature or timestamp did not verify (HTTP 401). */
  'invalid_signature',
  /**
   * Unknown or foreign session token, or a session that has ended (left, or its member's sign-in ended: balance and
   * bet) or expired (bet).
   */
  'invalid_session',
  /** The bet is larger than the balance. */
  'insufficient_funds',
  /** The transaction id was used before for a different request. */
  'duplicate_transaction',
  /** A bet whose transaction was rolled back before it arrived; it is refused. */
  'transaction_rolled_back',
  /** The bet would take the member past a wager or loss limit they set (docs/decisions/0082); it is refused. */
  'limit_reached',
  'invalid_request',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

export const walletAnswer = z.lazy(() =>
  z.object({
    status: z.enum(WALLET_STATUSES),
    /** The member's balance available to this game after the call, in major units. */
    balance: z.string(),
    currency: z.string(),
    /** The platform's own id of the movement, for reconciliation. */
    platform_transaction_id: z.string().optional(),
    /** Money actions echo what they answer: the caller refuses an answer for another transaction, round or amount. */
    transaction_id: z.string().optional(),
    round_id: z.string().optional(),
    amount: z.string().optional(),
  }),
);
export type WalletAnswer = z.infer<typeof walletAnswer>;
