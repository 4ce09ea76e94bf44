import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { formatMinorUnits, parseMinorUnits } from '@casino/contract/money.ts';
import type { WalletAnswer } from '@casino/contract/provider-protocol.ts';
import { type ExpressionBuilder, sql, type Transaction } from 'kysely';
import { validStake } from '../bonuses/valid-stake.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import {
  BACCARAT_CODE,
  BACCARAT_SPOTS,
  type BaccaratBets,
  type BaccaratRound,
  playBaccaratRound,
  shoeFrom,
  storedCards,
} from './baccarat.ts';
import { coinUnit, currencyExponent, DEMO_BALANCE_COINS } from './house-config.ts';
import { isTableGame, TABLE_GAME_KINDS, type TableGameKind } from './house-table-codes.ts';
import { cryptoRng, type Rng } from './rng.ts';
import { markRoundSettled, storeRound, writeRollbackIntent } from './round-journal.ts';
import { type CompiledSlot, playSlotRound, type SlotRound, stopsFrom, storedStops } from './slot-engine.ts';
import { houseSlot } from './slot-games.ts';
import { replayTableRound } from './table-replay.ts';
import { type WalletClient, WalletUnavailable } from './wallet-client.ts';

/** What the house's game server needs. */
export type HouseContext = {
  db: Db;
  wallet: WalletClient;
  /** The RNG of play; tests may pass a scripted one. Defaults to node:crypto. */
  rng?: Rng;
  /**
   * Fault injection for tests: awaited between the platform's confirmed bet and the stored round, where a crash would
   * leave a bet with no round (the reconciliation test holds the spin there).
   */
  afterBet?: (roundId: string) => Promise<void>;
  /** Attempts of a win call before the round is left for the background retry, and the pause between them. */
  winAttempts?: number;
  winRetryDelayMs?: number;
  log?: { warn(object: unknown, message?: string): void; error(object: unknown, message?: string): void };
};

export type HouseErrorCode =
  | 'invalid_session'
  | 'session_expired'
  // The platform ended the game session: the member signed out, signed in again, changed the password or opened
  // another game (docs/decisions/0040); the house's own session has not expired.
  | 'session_ended'
  | 'insufficient_funds'
  | 'invalid_bet'
  | 'unknown_game'
  | 'wallet_unavailable'
  | 'wallet_refused'
  // The stake would take the member past a wager or loss limit they set (docs/decisions/0082).
  | 'limit_reached'
  // Blackjack: a hand is still being played in this session; an action the hand's state does not allow.
  | 'hand_in_play'
  | 'invalid_action';

export class HouseError extends Error {
  constructor(
    readonly code: HouseErrorCode,
    readonly balance?: string,
  ) {
    super(code);
  }
}

/** The page's error for a stake the platform's wallet refused (nothing was booked): short of money, a session ended, or another refusal. */
export function walletRefusal(answer: WalletAnswer): HouseError {
  if (answer.status === 'insufficient_funds') return new HouseError('insufficient_funds', answer.balance);
  if (answer.status === 'invalid_session') return new HouseError('session_ended');
  if (answer.status === 'limit_reached') return new HouseError('limit_reached', answer.balance);
  return new HouseError('wallet_refused', answer.balance);
}

/** Name of the house's progressive pool in jackpot_pools (one row per currency). */
export const HOUSE_JACKPOT_POOL = 'house-progressive';
/** What the jackpot combination pays in a demo session (play money, not the real pool), in total bets. */
export const DEMO_JACKPOT_BETS = 1000;

export const BACCARAT_CHIPS = [100, 500, 2_500, 10_000, 50_000] as const;

export type HouseSession = SessionRow;
type SessionRow = {
  token: string;
  demo: boolean;
  game_code: string;
  currency_code: string;
  language: string;
  lobby_url: string;
  demo_balance: bigint | null;
  expires_at: Date;
};

export type GameKind = 'slot' | 'baccarat' | TableGameKind;
export const kindOf = (gameCode: string): GameKind | undefined =>
  houseSlot(gameCode)
    ? 'slot'
    : gameCode === BACCARAT_CODE
      ? 'baccarat'
      : isTableGame(gameCode)
        ? TABLE_GAME_KINDS[gameCode]
        : undefined;

/** Slot bets offered in a currency, in minor units: each coin of the game times the lines. */
export function slotBets(slot: CompiledSlot, currency: string): bigint[] {
  const unit = coinUnit(currency);
  return slot.def.coins.map((coin) => BigInt(coin) * unit * BigInt(slot.lines.length));
}

export function baccaratChips(currency: string): bigint[] {
  const unit = coinUnit(currency);
  return BACCARAT_CHIPS.map((chip) => BigInt(chip) * unit);
}

export const formatMoney = (minor: bigint, currency: string) => formatMinorUnits(minor, currencyExponent(currency));

export function parseMoney(value: unknown, currency: string): bigint | undefined {
  if (typeof value !== 'string' || !/^\d{1,15}(\.\d{1,4})?$/.test(value)) return undefined;
  try {
    return parseMinorUnits(value, currencyExponent(currency));
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- sessions

export async function openHouseSession(
  db: Db,
  session: {
    token: string;
    demo: boolean;
    gameCode: string;
    currency: string;
    language: string;
    lobbyUrl: string;
    ttlMs: number;
  },
): Promise<void> {
  const values = {
    token: session.token,
    demo: session.demo,
    game_code: session.gameCode,
    currency_code: session.currency,
    language: session.language,
    lobby_url: session.lobbyUrl,
    demo_balance: session.demo ? DEMO_BALANCE_COINS * coinUnit(session.currency) : null,
    expires_at: new Date(Date.now() + session.ttlMs),
  };
  await db
    .insertInto('house_sessions')
    .values(values)
    .onConflict((oc) => oc.column('token').doUpdateSet({ expires_at: values.expires_at, lobby_url: values.lobby_url }))
    .execute();
  sessionCache.get(db)?.delete(session.token);
}

/**
 * Real sessions read lately, by database, for spins and coups (findHouseSession's `forPlay`): every spin names its
 * session, and what a spin takes from it (game, currency) never changes. Its expiry is not taken from the copy: the
 * statement that writes the bet's rollback intent writes it only while the row has not expired (round-journal.ts).
 * openHouseSession drops the copy of a session it launches again. Demo sessions hold their play money and are always
 * read.
 */
const sessionCache = new WeakMap<Db | Transaction<Database>, Map<string, { row: SessionRow; readAt: number }>>();
const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_SIZE = 20_000;

export async function findHouseSession(
  db: Db | Transaction<Database>,
  token: unknown,
  options: { forPlay?: boolean } = {},
): Promise<SessionRow> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw new HouseError('invalid_session');
  const now = Date.now();
  const cached = options.forPlay && !db.isTransaction ? sessionCache.get(db)?.get(token) : undefined;
  if (cached && now - cached.readAt < SESSION_CACHE_MS && cached.row.expires_at.getTime() > now) return cached.row;
  const row = await db
    .selectFrom('house_sessions')
    .select(['token', 'demo', 'game_code', 'currency_code', 'language', 'lobby_url', 'demo_balance', 'expires_at'])
    .where('token', '=', token)
    .executeTakeFirst();
  if (!row) throw new HouseError('invalid_session');
  if (row.expires_at.getTime() <= now) throw new HouseError('session_expired');
  if (options.forPlay && !row.demo && !db.isTransaction) {
    let rows = sessionCache.get(db);
    if (!rows) {
      rows = new Map();
      sessionCache.set(db, rows);
    }
    rows.delete(token);
    // The oldest copy goes first (a Map keeps insertion order).
    if (rows.size >= SESSION_CACHE_SIZE) rows.delete(rows.keys().next().value as string);
    rows.set(token, { row, readAt: now });
  }
  return row;
}

/** The balance shown in the game: play money, or the member's balance asked of the platform's wallet. */
export async function sessionBalance(ctx: HouseContext, session: SessionRow): Promise<string> {
  if (session.demo) return formatMoney(session.demo_balance ?? 0n, session.currency_code);
  const answer = await walletCall(ctx, 'balance', { session_token: session.token });
  if (answer.status === 'invalid_session') throw new HouseError('session_ended');
  if (answer.status !== 'ok') throw new HouseError('wallet_refused');
  return answer.balance;
}

export async function jackpotAmount(db: Db, currency: string): Promise<bigint> {
  const row = await db
    .selectFrom('jackpot_pools')
    .select('amount')
    .where('name', '=', HOUSE_JACKPOT_POOL)
    .where('currency_code', '=', currency)
    .executeTakeFirst();
  return row?.amount ?? 0n;
}

// ---------------------------------------------------------------- rounds

export type Played = {
  kind: GameKind;
  bet: bigint;
  win: bigint;
  /** Whether the round hit the jackpot combination (slots, base game). */
  jackpotHit: boolean;
  wager: unknown;
  draws: unknown;
  outcome: SlotRound | BaccaratRound | TableOutcome;
};

/** The outcome of a card or table game round (house-table-play.ts, blackjack-play.ts). */
type TableOutcome = { game: string; win: number };

export type RoundResult = {
  round_id: string;
  bet: string;
  win: string;
  jackpot_win: string;
  balance: string;
  /** The win is being credited: the platform did not confirm it yet (it is retried until it does). */
  win_pending: boolean;
  outcome: SlotRound | BaccaratRound | TableOutcome;
};

export const newRoundId = () => `HR${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

/** One paid spin (and the free spins it starts) of the session's slot. `bet` is the total bet in major units. */
export async function spin(ctx: HouseContext, token: unknown, betText: unknown): Promise<RoundResult> {
  const session = await findHouseSession(ctx.db, token, { forPlay: true });
  const slot = houseSlot(session.game_code);
  if (!slot) throw new HouseError('unknown_game');
  const bet = parseMoney(betText, session.currency_code);
  if (bet === undefined || !slotBets(slot, session.currency_code).includes(bet)) throw new HouseError('invalid_bet');
  const rng = ctx.rng ?? cryptoRng;
  const run = (): Played => {
    const round = playSlotRound(slot, Number(bet), stopsFrom(rng));
    return {
      kind: 'slot',
      bet,
      win: BigInt(round.win),
      jackpotHit: round.jackpot,
      wager: { bet: Number(bet) },
      draws: round.spins.map((s) => s.stops),
      outcome: round,
    };
  };
  return playRound(ctx, session, { bet, jackpotShare: slot.def.jackpotShare }, run);
}

/** One coup of baccarat; `bets` maps spots to amounts in major units (each a whole number of chips). */
export async function deal(ctx: HouseContext, token: unknown, betsInput: unknown): Promise<RoundResult> {
  const session = await findHouseSession(ctx.db, token, { forPlay: true });
  if (session.game_code !== BACCARAT_CODE) throw new HouseError('unknown_game');
  if (typeof betsInput !== 'object' || betsInput === null) throw new HouseError('invalid_bet');
  const smallest = baccaratChips(session.currency_code)[0]!;
  const bets: BaccaratBets = {};
  let total = 0n;
  for (const [spot, value] of Object.entries(betsInput)) {
    if (!(BACCARAT_SPOTS as readonly string[]).includes(spot)) throw new HouseError('invalid_bet');
    const amount = parseMoney(value, session.currency_code);
    if (amount === undefined || amount % smallest !== 0n || amount > smallest * 100_000n) throw new HouseError('invalid_bet');
    if (amount > 0n) bets[spot as keyof BaccaratBets] = Number(amount);
    total += amount;
  }
  if (total <= 0n) throw new HouseError('invalid_bet');
  const rng = ctx.rng ?? cryptoRng;
  const run = (): Played => {
    const round = playBaccaratRound(bets, shoeFrom(rng));
    return {
      kind: 'baccarat',
      bet: total,
      win: BigInt(round.win),
      jackpotHit: false,
      wager: { bets },
      draws: round.cards,
      outcome: round,
    };
  };
  return playRound(ctx, session, { bet: total, jackpotShare: 0, valid: validStake(bets, total) }, run);
}

/**
 * A round's stake in minor units, the share of it that feeds the progressive jackpot and the part that carried risk
 * (bets covering each other count only their difference towards wagering and rebates).
 */
type Stake = { bet: bigint; jackpotShare: number; valid?: bigint };

export function playRound(ctx: HouseContext, session: SessionRow, stake: Stake, run: () => Played): Promise<RoundResult> {
  return session.demo ? playDemoRound(ctx, session, stake.bet, run) : playRealRound(ctx, session, stake, run);
}

async function playDemoRound(ctx: HouseContext, session: SessionRow, bet: bigint, run: () => Played): Promise<RoundResult> {
  const roundId = newRoundId();
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('house_sessions')
      .select('demo_balance')
      .where('token', '=', session.token)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const balance = locked.demo_balance ?? 0n;
    if (bet > balance) throw new HouseError('insufficient_funds', formatMoney(balance, session.currency_code));
    const played = run();
    const jackpotWin = played.jackpotHit ? played.bet * BigInt(DEMO_JACKPOT_BETS) : 0n;
    const after = balance - played.bet + played.win + jackpotWin;
    await trx.updateTable('house_sessions').set({ demo_balance: after }).where('token', '=', session.token).execute();
    await insertRound(trx, roundId, session, played, { jackpotWin, contribution: 0n, status: 'settled' });
    return result(roundId, session, played, jackpotWin, formatMoney(after, session.currency_code), false);
  });
}

function result(
  roundId: string,
  session: SessionRow,
  played: Played,
  jackpotWin: bigint,
  balance: string,
  pending: boolean,
): RoundResult {
  return {
    round_id: roundId,
    bet: formatMoney(played.bet, session.currency_code),
    win: formatMoney(played.win + jackpotWin, session.currency_code),
    jackpot_win: formatMoney(jackpotWin, session.currency_code),
    balance,
    win_pending: pending,
    outcome: played.outcome,
  };
}

async function insertRound(
  trx: Transaction<Database>,
  roundId: string,
  session: SessionRow,
  played: Played,
  money: { jackpotWin: bigint; contribution: bigint; status: 'settled' | 'win_pending' },
) {
  await trx
    .insertInto('house_rounds')
    .values({
      id: roundId,
      game_code: session.game_code,
      kind: played.kind,
      demo: session.demo,
      session_token: session.token,
      currency_code: session.currency_code,
      bet: played.bet,
      win: played.win,
      jackpot_win: money.jackpotWin,
      jackpot_contribution: money.contribution,
      wager: JSON.stringify(played.wager),
      draws: JSON.stringify(played.draws),
      outcome: JSON.stringify(played.outcome),
      status: money.status,
      // A real round's first win attempt follows at once: counted here rather than in a commit of its own.
      win_attempts: money.status === 'win_pending' ? 1 : 0,
      bet_transaction_id: session.demo ? null : `${roundId}-bet`,
      win_transaction_id: session.demo ? null : `${roundId}-win`,
      settled_at: money.status === 'settled' ? new Date() : null,
    })
    .execute();
}

export async function walletCall(
  ctx: HouseContext,
  action: 'balance' | 'bet' | 'win' | 'rollback',
  body: Record<string, string>,
): Promise<WalletAnswer> {
  try {
    return await ctx.wallet.call(action, body);
  } catch (error) {
    if (error instanceof WalletUnavailable) {
      ctx.log?.warn({ err: error, action }, 'house: wallet call failed');
      throw new HouseError('wallet_unavailable');
    }
    throw error;
  }
}

/** A real bet's rollback intent: written before the bet leaves, removed with the stored round. */
export type PendingRollback = { round_id: string; session_token: string; bet_transaction_id: string };

/** How long a claim on a rollback keeps other senders off it; after that the background job may send it again. */
const ROLLBACK_CLAIM_MS = 30_000;
/** Age of an unclaimed intent after which its spin counts as lost; longer than a bet call can take (10 s timeout). */
export const LOST_BET_GRACE_MS = 60_000;

/** The spin's round could not be stored because its bet is being rolled back by the reconciliation job. */
export class BetRolledBack extends Error {}

/**
 * A real round: the rollback intent is stored, then the bet goes to the platform; only a confirmed bet is played.
 * The round, its draws and the jackpot pool's change are stored in one transaction that also removes the intent;
 * then the win (zero included, which closes the round) is sent. A failure between the bet and the stored round rolls
 * the bet back, and so does the background job when the process died in between (the intent is still there); a win
 * the platform does not confirm is retried (same transaction id, so it is paid once) and the round stays
 * win_pending until it is.
 */
async function playRealRound(ctx: HouseContext, session: SessionRow, stake: Stake, run: () => Played): Promise<RoundResult> {
  const roundId = newRoundId();
  const betTx = `${roundId}-bet`;
  const currency = session.currency_code;
  // The contribution travels with the bet, so the platform books it to its jackpot account with the stake.
  const contribution = (stake.bet * BigInt(Math.round(stake.jackpotShare * 10_000))) / 10_000n;
  const intent: PendingRollback = { round_id: roundId, session_token: session.token, bet_transaction_id: betTx };
  if (!(await writeRollbackIntent(ctx.db, intent))) throw new HouseError('session_expired');
  let betAnswer: WalletAnswer;
  try {
    betAnswer = await walletCall(ctx, 'bet', {
      session_token: session.token,
      transaction_id: betTx,
      round_id: roundId,
      amount: formatMoney(stake.bet, currency),
      ...(contribution > 0n ? { jackpot_contribution: formatMoney(contribution, currency) } : {}),
      ...(stake.valid !== undefined && stake.valid < stake.bet ? { valid_amount: formatMoney(stake.valid, currency) } : {}),
    });
  } catch (error) {
    // Whether the bet was booked is unknown: roll it back (a rollback that arrives first blocks the bet for good).
    await rollbackBet(ctx, intent);
    throw error;
  }
  if (betAnswer.status !== 'ok') {
    // Refused: nothing was booked, so there is nothing to roll back.
    await ctx.db.deleteFrom('house_pending_rollbacks').where('round_id', '=', roundId).where('claimed_at', 'is', null).execute();
    throw walletRefusal(betAnswer);
  }

  let jackpotWin = 0n;
  let played: Played;
  try {
    await ctx.afterBet?.(roundId);
    // The outcome is drawn only once the platform holds the stake.
    played = run();
    // A round that did not hit the jackpot is stored in a statement shared with the spins of the same moment;
    // one that did, in a transaction of its own with the pool it empties.
    if (played.jackpotHit) jackpotWin = await storeJackpotRound(ctx.db, roundId, session, played, contribution);
    else {
      const stored = await storeRound(ctx.db, {
        id: roundId,
        pool: HOUSE_JACKPOT_POOL,
        gameCode: session.game_code,
        kind: played.kind,
        sessionToken: session.token,
        currency,
        bet: played.bet,
        win: played.win,
        contribution,
        wager: played.wager,
        draws: played.draws,
        outcome: played.outcome,
      });
      if (!stored) throw new BetRolledBack();
    }
  } catch (error) {
    if (error instanceof BetRolledBack) {
      ctx.log?.warn({ roundId }, 'house: bet rolled back by reconciliation before its round was stored');
    } else {
      ctx.log?.error({ err: error, roundId }, 'house: round not stored, rolling the bet back');
      await rollbackBet(ctx, intent);
    }
    throw new HouseError('wallet_unavailable', betAnswer.balance);
  }

  const answer = await sendWin(ctx, roundId, {
    firstAttemptCounted: true,
    round: {
      id: roundId,
      session_token: session.token,
      currency_code: currency,
      win: played.win,
      jackpot_win: jackpotWin,
      bet_transaction_id: betTx,
      win_transaction_id: `${roundId}-win`,
    },
  });
  return result(roundId, session, played, jackpotWin, answer?.balance ?? betAnswer.balance, answer === undefined);
}

/**
 * Stores a real round that hit the jackpot, in one transaction, only while its rollback intent is unclaimed: the
 * round takes the pool (its contribution included) and empties it. Answers the jackpot won.
 */
async function storeJackpotRound(
  db: Db,
  roundId: string,
  session: SessionRow,
  played: Played,
  contribution: bigint,
): Promise<bigint> {
  const currency = session.currency_code;
  return db.transaction().execute(async (trx) => {
    // Stored only while the intent is unclaimed: once the reconciliation job claimed it, the bet is being rolled
    // back and this round must never pay.
    const kept = await trx
      .deleteFrom('house_pending_rollbacks')
      .where('round_id', '=', roundId)
      .where('claimed_at', 'is', null)
      .returning('round_id')
      .executeTakeFirst();
    if (!kept) throw new BetRolledBack();
    const pool = await trx
      .insertInto('jackpot_pools')
      .values({ name: HOUSE_JACKPOT_POOL, currency_code: currency, amount: contribution })
      .onConflict((oc) =>
        oc.columns(['name', 'currency_code']).doUpdateSet({ amount: sql`jackpot_pools.amount + ${contribution}` }),
      )
      .returning('amount')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('jackpot_pools')
      .set({ amount: 0n })
      .where('name', '=', HOUSE_JACKPOT_POOL)
      .where('currency_code', '=', currency)
      .execute();
    await insertRound(trx, roundId, session, played, { jackpotWin: pool.amount, contribution, status: 'win_pending' });
    return pool.amount;
  });
}

/**
 * Rolls back a bet whose outcome is unknown, when its intent is still unclaimed (a round stored meanwhile removed it;
 * a claim means another sender has it). The platform gives the stake back once whatever happens; a rollback not
 * confirmed here is sent again by the background job (retryPendingRollbacks).
 */
export async function rollbackBet(ctx: HouseContext, intent: PendingRollback): Promise<void> {
  try {
    const claimed = await ctx.db
      .updateTable('house_pending_rollbacks')
      .set({ claimed_at: new Date() })
      .where('round_id', '=', intent.round_id)
      .where('claimed_at', 'is', null)
      .returning('round_id')
      .executeTakeFirst();
    if (!claimed) return;
  } catch (error) {
    // The intent stays for the background job.
    ctx.log?.error({ err: error, roundId: intent.round_id }, 'house: rollback not claimed');
    return;
  }
  await sendRollback(ctx, intent, 3);
}

/** Sends a rollback (idempotent by its transaction id) up to `attempts` times; true once the platform answered it. */
async function sendRollback(ctx: HouseContext, pending: PendingRollback, attempts: number): Promise<boolean> {
  const roundId = pending.round_id;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const answer = await ctx.wallet.call('rollback', {
        session_token: pending.session_token,
        transaction_id: `${roundId}-rollback`,
        round_id: roundId,
        rolled_back_transaction_id: pending.bet_transaction_id,
      });
      // A refusal is the platform's last word on this rollback: sending it again would get the same answer.
      if (answer.status !== 'ok') ctx.log?.error({ roundId, status: answer.status }, 'house: rollback refused');
      await ctx.db.transaction().execute(async (trx) => {
        if (answer.status === 'ok') {
          await trx
            .updateTable('house_rounds')
            .set({ status: 'rolled_back', settled_at: new Date() })
            .where('id', '=', roundId)
            .execute();
        }
        await trx.deleteFrom('house_pending_rollbacks').where('round_id', '=', roundId).execute();
      });
      return true;
    } catch (error) {
      ctx.log?.warn({ err: error, roundId, attempt }, 'house: rollback failed');
      if (attempt < attempts) await pause(ctx.winRetryDelayMs ?? 200);
    }
  }
  // The claim lapses at once so that the background job sends it again; it stays set, so the round never pays.
  await ctx.db
    .updateTable('house_pending_rollbacks')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_at: new Date(Date.now() - ROLLBACK_CLAIM_MS) }))
    .where('round_id', '=', roundId)
    .execute()
    .catch((error: unknown) => ctx.log?.warn({ err: error, roundId }, 'house: rollback attempt not counted'));
  return false;
}

/**
 * The reconciliation job: rolls back the bets whose round was never stored (an intent older than `olderThanMs`,
 * unclaimed or whose claim lapsed) and sends again the rollbacks the platform has not confirmed. Rows are claimed
 * atomically (FOR UPDATE SKIP LOCKED), so of several nodes running it one sends each; the platform pays a rollback
 * once in any case. Answers how many it confirmed.
 */
export async function retryPendingRollbacks(ctx: HouseContext, olderThanMs = LOST_BET_GRACE_MS, limit = 50): Promise<number> {
  const now = Date.now();
  const cutoff = new Date(now - olderThanMs);
  const lapsed = new Date(now - ROLLBACK_CLAIM_MS);
  const claimable = (eb: ExpressionBuilder<Database, 'house_pending_rollbacks'>) =>
    eb.and([eb('created_at', '<', cutoff), eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', lapsed)])]);
  const claimed = await ctx.db
    .updateTable('house_pending_rollbacks')
    .set({ claimed_at: new Date(now) })
    .where((eb) =>
      eb(
        'round_id',
        'in',
        eb
          .selectFrom('house_pending_rollbacks')
          .select('round_id')
          .where(claimable)
          .orderBy('created_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      ),
    )
    .where(claimable)
    .returning(['round_id', 'session_token', 'bet_transaction_id'])
    .execute();
  let confirmed = 0;
  for (const row of claimed) if (await sendRollback(ctx, row, 1)) confirmed++;
  return confirmed;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What sending a round's win needs of the round. */
type WinToSend = {
  id: string;
  session_token: string;
  currency_code: string;
  win: bigint;
  jackpot_win: bigint;
  bet_transaction_id: string | null;
  win_transaction_id: string | null;
};

/**
 * Sends the win of a stored round (idempotent by its transaction id) until the platform confirms it, a few times;
 * answers the platform's answer, or undefined when the round stays win_pending for the background retry.
 * `firstAttemptCounted`: the round was stored with its first attempt already counted.
 */
export async function sendWin(
  ctx: HouseContext,
  roundId: string,
  options: {
    firstAttemptCounted?: boolean;
    /** The round as just stored (win_pending), when the caller stored it: it is not read again. */
    round?: WinToSend;
  } = {},
): Promise<WalletAnswer | undefined> {
  const round =
    options.round ??
    (await ctx.db
      .selectFrom('house_rounds')
      .select([
        'id',
        'session_token',
        'currency_code',
        'win',
        'jackpot_win',
        'bet_transaction_id',
        'win_transaction_id',
        'status',
      ])
      .where('id', '=', roundId)
      .where('status', '=', 'win_pending')
      .executeTakeFirst());
  if (!round?.win_transaction_id) return undefined;
  const total = round.win + round.jackpot_win;
  const body: Record<string, string> = {
    session_token: round.session_token,
    transaction_id: round.win_transaction_id,
    round_id: round.id,
    amount: formatMoney(total, round.currency_code),
    ...(round.bet_transaction_id ? { bet_transaction_id: round.bet_transaction_id } : {}),
    ...(round.jackpot_win > 0n ? { jackpot_amount: formatMoney(round.jackpot_win, round.currency_code) } : {}),
  };
  const attempts = ctx.winAttempts ?? 3;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await pause((ctx.winRetryDelayMs ?? 200) * attempt);
    if (attempt > 0 || !options.firstAttemptCounted) {
      await ctx.db
        .updateTable('house_rounds')
        .set((eb) => ({ win_attempts: eb('win_attempts', '+', 1) }))
        .where('id', '=', roundId)
        .execute();
    }
    try {
      const answer = await ctx.wallet.call('win', body);
      if (answer.status === 'ok') {
        await markRoundSettled(ctx.db, roundId);
        return answer;
      }
      // A refusal (other than a transient failure) will not change by repeating: leave it to an operator.
      ctx.log?.error({ roundId, status: answer.status }, 'house: win refused by the platform');
      return undefined;
    } catch (error) {
      ctx.log?.warn({ err: error, roundId, attempt }, 'house: win call failed');
    }
  }
  return undefined;
}

/** Sends the wins still pending (older than `olderThanMs`); answers how many were confirmed. */
export async function retryPendingWins(ctx: HouseContext, olderThanMs = 5_000, limit = 50): Promise<number> {
  const pending = await ctx.db
    .selectFrom('house_rounds')
    .select('id')
    .where('status', '=', 'win_pending')
    .where('created_at', '<', new Date(Date.now() - olderThanMs))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  let settled = 0;
  for (const { id } of pending) if (await sendWin({ ...ctx, winAttempts: 1 }, id)) settled++;
  return settled;
}

// ---------------------------------------------------------------- replay

export type Replay = { roundId: string; stored: unknown; replayed: unknown; win: bigint; storedWin: bigint; matches: boolean };

/** Recomputes a round from its stored draws with the engine and compares it to the stored outcome and win. */
export async function replayRound(db: Db, roundId: string): Promise<Replay> {
  const row = await db
    .selectFrom('house_rounds')
    .select(['id', 'game_code', 'kind', 'bet', 'win', 'wager', 'draws', 'outcome'])
    .where('id', '=', roundId)
    .executeTakeFirst();
  if (!row) throw new Error(`no round ${roundId}`);
  let replayed: SlotRound | BaccaratRound | TableOutcome;
  if (row.kind !== 'slot' && row.kind !== 'baccarat') {
    replayed = replayTableRound(row.kind, row.wager, row.draws);
  } else if (row.kind === 'slot') {
    const slot = houseSlot(row.game_code);
    if (!slot) throw new Error(`round ${roundId}: unknown slot ${row.game_code}`);
    replayed = playSlotRound(slot, Number(row.bet), storedStops(row.draws as number[][]));
  } else {
    const { bets } = row.wager as { bets: BaccaratBets };
    replayed = playBaccaratRound(bets, storedCards(row.draws as string[]));
  }
  const normalised = JSON.parse(JSON.stringify(replayed));
  const win = BigInt(replayed.win);
  return {
    roundId,
    stored: row.outcome,
    replayed: normalised,
    win,
    storedWin: row.win,
    matches: win === row.win && isDeepStrictEqual(normalised, row.outcome),
  };
}
