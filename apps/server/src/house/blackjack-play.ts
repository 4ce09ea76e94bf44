import type { WalletAnswer } from '@casino/contract/provider-protocol.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Card } from './baccarat.ts';
import {
  allowedActions,
  applyBlackjackAction,
  BLACKJACK_ACTIONS,
  BLACKJACK_CODE,
  type BlackjackAction,
  type BlackjackState,
  deckFrom,
  extraStake,
  startBlackjack,
  visibleState,
} from './blackjack.ts';
import {
  BetRolledBack,
  findHouseSession,
  formatMoney,
  type HouseContext,
  HouseError,
  type HouseSession,
  newRoundId,
  type PendingRollback,
  parseMoney,
  rollbackBet,
  sendWin,
  walletCall,
  walletRefusal,
} from './house-play.ts';
import { cryptoRng } from './rng.ts';
import { tableChips, tableLimit } from './table-play.ts';

/**
 * Blackjack hands through the wallet (docs/decisions/0028-house-card-and-table-games.md). A hand is a round stored
 * `in_play` between the player's decisions, so a reload finds it again. The bet is posted at the deal; a double, a
 * split or insurance posts a bet of its own (`{round}-bet-{step}`) before its card is drawn; the win is posted once
 * at settlement (`{round}-win`, retried until the platform confirms it). Each decision first claims the hand's
 * `step` (compare-and-set), so two requests never act on one state; a request that comes late (a retry after a lost
 * answer) gets the hand as it is now instead of acting twice.
 */

type StoredHand = BlackjackState & { game: string };
type RoundRow = {
  id: string;
  session_token: string;
  game_code: string;
  status: 'in_play' | 'settled' | 'win_pending' | 'rolled_back';
  step: number;
  outcome: unknown;
};

/** Cards a test scripted for a session (TEST_HOOKS only, see registerHouseTestHooks); otherwise the RNG draws. */
const scriptedCards = new Map<string, Card[]>();
export function scriptBlackjackCards(sessionToken: string, cards: Card[]): void {
  scriptedCards.set(sessionToken, [...cards]);
}

function cardSource(ctx: HouseContext, sessionToken: string): () => Card {
  const random = deckFrom(ctx.rng ?? cryptoRng);
  return () => {
    const scripted = scriptedCards.get(sessionToken);
    const card = scripted?.shift();
    if (scripted && scripted.length === 0) scriptedCards.delete(sessionToken);
    return card ?? random();
  };
}

export type BlackjackView = {
  round_id: string;
  step: number;
  status: RoundRow['status'];
  /** Everything staked in the hand so far (bet, doubles, split, insurance). */
  bet: string;
  win: string;
  /** The balance after this call when the wallet told it (else the page keeps what it shows). */
  balance: string | null;
  win_pending: boolean;
  hand: ReturnType<typeof publicHand>;
};

function publicHand(state: BlackjackState, currency: string) {
  const v = visibleState(state);
  const money = (n: number) => formatMoney(BigInt(n), currency);
  return {
    ...v,
    bet: money(v.bet),
    staked: money(v.staked),
    insurance: money(v.insurance),
    insurance_returned: money(v.insurance_returned),
    win: money(v.win),
    hands: v.hands.map((h) => ({ ...h, bet: money(h.bet), returned: h.returned === null ? null : money(h.returned) })),
  };
}

function viewOf(row: RoundRow, currency: string, balance: string | null): BlackjackView {
  const state = row.outcome as StoredHand;
  return {
    round_id: row.id,
    step: row.step,
    status: row.status,
    bet: formatMoney(BigInt(state.staked), currency),
    win: formatMoney(BigInt(state.win), currency),
    balance,
    win_pending: row.status === 'win_pending',
    hand: publicHand(state, currency),
  };
}

const stored = (state: BlackjackState): StoredHand => ({ game: BLACKJACK_CODE, ...state });

function roundColumns(state: BlackjackState, demo: boolean) {
  const settled = state.phase === 'settled';
  return {
    bet: BigInt(state.staked),
    win: BigInt(state.win),
    wager: JSON.stringify({ bet: state.bet, actions: state.actions }),
    draws: JSON.stringify(state.cards),
    outcome: JSON.stringify(stored(state)),
    status: (settled ? (demo ? 'settled' : 'win_pending') : 'in_play') as RoundRow['status'],
    // A real hand's first win attempt follows at once (as house-play.ts counts it).
    win_attempts: settled && !demo ? 1 : 0,
    settled_at: settled && demo ? new Date() : null,
  };
}

async function loadRound(
  db: HouseContext['db'] | Transaction<Database>,
  roundId: string,
  lock = false,
): Promise<RoundRow | undefined> {
  let query = db
    .selectFrom('house_rounds')
    .select(['id', 'session_token', 'game_code', 'status', 'step', 'outcome'])
    .where('id', '=', roundId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

function blackjackSession(session: HouseSession) {
  if (session.game_code !== BLACKJACK_CODE) throw new HouseError('unknown_game');
  return session;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The hand in play in a session, else its last hand (a reload shows it), else null. */
export async function currentBlackjackHand(ctx: HouseContext, token: unknown): Promise<BlackjackView | null> {
  const session = blackjackSession(await findHouseSession(ctx.db, token));
  const row = await ctx.db
    .selectFrom('house_rounds')
    .select(['id', 'session_token', 'game_code', 'status', 'step', 'outcome'])
    .where('session_token', '=', session.token)
    .where('status', '!=', 'rolled_back')
    .orderBy((eb) => eb.case().when('status', '=', 'in_play').then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? viewOf(row, session.currency_code, null) : null;
}

/** Deals a new hand for `bet` (major units, a whole number of the smallest chip). */
export async function dealBlackjack(ctx: HouseContext, token: unknown, betText: unknown): Promise<BlackjackView> {
  const session = blackjackSession(await findHouseSession(ctx.db, token));
  const currency = session.currency_code;
  const bet = parseMoney(betText, currency);
  const smallest = tableChips(currency)[0]!;
  if (bet === undefined || bet <= 0n || bet % smallest !== 0n || bet > tableLimit(currency)) throw new HouseError('invalid_bet');
  const inPlay = await ctx.db
    .selectFrom('house_rounds')
    .select('id')
    .where('session_token', '=', session.token)
    .where('status', '=', 'in_play')
    .executeTakeFirst();
  if (inPlay) throw new HouseError('hand_in_play');
  const next = cardSource(ctx, session.token);
  const roundId = newRoundId();
  const base = {
    id: roundId,
    game_code: BLACKJACK_CODE,
    kind: 'blackjack' as const,
    demo: session.demo,
    session_token: session.token,
    currency_code: currency,
    bet_transaction_id: session.demo ? null : `${roundId}-bet`,
    win_transaction_id: session.demo ? null : `${roundId}-win`,
  };

  if (session.demo) {
    return ctx.db.transaction().execute(async (trx) => {
      const balance = await lockDemoBalance(trx, session.token);
      if (bet > balance) throw new HouseError('insufficient_funds', formatMoney(balance, currency));
      const state = startBlackjack(Number(bet), next);
      const after = balance - bet + (state.phase === 'settled' ? BigInt(state.win) : 0n);
      try {
        await trx
          .insertInto('house_rounds')
          .values({ ...base, ...roundColumns(state, true) })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new HouseError('hand_in_play');
        throw error;
      }
      await trx.updateTable('house_sessions').set({ demo_balance: after }).where('token', '=', session.token).execute();
      const row = (await loadRound(trx, roundId))!;
      return viewOf(row, currency, formatMoney(after, currency));
    });
  }

  const intent: PendingRollback = { round_id: roundId, session_token: session.token, bet_transaction_id: `${roundId}-bet` };
  const betAnswer = await postBet(ctx, session, intent, roundId, bet);
  let state: BlackjackState;
  try {
    await ctx.afterBet?.(roundId);
    state = startBlackjack(Number(bet), next);
    await ctx.db.transaction().execute(async (trx) => {
      await keepIntent(trx, intent);
      await trx
        .insertInto('house_rounds')
        .values({ ...base, ...roundColumns(state, false) })
        .execute();
    });
  } catch (error) {
    if (!(error instanceof BetRolledBack)) await rollbackBet(ctx, intent);
    if (isUniqueViolation(error)) throw new HouseError('hand_in_play', betAnswer.balance);
    if (!(error instanceof BetRolledBack))
      ctx.log?.error({ err: error, roundId }, 'house: blackjack hand not stored, bet rolled back');
    throw new HouseError('wallet_unavailable', betAnswer.balance);
  }
  return settledView(ctx, roundId, currency, betAnswer);
}

/** One decision of the player on the hand `roundId` at `step`. */
export async function actOnBlackjack(
  ctx: HouseContext,
  token: unknown,
  roundIdInput: unknown,
  stepInput: unknown,
  actionInput: unknown,
): Promise<BlackjackView> {
  const session = blackjackSession(await findHouseSession(ctx.db, token));
  const currency = session.currency_code;
  if (typeof roundIdInput !== 'string' || roundIdInput.length > 64) throw new HouseError('invalid_action');
  if (typeof stepInput !== 'number' || !Number.isSafeInteger(stepInput) || stepInput < 0) throw new HouseError('invalid_action');
  if (typeof actionInput !== 'string' || !(BLACKJACK_ACTIONS as readonly string[]).includes(actionInput)) {
    throw new HouseError('invalid_action');
  }
  const action = actionInput as BlackjackAction;
  const roundId = roundIdInput;
  const step = stepInput;
  const row = await loadRound(ctx.db, roundId);
  if (!row || row.session_token !== session.token) throw new HouseError('invalid_action');
  // A late request (the hand moved on, e.g. a retry after a lost answer) gets the hand as it is now.
  if (row.status !== 'in_play' || row.step !== step) return viewOf(row, currency, null);
  const state = row.outcome as StoredHand;
  if (!allowedActions(state).includes(action)) throw new HouseError('invalid_action');
  const extra = BigInt(extraStake(state, action));
  const next = cardSource(ctx, session.token);

  if (session.demo) {
    return ctx.db.transaction().execute(async (trx) => {
      // The session's lock serialises a demo player's requests.
      const balance = await lockDemoBalance(trx, session.token);
      const locked = (await loadRound(trx, roundId, true))!;
      if (locked.status !== 'in_play' || locked.step !== step) return viewOf(locked, currency, formatMoney(balance, currency));
      if (extra > balance) throw new HouseError('insufficient_funds', formatMoney(balance, currency));
      const after = applyBlackjackAction(locked.outcome as StoredHand, action, next);
      const settledWin = after.phase === 'settled' ? BigInt(after.win) : 0n;
      const newBalance = balance - extra + settledWin;
      await trx
        .updateTable('house_rounds')
        .set({ ...roundColumns(after, true), step: step + 1 })
        .where('id', '=', roundId)
        .execute();
      await trx.updateTable('house_sessions').set({ demo_balance: newBalance }).where('token', '=', session.token).execute();
      return viewOf((await loadRound(trx, roundId))!, currency, formatMoney(newBalance, currency));
    });
  }

  // The claim: only one request moves the hand from this step.
  const claimed = await ctx.db
    .updateTable('house_rounds')
    .set({ step: step + 1 })
    .where('id', '=', roundId)
    .where('step', '=', step)
    .where('status', '=', 'in_play')
    .returning('step')
    .executeTakeFirst();
  if (!claimed) return viewOf((await loadRound(ctx.db, roundId))!, currency, null);
  const claimedStep = step + 1;

  let intent: PendingRollback | undefined;
  let betAnswer: WalletAnswer | undefined;
  if (extra > 0n) {
    intent = {
      round_id: `${roundId}~${claimedStep}`,
      session_token: session.token,
      bet_transaction_id: `${roundId}-bet-${claimedStep}`,
    };
    betAnswer = await postBet(ctx, session, intent, roundId, extra);
  }
  let after: BlackjackState;
  try {
    after = applyBlackjackAction(state, action, next);
    await ctx.db.transaction().execute(async (trx) => {
      if (intent) await keepIntent(trx, intent);
      await trx
        .updateTable('house_rounds')
        .set(roundColumns(after, false))
        .where('id', '=', roundId)
        .where('step', '=', claimedStep)
        .execute();
    });
  } catch (error) {
    if (intent && !(error instanceof BetRolledBack)) await rollbackBet(ctx, intent);
    if (!(error instanceof BetRolledBack)) ctx.log?.error({ err: error, roundId }, 'house: blackjack decision not stored');
    throw new HouseError('wallet_unavailable', betAnswer?.balance);
  }
  return settledView(ctx, roundId, currency, betAnswer);
}

async function lockDemoBalance(trx: Transaction<Database>, token: string): Promise<bigint> {
  const locked = await trx
    .selectFrom('house_sessions')
    .select('demo_balance')
    .where('token', '=', token)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return locked.demo_balance ?? 0n;
}

/**
 * A real bet of the hand: its rollback intent is stored first, then the platform is asked; a refusal removes the
 * intent, an unknown answer rolls the bet back (as house-play.ts does for every round).
 */
async function postBet(
  ctx: HouseContext,
  session: HouseSession,
  intent: PendingRollback,
  roundId: string,
  amount: bigint,
): Promise<WalletAnswer> {
  await ctx.db.insertInto('house_pending_rollbacks').values(intent).execute();
  let answer: WalletAnswer;
  try {
    answer = await walletCall(ctx, 'bet', {
      session_token: session.token,
      transaction_id: intent.bet_transaction_id,
      round_id: roundId,
      amount: formatMoney(amount, session.currency_code),
    });
  } catch (error) {
    await rollbackBet(ctx, intent);
    throw error;
  }
  if (answer.status !== 'ok') {
    await ctx.db
      .deleteFrom('house_pending_rollbacks')
      .where('round_id', '=', intent.round_id)
      .where('claimed_at', 'is', null)
      .execute();
    throw walletRefusal(answer);
  }
  return answer;
}

/** Removes the intent of a confirmed bet with the stored state; a claimed intent means the bet is being rolled back. */
async function keepIntent(trx: Transaction<Database>, intent: PendingRollback) {
  const kept = await trx
    .deleteFrom('house_pending_rollbacks')
    .where('round_id', '=', intent.round_id)
    .where('claimed_at', 'is', null)
    .returning('round_id')
    .executeTakeFirst();
  if (!kept) throw new BetRolledBack();
}

/** The hand after a real call: a settled hand's win goes to the platform now (retried in the background if lost). */
async function settledView(ctx: HouseContext, roundId: string, currency: string, betAnswer: WalletAnswer | undefined) {
  let row = (await loadRound(ctx.db, roundId))!;
  let balance = betAnswer?.balance ?? null;
  if (row.status === 'win_pending') {
    const answer = await sendWin(ctx, roundId, { firstAttemptCounted: true });
    if (answer) balance = answer.balance;
    row = (await loadRound(ctx.db, roundId))!;
  }
  return viewOf(row, currency, balance);
}
