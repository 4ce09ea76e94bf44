import type { HouseCallResponse } from '@casino/contract/house/house-call.ts';
import { BACCARAT_SPOTS, dealCall, houseSessionCall } from '@casino/contract/house/slot-baccarat-calls.ts';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';

export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export { BACCARAT_SPOTS };

type SessionAnswer = HouseCallResponse<typeof houseSessionCall>;
/** Baccarat's session: its game, chips, the RTP of each spot and the balance. */
export type BaccaratSession = Extract<SessionAnswer, { kind: 'baccarat' }>;
/** A coup's answer: the round's money and the coup. */
export type BaccaratRoundResult = HouseCallResponse<typeof dealCall>;

/** The session of the page's baccarat; a session of another game is refused as an unknown game. */
export async function readBaccaratSession(call: HouseClient): Promise<BaccaratSession> {
  const answer = await call(houseSessionCall, {});
  if (answer.kind !== 'baccarat') throw new HouseCallError('unknown_game');
  return answer;
}

/** One coup; `bets` maps spots to stakes as the API writes amounts. */
export const dealBaccarat = (call: HouseClient, bets: Partial<Record<BaccaratSpot, string>>): Promise<BaccaratRoundResult> =>
  call(dealCall, { bets });
