import type { LiveContext } from './live-context.ts';
import { LIVE_GAMES, LIVE_TABLE_CODES, type LiveOutcome, type LiveTableCode, ROUND_PREFIX } from './live-games.ts';
import { type BetRow, payBet, rollBackBet } from './settle-bets.ts';
import { dealer, shuffledShoe } from './shoe.ts';

/**
 * The life of a live table's rounds, one step per call: open the next round (betting window), close it and deal or
 * spin when the window ends, settle its bets once the reveal is over, open the next once the result has been shown.
 * Every step is claimed in the database, so it happens once whichever node (or how many) tries it: a round is
 * inserted under its number (the first insert wins), dealt only from `betting`, settled bet by bet (each bet claimed
 * or paid under its own transaction id) and closed only from `dealt`. The state lives in the database only, so a
 * node that restarts, or another node that takes the lease over, carries on where the table stands.
 */

export type LiveRound = {
  id: string;
  table_id: string;
  round_no: number;
  shoe_no: number | null;
  phase: 'betting' | 'dealt' | 'settled';
  opens_at: Date;
  closes_at: Date;
  dealt_at: Date | null;
  settled_at: Date | null;
  outcome: unknown;
};

export async function ensureTables(ctx: LiveContext): Promise<void> {
  await ctx.db
    .insertInto('live_tables')
    .values(LIVE_TABLE_CODES.map((id) => ({ id })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Takes or renews this node's hold on the tables it may run: those it holds, nobody holds, or whose hold lapsed.
 * Answers the tables this node holds now.
 */
export async function holdTables(
  ctx: LiveContext,
  tables: readonly LiveTableCode[] = LIVE_TABLE_CODES,
): Promise<LiveTableCode[]> {
  const now = new Date(ctx.now());
  const rows = await ctx.db
    .updateTable('live_tables')
    .set({ lease_owner: ctx.nodeId, lease_until: new Date(now.getTime() + ctx.timing.leaseMs) })
    .where('id', 'in', [...tables])
    .where((eb) => eb.or([eb('lease_owner', '=', ctx.nodeId), eb('lease_owner', 'is', null), eb('lease_until', '<', now)]))
    .returning('id')
    .execute();
  return rows.map((r) => r.id as LiveTableCode);
}

/** Lets go of this node's tables (a node that stops), so that another node takes them over at once. */
export async function releaseTables(ctx: LiveContext): Promise<void> {
  await ctx.db
    .updateTable('live_tables')
    .set({ lease_owner: null, lease_until: null })
    .where('lease_owner', '=', ctx.nodeId)
    .execute();
}

export async function latestRound(ctx: LiveContext, table: LiveTableCode): Promise<LiveRound | undefined> {
  return ctx.db
    .selectFrom('live_rounds')
    .selectAll()
    .where('table_id', '=', table)
    .orderBy('round_no', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export const revealMs = (ctx: LiveContext, table: LiveTableCode, outcome: unknown) =>
  LIVE_GAMES[table].revealSteps(outcome as LiveOutcome) * ctx.timing.revealStepMs;

/** Moves one table on by at most one step; answers the step taken. */
export async function stepTable(ctx: LiveContext, table: LiveTableCode): Promise<'opened' | 'dealt' | 'settled' | null> {
  const now = ctx.now();
  const round = await latestRound(ctx, table);
  if (!round || (round.phase === 'settled' && now >= (round.settled_at?.getTime() ?? 0) + ctx.timing.resultMs)) {
    return (await openRound(ctx, table, (round?.round_no ?? 0) + 1)) ? 'opened' : null;
  }
  if (round.phase === 'betting' && now >= round.closes_at.getTime()) {
    return (await dealRound(ctx, table, round.id)) ? 'dealt' : null;
  }
  if (round.phase === 'dealt' && now >= (round.dealt_at?.getTime() ?? 0) + revealMs(ctx, table, round.outcome)) {
    return (await settleRound(ctx, table, round.id)) ? 'settled' : null;
  }
  return null;
}

async function openRound(ctx: LiveContext, table: LiveTableCode, roundNo: number): Promise<boolean> {
  const now = ctx.now();
  const inserted = await ctx.db
    .insertInto('live_rounds')
    .values({
      id: `${ROUND_PREFIX[table]}-${roundNo}`,
      table_id: table,
      round_no: roundNo,
      phase: 'betting',
      opens_at: new Date(now),
      closes_at: new Date(now + ctx.timing.bettingMs),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * No more bets: the round leaves `betting` (once: the update is the claim), the stakes still on their way to the
 * wallet are made void (their rollback gives them back), and the outcome is dealt from the shoe or spun, all in one
 * transaction; a new shoe is shuffled when the last one's cut card came out.
 */
export async function dealRound(ctx: LiveContext, table: LiveTableCode, roundId: string): Promise<boolean> {
  const game = LIVE_GAMES[table];
  const now = new Date(ctx.now());
  const voided = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('live_rounds')
      .set({ phase: 'dealt', dealt_at: now })
      .where('id', '=', roundId)
      .where('phase', '=', 'betting')
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return undefined;
    const late = await trx
      .updateTable('live_bets')
      .set({ status: 'void' })
      .where('round_id', '=', roundId)
      .where('status', '=', 'pending')
      .returning(['id', 'session_token'])
      .execute();
    let outcome: LiveOutcome & { shoe?: unknown };
    let shoeNo: number | null = null;
    if (game.shoe) {
      let shoe = await trx
        .selectFrom('live_shoes')
        .selectAll()
        .where('table_id', '=', table)
        .orderBy('shoe_no', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (!shoe || shoe.next_card >= shoe.cut_at) {
        const fresh = shuffledShoe(ctx.rng);
        shoe = await trx
          .insertInto('live_shoes')
          .values({
            table_id: table,
            shoe_no: (shoe?.shoe_no ?? 0) + 1,
            cards: JSON.stringify(fresh.cards),
            cut_at: fresh.cutAt,
            burned: fresh.burned,
            next_card: fresh.burned,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      const cards = dealer(shoe.cards, shoe.next_card);
      const played = game.play({ next: cards.next, rng: ctx.rng });
      await trx
        .updateTable('live_shoes')
        .set({ next_card: cards.position() })
        .where('table_id', '=', table)
        .where('shoe_no', '=', shoe.shoe_no)
        .execute();
      shoeNo = shoe.shoe_no;
      outcome = {
        ...played,
        // Where in the shoe the coup was dealt from: a player can deal it again from the stored shoe (verify-bet.ts).
        shoe: {
          no: shoe.shoe_no,
          from: shoe.next_card,
          left: shoe.cards.length - cards.position(),
          last: cards.position() >= shoe.cut_at,
        },
      };
    } else {
      outcome = game.play({ next: () => 0, rng: ctx.rng });
    }
    await trx
      .updateTable('live_rounds')
      .set({ outcome: JSON.stringify(outcome), shoe_no: shoeNo })
      .where('id', '=', roundId)
      .execute();
    return late;
  });
  if (!voided) return false;
  for (const bet of voided) await rollBackBet(ctx, bet);
  return true;
}

/** Pays every placed bet of a dealt round, then closes it (once). A win not confirmed is sent again later. */
export async function settleRound(ctx: LiveContext, table: LiveTableCode, roundId: string): Promise<boolean> {
  const round = await ctx.db.selectFrom('live_rounds').select(['phase', 'outcome']).where('id', '=', roundId).executeTakeFirst();
  if (round?.phase !== 'dealt' || !round.outcome) return false;
  const bets = await placedBets(ctx, roundId);
  for (const bet of bets) await payBet(ctx, table, round.outcome as LiveOutcome, bet);
  const closed = await ctx.db
    .updateTable('live_rounds')
    .set({ phase: 'settled', settled_at: new Date(ctx.now()) })
    .where('id', '=', roundId)
    .where('phase', '=', 'dealt')
    .returning('id')
    .executeTakeFirst();
  return closed !== undefined;
}

function placedBets(ctx: LiveContext, roundId: string): Promise<BetRow[]> {
  return ctx.db
    .selectFrom('live_bets')
    .select(['id', 'session_token', 'demo', 'currency_code', 'bets', 'amount'])
    .where('round_id', '=', roundId)
    .where('status', '=', 'placed')
    .execute();
}

/**
 * What a crash or an unreachable wallet left behind: placed bets of rounds already closed (their win is sent again,
 * under the same transaction id) and void real bets whose stake was not confirmed given back.
 */
export async function finishLooseBets(ctx: LiveContext, limit = 20): Promise<number> {
  const loose = await ctx.db
    .selectFrom('live_bets as b')
    .innerJoin('live_rounds as r', 'r.id', 'b.round_id')
    .select(['b.id', 'b.session_token', 'b.demo', 'b.currency_code', 'b.bets', 'b.amount', 'r.table_id', 'r.outcome'])
    .where('b.status', '=', 'placed')
    .where('r.phase', '=', 'settled')
    .limit(limit)
    .execute();
  let done = 0;
  for (const bet of loose) {
    if (await payBet(ctx, bet.table_id as LiveTableCode, bet.outcome as LiveOutcome, bet as BetRow)) done++;
  }
  const unreturned = await ctx.db
    .selectFrom('live_bets')
    .select(['id', 'session_token'])
    .where('status', '=', 'void')
    .where('demo', '=', false)
    .where('rolled_back_at', 'is', null)
    .limit(limit)
    .execute();
  for (const bet of unreturned) if (await rollBackBet(ctx, bet)) done++;
  return done;
}
