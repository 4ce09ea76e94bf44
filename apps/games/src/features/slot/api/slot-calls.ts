import type { HouseCallResponse } from '@casino/contract/house/house-call.ts';
import { houseSessionCall, spinCall } from '@casino/contract/house/slot-baccarat-calls.ts';
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
