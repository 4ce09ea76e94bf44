import { type Insertable, sql } from 'kysely';
import { catchUpAction } from './catch-up.ts';
import { deriveResult } from './derive-result.ts';
import { commitmentOf, newDrawSeed, publicValueOf } from './draw-seed.ts';
import { LOTTERY_GAME_CODES, type LotteryGameCode, lotteryGame } from './games.ts';
import { LOTTERY_LATE_AFTER_MS } from './lottery-config.ts';
import type { LotteryContext } from './lottery-context.ts';
import type { LotteryTables } from './lottery-tables.ts';
import { drawLocksExclusive } from './lottery-wallet.ts';
import { drawTakingBetsAt, nextDraws, type ScheduledDraw } from './schedule.ts';
import { drawSeedOf, sealSeed } from './sealed-seeds.ts';
import { voidDraw } from './void-draw.ts';

/**
 * The draws' life, one step at a time (docs/decisions/0052-lottery-draw-scheduling.md). Every step is a guarded change
 * of state (it acts only on rows still in the state it expects), so a step repeated after a crash, or run by a second
 * node whose claim overlapped, does nothing twice. Times come from ctx.clock, so a restart long after a draw's time
 * finds the draw where it was left and moves it on (catch-up).
 */

/** Draws committed beyond the ones taking bets, so a draw's commitment is out a few cycles before its first bet. */
const COMMITTED_AHEAD = 2;

/**
 * Commits every draw that takes bets now (the one taking bets and the drawsTakingBets - 1 after it) and a few more:
 * each with a fresh secret seed and its SHA-256, published by being stored, before the draw can take a bet. Draws
 * whose betting time passed while no node ran are never made (nobody could bet on them). Answers how many were made.
 */
export async function commitDraws(ctx: LotteryContext): Promise<number> {
  const now = ctx.clock();
  const wanted = LOTTERY_GAME_CODES.map((game): { game: LotteryGameCode; draws: ScheduledDraw[] } => {
    const { closeSeconds, drawsTakingBets } = ctx.settings[game];
    return { game, draws: nextDraws(lotteryGame(game).schedule, now, drawsTakingBets + COMMITTED_AHEAD, closeSeconds) };
  });
  // One statement tells which games have every wanted draw already (the usual case: nothing to do).
  const { rows: counts } = await sql<{ game: string; n: number }>`
    select w.game, (select count(*)::int from lottery_draws d
      where d.game = w.game and d.draws_at between w.first and w.last) as n
    from unnest(${wanted.map((w) => w.game)}::text[], ${wanted.map((w) => new Date(w.draws[0]!.drawAt).toISOString())}::timestamptz[],
      ${wanted.map((w) => new Date(w.draws.at(-1)!.drawAt).toISOString())}::timestamptz[]) as w (game, first, last)`.execute(
    ctx.db,
  );
  let made = 0;
  for (const { game, draws } of wanted) {
    if (counts.find((c) => c.game === game)?.n === draws.length) continue;
    const existing = await ctx.db
      .selectFrom('lottery_draws')
      .select('draw_id')
      .where('game', '=', game)
      .where(
        'draw_id',
        'in',
        draws.map((d) => d.drawId),
      )
      .execute();
    const have = new Set(existing.map((r) => r.draw_id));
    const missing = draws.filter((d) => !have.has(d.drawId));
    if (missing.length === 0) continue;
    const rows = missing.map((d): Insertable<LotteryTables['lottery_draws']> => {
      const seed = newDrawSeed();
      return {
        game,
        draw_id: d.drawId,
        opens_at: new Date(now),
        closes_at: new Date(d.closeAt),
        draws_at: new Date(d.drawAt),
        seed_sealed: sealSeed(ctx.seeds, game, d.drawId, seed),
        seed_hash: commitmentOf(seed),
      };
    });
    // Another node's commitment of the same draw stands: the first stored is the one published.
    const inserted = await ctx.db
      .insertInto('lottery_draws')
      .values(rows)
      .onConflict((oc) => oc.columns(['game', 'draw_id']).doNothing())
      .returning('draw_id')
      .execute();
    made += inserted.length;
  }
  return made;
}

/**
 * Closes every draw whose bet close has come. Each draw's lock is taken exclusively first: a bet being written holds
 * it shared (place-bets.ts), so the close waits for the bets in flight, and a bet that comes after reads the draw
 * closed. Also marks open the draw now taking bets in each game.
 */
export async function closeDueDraws(ctx: LotteryContext): Promise<number> {
  const now = new Date(ctx.clock());
  const due = await ctx.db
    .selectFrom('lottery_draws')
    .select(['game', 'draw_id'])
    .where('status', 'in', ['scheduled', 'open'])
    .where('closes_at', '<=', now)
    .orderBy('game')
    .orderBy('draw_id')
    .execute();
  let closed = 0;
  if (due.length > 0) {
    closed = await ctx.db.transaction().execute(async (trx) => {
      await sql`
        select count(${drawLocksExclusive}) from (
          select * from unnest(${due.map((d) => d.game)}::text[], ${due.map((d) => d.draw_id)}::text[]) as x (game, draw_id)
          order by x.game, x.draw_id) as x`.execute(trx);
      const { rows } = await sql<{ draw_id: string }>`
        update lottery_draws d set status = 'closed'
        from unnest(${due.map((d) => d.game)}::text[], ${due.map((d) => d.draw_id)}::text[]) as x (game, draw_id)
        where d.game = x.game and d.draw_id = x.draw_id and d.status in ('scheduled', 'open') and d.closes_at <= ${now}
        returning d.draw_id`.execute(trx);
      return rows.length;
    });
  }
  const current = LOTTERY_GAME_CODES.map(
    (game) => drawTakingBetsAt(lotteryGame(game).schedule, now.getTime(), ctx.settings[game].closeSeconds).drawId,
  );
  await sql`
    update lottery_draws d set status = 'open'
    from unnest(${LOTTERY_GAME_CODES}::text[], ${current}::text[]) as c (game, draw_id)
    where d.game = c.game and d.draw_id = c.draw_id and d.status = 'scheduled'`.execute(ctx.db);
  return closed;
}

export type DrawnDraw = { game: LotteryGameCode; draw_id: string; late: boolean };

/**
 * Draws every closed draw whose time has come, in draw order per game: the public value is built from the draw's
 * scheduled close (and the beacon's round, with a beacon), the result derived from the kept seed, and the result, the
 * public value and the seed are published together. A draw whose time passed while no node ran is drawn the same way,
 * with the very result it would have had on time, marked late. A draw whose seed is lost or does not hash to its
 * commitment is voided and its bets refunded; one whose beacon value cannot be had yet waits, and is voided 24 h after
 * its time (catch-up.ts). A draw with a bet still being staked waits for it (it is refunded if it never is).
 */
export async function drawDueDraws(
  ctx: LotteryContext,
  limit = 500,
): Promise<{ drawn: DrawnDraw[]; voided: number; voidedDraws: { game: LotteryGameCode; draw_id: string }[] }> {
  const now = ctx.clock();
  const due = await ctx.db
    .selectFrom('lottery_draws')
    .select(['game', 'draw_id', 'closes_at', 'draws_at', 'seed', 'seed_sealed', 'seed_hash'])
    .where('status', '=', 'closed')
    .where('draws_at', '<=', new Date(now))
    .orderBy('draws_at')
    .limit(limit)
    .execute();
  if (due.length === 0) return { drawn: [], voided: 0, voidedDraws: [] };
  // The due draws with a bet still being staked, in one read.
  const { rows: staking } = await sql<{ game: string; draw_id: string }>`
    select distinct b.game, b.draw_id from lottery_bets b
    join unnest(${due.map((d) => d.game)}::text[], ${due.map((d) => d.draw_id)}::text[]) as d (game, draw_id)
      on b.game = d.game and b.draw_id = d.draw_id
    where b.status = 'placing'`.execute(ctx.db);
  const stakingKeys = new Set(staking.map((r) => `${r.game}:${r.draw_id}`));
  const drawn: DrawnDraw[] = [];
  const voidedDraws: { game: LotteryGameCode; draw_id: string }[] = [];
  const waiting = new Set<string>();
  for (const draw of due) {
    // Later draws of a game wait behind one that waits, so each game's draws are published in order.
    if (waiting.has(draw.game)) continue;
    if (stakingKeys.has(`${draw.game}:${draw.draw_id}`)) {
      waiting.add(draw.game);
      continue;
    }
    const seed = drawSeedOf(ctx.seeds, draw);
    const seedMatches = seed !== null;
    const beacon = ctx.beacon && seedMatches ? await ctx.beacon(draw.closes_at.getTime()) : undefined;
    const action = catchUpAction(
      { drawAt: draw.draws_at.getTime(), committed: true, seedMatches, publicValueReady: beacon !== null },
      now,
    );
    if (action === 'wait') {
      waiting.add(draw.game);
      continue;
    }
    if (action === 'void_and_refund') {
      const reason = seedMatches ? 'beacon_unavailable' : 'seed_lost';
      await voidDraw(ctx, { game: draw.game, drawId: draw.draw_id }, reason);
      ctx.log?.error({ game: draw.game, drawId: draw.draw_id, reason }, 'lottery: draw voided, its bets are refunded');
      voidedDraws.push({ game: draw.game, draw_id: draw.draw_id });
      continue;
    }
    const publicValue = publicValueOf({
      game: draw.game,
      drawId: draw.draw_id,
      closeAt: draw.closes_at.getTime(),
      ...(beacon ? { beacon } : {}),
    });
    const result = deriveResult(draw.game, seed as string, publicValue);
    const late = now - draw.draws_at.getTime() > LOTTERY_LATE_AFTER_MS;
    const stored = await ctx.db
      .updateTable('lottery_draws')
      .set({ status: 'drawn', result: [...result], public_value: publicValue, seed, drawn_at: new Date(now), late })
      .where('game', '=', draw.game)
      .where('draw_id', '=', draw.draw_id)
      .where('status', '=', 'closed')
      .returning('draw_id')
      .executeTakeFirst();
    if (stored) drawn.push({ game: draw.game, draw_id: draw.draw_id, late });
  }
  return { drawn, voided: voidedDraws.length, voidedDraws };
}
