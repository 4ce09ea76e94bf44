import type { HouseCallResponse } from '@casino/contract/house/house-call.ts';
import { roundCall } from '@casino/contract/house/slot-baccarat-calls.ts';
import {
  andarBaharDealCall,
  type BLACKJACK_ACTIONS,
  blackjackActCall,
  blackjackDealCall,
  sicBoRollCall,
  tableHistoryCall,
  tableSessionCall,
} from '@casino/contract/house/table-calls.ts';
import type { HouseClient } from '../../../lib/house-api.ts';

/** The table's session: chips, limit, the pays and RTP of every bet, the balance, blackjack's hand in play. */
export type TableSession = HouseCallResponse<typeof tableSessionCall>;
export type BlackjackView = HouseCallResponse<typeof blackjackDealCall>;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];
export type SicBoResult = HouseCallResponse<typeof sicBoRollCall>;
export type AndarBaharResult = HouseCallResponse<typeof andarBaharDealCall>;
export type HistoryRound = HouseCallResponse<typeof tableHistoryCall>['rounds'][number];
type Bets = Record<string, string>;

export const readTableSession = (call: HouseClient): Promise<TableSession> => call(tableSessionCall, {});
export const rollSicBo = (call: HouseClient, bets: Bets): Promise<SicBoResult> => call(sicBoRollCall, { bets });
export const dealAndarBahar = (call: HouseClient, bets: Bets): Promise<AndarBaharResult> => call(andarBaharDealCall, { bets });
export const dealBlackjack = (call: HouseClient, bet: string): Promise<BlackjackView> => call(blackjackDealCall, { bet });
/** One decision on the hand at its step (a repeated request for a step the hand has left gets the hand as it is). */
export const actBlackjack = (call: HouseClient, hand: BlackjackView, action: BlackjackAction): Promise<BlackjackView> =>
  call(blackjackActCall, { round_id: hand.round_id, step: hand.step, action });
export const readHistory = async (call: HouseClient): Promise<HistoryRound[]> => (await call(tableHistoryCall, {})).rounds;
/** Whether a round recomputed from its stored draws matches what was paid. */
export const verifyRound = async (call: HouseClient, roundId: string): Promise<boolean> =>
  (await call(roundCall, { round_id: roundId })).replay_matches;
