import { createHash } from 'node:crypto';
import {
  WALLET_ACTIONS,
  type WalletAction,
  type WalletAnswer,
  type WalletStatus,
  walletRequests,
} from '@casino/contract/provider-protocol.ts';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { afterBonusRollback, postBonusBet, postBonusWin, restateBonusBet, touchedBonus } from '../bonuses/bonus-wallet.ts';
import { readActiveBonusBalance, readPlayableBalance } from '../bonuses/playable-balance.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../ledger/executor.ts';
import { accountKey, ledgerAccounts } from '../ledger/ledger-accounts.ts';
import { InsufficientFunds, postTransaction, reverseTransaction } from '../ledger/post-transaction.ts';
import { lockMember, playLimitCrossed } from '../protection/play-limits.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { announceCash, formatAmount, parseAmount, readMainCash } from '../wallet/main-cash.ts';
import { findGameSessionByToken, type GameSessionRow, gameSessionTokenHash } from './game-sessions.ts';
import type { ProviderAdapter, ProviderRegistry } from './provider-adapter.ts';
import { requestIdOf, signWalletAnswer, verifyWalletRequest } from './provider-signature.ts';
import { batchedWalletCall } from './wallet-batch.ts';

/** What the seamless-wallet endpoint needs. */
export type ProviderWalletContext = {
  db: Db;
  realtime: Pick<Realtime, 'broadcast'>;
  providers: ProviderRegistry;
};

export type WalletHttpAnswer = { httpStatus: number; body: string; headers: Record<string, string> };

/**
 * The system account a seamless provider's stakes go to and its wins come from; with a member, that member's shard of
 * it (every bet and win moves it: one row would serialise them all), read back whole by readBalance.
 */
export const providerAccount = (gpId: number, currency: string, memberId = 0) =>
  ledgerAccounts.systemShard(`provider:${gpId}`, currency, memberId);
/** The progressive jackpot's system account (sharded likewise): bets' contributions go in, jackpot wins come out. */
export const jackpotAccount = (currency: string, memberId = 0) => ledgerAccounts.systemShard('jackpot', currency, memberId);

/** The ledger key of a provider's transaction: unique per provider code and its transaction id. */
export const providerLedgerKey = (code: string, transactionId: string) => `provider:${code}:${transactionId}`;

type MoneyAction = Exclude<WalletAction, 'balance'>;
type Parsed<A extends WalletAction> = z.output<(typeof walletRequests)[A]>;

/** Outcome of one bet, win or rollback inside its transaction. */
type Outcome = {
  status: WalletStatus;
  memberId: number | null;
  currency: string | null;
  amount: bigint;
  jackpotAmount: bigint;
  ledgerTransactionId: bigint | null;
  /** Main balance after the call when known (minor units). */
  balance: bigint | null;
  moved: boolean;
  /** A bet's part that carried risk, when the provider said it was less than the stake. */
  validAmount?: bigint | null;
};

/**
 * The game session as the wallet reads it, with the game type and the member's count of active bonus grants read in
 * the same statement: a member without a bonus costs no statement more (docs/decisions/0033); likewise the count of
 * wager and loss limits (docs/decisions/0082).
 */
type WalletSession = GameSessionRow & { game_type_id: number; active_bonuses: number; play_limits: number };

function answerOf(status: WalletStatus, balance: bigint | null, currency: string | null, ledgerId?: bigint | null): WalletAnswer {
  return {
    status,
    balance: balance === null || currency === null ? '0' : formatAmount(balance, currency),
    currency: currency ?? '',
    ...(ledgerId ? { platform_transaction_id: String(ledgerId) } : {}),
  };
}

/** The request an answer belongs to: its id and exact body, which the answer's signature covers. */
type Answering = { adapter: ProviderAdapter | undefined; requestId: string | undefined; raw: string };

function respond(to: Answering, httpStatus: number, answer: WalletAnswer): WalletHttpAnswer {
  const body = JSON.stringify(answer);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  // Every answer to a known provider is signed for its own request, refusals included, so the provider can trust
  // what it reads and no answer can be replayed for another request.
  if (to.adapter && to.requestId) {
    Object.assign(headers, signWalletAnswer(to.adapter.secret, { requestId: to.requestId, requestBody: to.raw, body }));
  }
  return { httpStatus, body, headers };
}

function hashRequest(action: WalletAction, request: unknown): string {
  return createHash('sha256').update(JSON.stringify({ action, request })).digest('base64url');
}

/**
 * One signed call of a seamless provider: POST /api/provider/{code}/wallet/{action} (packages/contract/src/
 * provider-protocol.ts, docs/decisions/0012-provider-protocol.md). The signature is checked over the raw body before
 * anything is read; bets, wins and rollbacks run once per (provider, transaction_id) in one database transaction
 * with their ledger movement, and a replay gets the answer stored the first time.
 */
export async function handleWalletCall(
  ctx: ProviderWalletContext,
  code: string,
  action: string,
  headers: Record<string, string | string[] | undefined>,
  raw: string,
  now = Date.now(),
): Promise<WalletHttpAnswer> {
  const adapter = ctx.providers.byCode(code);
  const to: Answering = { adapter, requestId: requestIdOf(headers), raw };
  if (adapter?.wallet !== 'seamless') return respond({ ...to, adapter: undefined }, 404, answerOf('invalid_request', null, null));
  if (!verifyWalletRequest(adapter.secret, headers, action, raw, now)) {
    return respond(to, 401, answerOf('invalid_signature', null, null));
  }
  const gpId = await ctx.providers.gpIdOf(code);
  if (gpId === undefined || !(WALLET_ACTIONS as readonly string[]).includes(action)) {
    return respond(to, 404, answerOf('invalid_request', null, null));
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return respond(to, 400, answerOf('invalid_request', null, null));
  }
  const walletAction = action as WalletAction;
  const parsed = walletRequests[walletAction].safeParse(json);
  if (!parsed.success) return respond(to, 400, answerOf('invalid_request', null, null));

  if (walletAction === 'balance') {
    const session = await findGameSessionByToken(ctx.db, gpId, parsed.data.session_token);
    // An ended session (left, or its member's sign-in ended) has no balance to show: the game page says it has ended.
    if (!session || session.member_id === null || session.ended_at !== null) {
      return respond(to, 200, answerOf('invalid_session', null, null));
    }
    // Main cash, plus the bonus a bet may take for the shortfall (the same one statement for a member without one).
    const balance = await readPlayableBalance(ctx.db, session.member_id, session.currency_code);
    return respond(to, 200, answerOf('ok', balance, session.currency_code));
  }

  const request = parsed.data as Parsed<MoneyAction>;
  const answer = await runMoneyAction(ctx, adapter, gpId, walletAction, request);
  // The answer names what it answers, so the caller can check it against what it asked.
  const echo = { transaction_id: request.transaction_id, round_id: request.round_id };
  return respond(to, 200, { ...answer, ...echo, ...('amount' in request ? { amount: request.amount } : {}) });
}

async function runMoneyAction(
  ctx: ProviderWalletContext,
  adapter: ProviderAdapter,
  gpId: number,
  action: MoneyAction,
  request: Parsed<MoneyAction>,
): Promise<WalletAnswer> {
  const hash = hashRequest(action, request);
  // Bets and wins of the same moment share one statement and one commit; a call that is not the plain case (bonus,
  // replay, refusal, rollback...) runs alone below, as does every call inside a caller's transaction.
  if (action !== 'rollback' && !ctx.db.isTransaction) {
    const batched = await batchedWalletCall(ctx.db, {
      gpId,
      action,
      requestHash: hash,
      ledgerKey: providerLedgerKey(adapter.code, request.transaction_id),
      request: request as Parsed<'bet'> & Parsed<'win'>,
    });
    if (batched) {
      if (batched.ledgerTransactionId !== null) announceCash(ctx.realtime, batched.memberId, batched.balance, batched.currency);
      return answerOf('ok', batched.balance, batched.currency, batched.ledgerTransactionId);
    }
  }
  const result = await inTransaction(ctx.db, async (trx) => {
    // A bet and the rollback that cancels it are serialised on the bet's transaction id, so that a rollback
    // arriving while its bet is being booked either sees the bet or leaves the tombstone the bet then finds.
    const lockId = action === 'rollback' ? (request as Parsed<'rollback'>).rolled_back_transaction_id : request.transaction_id;
    // The session is read in the lock's round trip (no lock guards it: it was read just before the transaction).
    const session = await lockAndFindSession(trx, gpId, lockId, request.session_token);

    const claimed = await trx
      .insertInto('provider_transactions')
      .values({
        provider_id: gpId,
        transaction_id: request.transaction_id,
        kind: action,
        session_id: session?.id ?? null,
        member_id: session?.member_id ?? null,
        currency_code: session?.currency_code ?? null,
        round_id: request.round_id,
        related_transaction_id:
          action === 'rollback'
            ? (request as Parsed<'rollback'>).rolled_back_transaction_id
            : action === 'win'
              ? ((request as Parsed<'win'>).bet_transaction_id ?? null)
              : null,
        request_hash: hash,
        status: 'pending',
        answer: '{}',
      })
      .onConflict((oc) => oc.columns(['provider_id', 'transaction_id']).doNothing())
      // A bet's tombstone is read in the claim's statement: it starts after the lock was granted, so it sees the
      // tombstone of a rollback that held the lock before.
      .returning([
        'id',
        action === 'bet'
          ? sql<boolean>`exists (select 1 from provider_rollback_tombstones t
              where t.provider_id = ${gpId} and t.transaction_id = ${request.transaction_id})`.as('rolled_back')
          : sql<boolean>`false`.as('rolled_back'),
      ])
      .executeTakeFirst();
    if (!claimed) {
      const stored = await trx
        .selectFrom('provider_transactions')
        .select(['request_hash', 'answer'])
        .where('provider_id', '=', gpId)
        .where('transaction_id', '=', request.transaction_id)
        .executeTakeFirstOrThrow();
      if (stored.request_hash === hash) return { answer: stored.answer as WalletAnswer, outcome: undefined };
      const balance = session?.member_id ? await readMainCash(trx, session.member_id, session.currency_code) : null;
      return { answer: answerOf('duplicate_transaction', balance, session?.currency_code ?? null), outcome: undefined };
    }

    let outcome: Outcome;
    try {
      outcome = await work(ctx.db, trx, adapter, gpId, action, request, session, claimed.rolled_back);
    } catch (error) {
      if (!(error instanceof InsufficientFunds)) throw error;
      // Nothing to undo: a refused movement writes nothing (ledger_post_batch refuses it in a subtransaction of its
      // own), and the claim stays, answered with the refusal.
      const memberId = session?.member_id ?? null;
      const currency = session?.currency_code ?? null;
      outcome = {
        status: 'insufficient_funds',
        memberId,
        currency,
        amount: 0n,
        jackpotAmount: 0n,
        ledgerTransactionId: null,
        balance: memberId !== null && currency ? await readMainCash(trx, memberId, currency) : null,
        moved: false,
      };
    }
    // A member holding a bonus is told what can be staked: main cash plus the bonus (the realtime cash stays main).
    const told =
      session && session.active_bonuses > 0 && outcome.balance !== null && outcome.memberId !== null && outcome.currency
        ? outcome.balance + (await readActiveBonusBalance(trx, outcome.memberId, outcome.currency))
        : outcome.balance;
    const answer = answerOf(outcome.status, told, outcome.currency, outcome.ledgerTransactionId);
    await trx
      .updateTable('provider_transactions')
      .set({
        status: outcome.status,
        amount: outcome.amount,
        jackpot_amount: outcome.jackpotAmount,
        ledger_transaction_id: outcome.ledgerTransactionId,
        answer: JSON.stringify(answer),
        ...(outcome.validAmount !== undefined ? { valid_amount: outcome.validAmount } : {}),
      })
      .where('id', '=', claimed.id)
      .execute();
    return { answer, outcome };
  });
  const { outcome } = result;
  if (outcome?.moved && outcome.memberId !== null && outcome.currency && outcome.balance !== null) {
    announceCash(ctx.realtime, outcome.memberId, outcome.balance, outcome.currency);
  }
  return result.answer;
}

/** Takes the transaction's lock on `lockId` and reads the session the token names, in one round trip. */
async function lockAndFindSession(
  trx: Transaction<Database>,
  gpId: number,
  lockId: string,
  token: string,
): Promise<WalletSession | undefined> {
  const { rows } = await sql<WalletSession & { id: string | null }>`
    select pg_advisory_xact_lock(${gpId}::int4, hashtext(${lockId}::text)) as locked,
      s.id, s.member_id, s.provider_id, s.game_code, s.game_type_id, s.currency_code, s.demo, s.expires_at, s.ended_at,
      coalesce(m.active_bonuses, 0)::int as active_bonuses, coalesce(m.play_limits, 0)::int as play_limits
    from (select 1) as one
    left join game_sessions s on s.token_hash = ${gameSessionTokenHash(token)} and s.provider_id = ${gpId}
    left join members m on m.id = s.member_id`.execute(trx);
  const row = rows[0];
  if (!row || row.id === null) return undefined;
  const { locked: _locked, ...session } = row as typeof row & { locked?: unknown };
  return session;
}

function refused(status: WalletStatus, session: GameSessionRow | undefined, balance: bigint | null): Outcome {
  return {
    status,
    memberId: session?.member_id ?? null,
    currency: session?.currency_code ?? null,
    amount: 0n,
    jackpotAmount: 0n,
    ledgerTransactionId: null,
    balance,
    moved: false,
  };
}

/**
 * A win's valid_amount: the part of its bet that carried risk, known once the round closed (docs/decisions/0039). It
 * replaces the bet's stored valid amount (what the rebate reads) and, while the bet's grant is active, what the bet
 * counted towards wagering. A bet that is not the member's accepted one is left alone; more than its stake is refused.
 */
async function restateValidAmount(
  db: Db,
  trx: Transaction<Database>,
  gpId: number,
  session: WalletSession,
  betTransactionId: string | undefined,
  validInput: string,
): Promise<'invalid' | 'done'> {
  const valid = parseAmount(validInput, session.currency_code);
  if (valid === undefined || betTransactionId === undefined) return 'invalid';
  const bet = await trx
    .selectFrom('provider_transactions')
    .select(['id', 'amount'])
    .where('provider_id', '=', gpId)
    .where('transaction_id', '=', betTransactionId)
    .where('kind', '=', 'bet')
    .where('member_id', '=', session.member_id)
    .where('status', '=', 'ok')
    .executeTakeFirst();
  if (!bet) return 'done';
  if (valid > bet.amount) return 'invalid';
  await trx
    .updateTable('provider_transactions')
    .set({ valid_amount: valid === bet.amount ? null : valid })
    .where('id', '=', bet.id)
    .execute();
  if (session.active_bonuses > 0) {
    await restateBonusBet(db, trx, { gpId, betTransactionId, valid, gameTypeId: session.game_type_id });
  }
  return 'done';
}

async function work(
  db: Db,
  trx: Transaction<Database>,
  adapter: ProviderAdapter,
  gpId: number,
  action: MoneyAction,
  request: Parsed<MoneyAction>,
  session: WalletSession | undefined,
  /** A rollback of this bet came first (its tombstone, read with the claim). */
  betRolledBack: boolean,
): Promise<Outcome> {
  // Demo sessions play on money the adapter keeps itself: they never reach the ledger.
  if (!session || session.member_id === null || session.demo) return refused('invalid_session', undefined, null);
  const memberId = session.member_id;
  const currency = session.currency_code;
  const main = ledgerAccounts.memberMain(memberId, currency);
  const balanceNow = () => readMainCash(trx, memberId, currency);
  const key = providerLedgerKey(adapter.code, request.transaction_id);
  const reference = `gp:${gpId}:round:${request.round_id}`;

  if (action === 'bet') {
    const bet = request as Parsed<'bet'>;
    // Bets only while the session is open; wins and rollbacks settle what was staked and are taken afterwards too.
    if (session.ended_at !== null || session.expires_at.getTime() <= Date.now()) {
      return refused('invalid_session', session, await balanceNow());
    }
    if (betRolledBack) return refused('transaction_rolled_back', session, await balanceNow());
    const amount = parseAmount(bet.amount, currency);
    const contribution = bet.jackpot_contribution === undefined ? 0n : parseAmount(bet.jackpot_contribution, currency);
    const valid = bet.valid_amount === undefined ? amount : parseAmount(bet.valid_amount, currency);
    if (
      amount === undefined ||
      contribution === undefined ||
      contribution > amount ||
      valid === undefined ||
      valid > (amount ?? 0n)
    ) {
      return refused('invalid_request', session, await balanceNow());
    }
    if (amount === 0n) return { ...refused('ok', session, await balanceNow()) };
    // A member with a wager or loss limit (docs/decisions/0082; the batch leaves their bets here): their row is locked,
    // so their bets are counted one after the other, and a stake that would cross a limit is refused.
    if (session.play_limits > 0) {
      await lockMember(trx, memberId);
      if (await playLimitCrossed(trx, memberId, amount, Date.now())) {
        return refused('limit_reached', session, await balanceNow());
      }
    }
    const stakeTo = [
      { account: providerAccount(gpId, currency, memberId), amount: amount - contribution },
      { account: jackpotAccount(currency, memberId), amount: contribution },
    ];
    // Only a member who holds a bonus goes through its rules (cash first, then the bonus; wagering counted).
    const withBonus =
      session.active_bonuses > 0
        ? await postBonusBet(db, trx, {
            memberId,
            currency,
            gpId,
            gameTypeId: session.game_type_id,
            transactionId: request.transaction_id,
            roundId: request.round_id,
            key,
            reference,
            amount,
            valid,
            stakeTo,
          })
        : undefined;
    const posted =
      withBonus?.posted ??
      (await postTransaction(db, trx, {
        key,
        kind: 'bet',
        reference,
        postings: [{ account: main, amount: -amount }, ...stakeTo],
      }));
    return {
      status: 'ok',
      memberId,
      currency,
      amount,
      jackpotAmount: 0n,
      ledgerTransactionId: posted.id,
      balance: withBonus?.main ?? posted.balances.get(accountKey(main)) ?? (await balanceNow()),
      moved: true,
      validAmount: valid === amount ? null : valid,
    };
  }

  if (action === 'win') {
    const win = request as Parsed<'win'>;
    const amount = parseAmount(win.amount, currency);
    const jackpot = win.jackpot_amount === undefined ? 0n : parseAmount(win.jackpot_amount, currency);
    if (amount === undefined || jackpot === undefined || jackpot > amount) {
      return refused('invalid_request', session, await balanceNow());
    }
    // The bet's valid part stated at settlement (before the win moves: the grant is locked before the ledger, as a
    // bet locks them), a lost bet's included.
    if (win.valid_amount !== undefined) {
      const restated = await restateValidAmount(db, trx, gpId, session, win.bet_transaction_id, win.valid_amount);
      if (restated === 'invalid') return refused('invalid_request', session, await balanceNow());
    }
    if (amount === 0n) return refused('ok', session, await balanceNow());
    const kind = jackpot > 0n ? 'jackpot' : 'win';
    const paidFrom = [
      { account: providerAccount(gpId, currency, memberId), amount: -(amount - jackpot) },
      { account: jackpotAccount(currency, memberId), amount: -jackpot },
    ];
    // A win of a round staked partly from a bonus returns that share to it (only looked up for a member with one).
    const withBonus =
      session.active_bonuses > 0
        ? await postBonusWin(db, trx, {
            memberId,
            currency,
            gpId,
            roundId: request.round_id,
            betTransactionId: win.bet_transaction_id,
            key,
            kind,
            reference,
            amount,
            paidFrom,
          })
        : undefined;
    const posted =
      withBonus?.posted ??
      (await postTransaction(db, trx, { key, kind, reference, postings: [...paidFrom, { account: main, amount }] }));
    return {
      status: 'ok',
      memberId,
      currency,
      amount,
      jackpotAmount: jackpot,
      ledgerTransactionId: posted.id,
      balance: withBonus?.main ?? posted.balances.get(accountKey(main)) ?? (await balanceNow()),
      moved: true,
    };
  }

  const rollback = request as Parsed<'rollback'>;
  const bet = await trx
    .selectFrom('provider_transactions')
    .select(['kind', 'member_id', 'amount', 'ledger_transaction_id'])
    .where('provider_id', '=', gpId)
    .where('transaction_id', '=', rollback.rolled_back_transaction_id)
    .executeTakeFirst();
  if (!bet) {
    // The bet has not arrived (or never will): remember the rollback, so that the bet is refused when it comes.
    await trx
      .insertInto('provider_rollback_tombstones')
      .values({
        provider_id: gpId,
        transaction_id: rollback.rolled_back_transaction_id,
        rollback_transaction_id: rollback.transaction_id,
      })
      .onConflict((oc) => oc.columns(['provider_id', 'transaction_id']).doNothing())
      .execute();
    return refused('ok', session, await balanceNow());
  }
  // Only stakes are rolled back; a win is corrected by the provider with a new bet, never by taking money back here.
  if (bet.kind !== 'bet' || bet.member_id !== memberId) return refused('invalid_request', session, await balanceNow());
  // A bet that was refused (or staked nothing) moved no money: there is nothing to give back.
  if (bet.ledger_transaction_id === null) return refused('ok', session, await balanceNow());
  // Rollbacks of one bet are serialised by the lock above: one already given back means nothing more moves.
  const reversed = await trx
    .selectFrom('ledger_transactions')
    .select('id')
    .where('reverses_id', '=', bet.ledger_transaction_id)
    .executeTakeFirst();
  if (reversed) return refused('ok', session, await balanceNow());
  const posted = await reverseTransaction(db, trx, bet.ledger_transaction_id, key);
  if (session.active_bonuses > 0 || touchedBonus(posted, memberId)) {
    await afterBonusRollback(db, trx, {
      memberId,
      currency,
      gpId,
      betTransactionId: rollback.rolled_back_transaction_id,
      rollbackKey: key,
    });
  }
  return {
    status: 'ok',
    memberId,
    currency,
    amount: bet.amount,
    jackpotAmount: 0n,
    ledgerTransactionId: posted.id,
    balance: posted.balances.get(accountKey(main)) ?? (await balanceNow()),
    moved: true,
  };
}
