import type { HouseCallResponse } from '@casino/contract/house/house-call.ts';
import { houseSessionCall, roundCall, slotRoundsCall, spinCall } from '@casino/contract/house/slot-baccarat-calls.ts';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';

type SessionAnswer = HouseCallResponse<typeof houseSessionCall>;
/** The slot's session: its game, bets, jackpot, RTP and the balance. */
export type SlotSession = Extract<SessionAnswer, { kind: 'slot' }>;
export type SlotGame = SlotSession['game'];
export type SlotSymbol = SlotGame['symbols'][number];
/** A paid spin's answer: the round's money and the spins it played. */
export type SlotRoundResult = HouseCallResponse<typeof spinCall>;
export type SlotSpin = SlotRoundResult['outcome']['spins'][number];

/** The session of the page's slot; a session of another game is refused as an unknown game. */
export async function readSlotSession(call: HouseClient): Promise<SlotSession> {
  const answer = await call(houseSessionCall, {});
  if (answer.kind !== 'slot') throw new HouseCallError('unknown_game');
  return answer;
}

/** One paid spin at `bet` (one of the session's bets) and the free spins it starts. */
export const spinSlot = (call: HouseClient, bet: string): Promise<SlotRoundResult> => call(spinCall, { bet });

/** A round as the page was shown it: kept for the history dialog, newest first. */
export type SlotHistoryEntry = {
  roundId: string;
  /** When the answer came (ISO time). */
  at: string;
  bet: string;
  win: string;
  /** The balance after the round: known for the rounds played on this page, not for those read back from the server. */
  balance?: string;
  /** The reel stops of each spin: the paid one, then the free spins. */
  stops: number[][];
  jackpot: boolean;
  pending: boolean;
};

/** The round's history entry from a spin's answer. */
export const historyEntryOf = (result: SlotRoundResult, at: Date): SlotHistoryEntry => ({
  roundId: result.round_id,
  at: at.toISOString(),
  bet: result.bet,
  win: result.win,
  balance: result.balance,
  stops: result.outcome.spins.map((spin) => spin.stops),
  jackpot: Number(result.jackpot_win) > 0,
  pending: result.win_pending,
});

/** A page of the session's stored rounds, newest first, and the round to read the next page before (null at the end). */
export type SlotRoundsPage = { entries: SlotHistoryEntry[]; next: string | null };

/** The session's rounds as the server stored them, a page at a time: what the history shows after a reload. */
export async function readSlotRounds(call: HouseClient, before?: string): Promise<SlotRoundsPage> {
  const answer = await call(slotRoundsCall, before === undefined ? {} : { before });
  return {
    entries: answer.rounds.map((round) => ({
      roundId: round.round_id,
      at: round.created_at,
      bet: round.bet,
      win: round.win,
      stops: round.stops,
      jackpot: round.jackpot,
      pending: round.win_pending,
    })),
    next: answer.next,
  };
}

/** The rounds of this page first (they know the balance after them), then the stored ones the page has not shown. */
export function mergeHistory(shown: SlotHistoryEntry[], stored: SlotHistoryEntry[]): SlotHistoryEntry[] {
  const ids = new Set(shown.map((entry) => entry.roundId));
  return [...shown, ...stored.filter((entry) => !ids.has(entry.roundId))];
}

/** What the check of a round found: the server's replay from its stored stops, and those stops against the shown ones. */
export type SlotVerdict = { replayMatches: boolean; stopsMatch: boolean; storedStops: number[][]; status: string };

/**
 * Checks a round: the server recomputes it from the stops it stored (no seed is kept for the slot, so the stops are
 * what can be checked), and the page compares those stops with the ones it was shown.
 */
export async function verifySlotRound(call: HouseClient, entry: SlotHistoryEntry): Promise<SlotVerdict> {
  const answer = await call(roundCall, { round_id: entry.roundId });
  const draws = answer.draws;
  const storedStops = draws.every((draw): draw is number[] => Array.isArray(draw)) ? draws : [];
  const stopsMatch =
    storedStops.length === entry.stops.length &&
    storedStops.every((stops, i) => stops.join(',') === (entry.stops[i] ?? []).join(','));
  return { replayMatches: answer.replay_matches, stopsMatch, storedStops, status: answer.status };
}
