import { cryptoRng, type Rng } from '../house/rng.ts';
import { cockfightModel, type FightOutcome } from './cockfight-model.ts';
import { footballModel, SCORE_CELLS } from './football-model.ts';
import { pickOutcome, WEIGHT_BITS } from './prices.ts';
import { drawableAt, kickoffOf } from './schedule.ts';
import type { LeagueName } from './virtual-config.ts';
import type { VirtualsContext } from './virtual-context.ts';

export type FootballOutcome = {
  home: number;
  away: number;
  /** The goals in the order they fell: minute and side (drawn with the score; shown by the match summary). */
  goals: { minute: number; side: 'home' | 'away' }[];
  /** The uniform integer that picked the score. */
  draw: string;
};
export type CockfightResult = {
  winner: FightOutcome;
  /** The exchanges shown before the end: which corner strikes (drawn with the result; shown by the animation). */
  exchanges: ('meron' | 'wala')[];
  draw: string;
};
export type VirtualOutcome = FootballOutcome | CockfightResult;

/** The key of an outcome that bets settle on: the score, or the fight's winner. */
export const outcomeKey = (league: LeagueName, outcome: VirtualOutcome): string =>
  league === 'football'
    ? `${(outcome as FootballOutcome).home}-${(outcome as FootballOutcome).away}`
    : (outcome as CockfightResult).winner;

/** A uniform integer below 2^40 from two draws of the RNG (each below 2^20). */
function uniform(rng: Rng): bigint {
  const half = 2 ** (WEIGHT_BITS / 2);
  return BigInt(rng.int(half)) * BigInt(half) + BigInt(rng.int(half));
}

/** Draws an event's outcome from its model (not stored). */
export function drawOutcome(league: LeagueName, eventNo: number, rng: Rng = cryptoRng): VirtualOutcome {
  const r = uniform(rng);
  if (league === 'football') {
    const model = footballModel(eventNo);
    const cell = SCORE_CELLS[pickOutcome(model.weights, r)]!;
    const goals = [
      ...Array.from({ length: cell.home }, () => ({ minute: 1 + rng.int(90), side: 'home' as const })),
      ...Array.from({ length: cell.away }, () => ({ minute: 1 + rng.int(90), side: 'away' as const })),
    ].sort((a, b) => a.minute - b.minute);
    return { home: cell.home, away: cell.away, goals, draw: r.toString() };
  }
  const model = cockfightModel(eventNo);
  const winner = (['meron', 'wala', 'draw'] as const)[pickOutcome(model.weights, r)]!;
  const exchanges = Array.from({ length: 4 + rng.int(5) }, () => (rng.int(2) === 0 ? 'meron' : 'wala') as 'meron' | 'wala');
  return { winner, exchanges, draw: r.toString() };
}

export class NotKickedOff extends Error {}

/**
 * The outcome of an event that has kicked off: drawn by the first node that needs it and stored under (league,
 * event); a node that loses the race reads the winner's row back, so every node settles on the same outcome.
 * Nothing is drawn before kick-off (and the guard after it), so no outcome exists while any node takes bets.
 */
export async function eventOutcome(ctx: VirtualsContext, league: LeagueName, eventNo: number): Promise<VirtualOutcome> {
  const kickoff = kickoffOf(ctx.timing[league], eventNo);
  if (ctx.clock() < drawableAt(ctx.timing[league], eventNo)) throw new NotKickedOff();
  const stored = await readOutcome(ctx, league, eventNo);
  if (stored) return stored;
  const outcome = drawOutcome(league, eventNo, ctx.rng);
  await ctx.db
    .insertInto('virtual_events')
    .values({ league, event_no: eventNo, kickoff_at: new Date(kickoff), outcome: JSON.stringify(outcome) })
    .onConflict((oc) => oc.columns(['league', 'event_no']).doNothing())
    .execute();
  const first = await readOutcome(ctx, league, eventNo);
  if (!first) throw new Error(`virtuals: outcome of ${league} ${eventNo} not stored`);
  return first;
}

async function readOutcome(ctx: VirtualsContext, league: LeagueName, eventNo: number) {
  const row = await ctx.db
    .selectFrom('virtual_events')
    .select('outcome')
    .where('league', '=', league)
    .where('event_no', '=', eventNo)
    .executeTakeFirst();
  return row?.outcome as VirtualOutcome | undefined;
}

/** Outcomes of several past events at once (stored ones only), for the results list. */
export async function storedOutcomes(ctx: VirtualsContext, league: LeagueName, eventNos: number[]) {
  if (eventNos.length === 0) return new Map<number, VirtualOutcome>();
  const rows = await ctx.db
    .selectFrom('virtual_events')
    .select(['event_no', 'outcome'])
    .where('league', '=', league)
    .where('event_no', 'in', eventNos)
    .execute();
  return new Map(rows.map((r) => [r.event_no, r.outcome as VirtualOutcome]));
}
