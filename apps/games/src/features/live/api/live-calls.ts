import type { HouseCallResponse } from '@casino/contract/house/house-call.ts';
import { liveBetCall, liveStateCall, liveVerifyCall } from '@casino/contract/house/live-calls.ts';
import type { HouseClient } from '../../../lib/house-api.ts';

/** The table and this session's money, limits, rules and bets (`/house/api/live/state`). */
export type LiveMemberState = HouseCallResponse<typeof liveStateCall>;
/** What every player at the table sees: the round, last results, roads and shoe (also `live.state` on the socket). */
export type LiveTableState = Pick<
  LiveMemberState,
  'table' | 'server_now' | 'reveal_step_ms' | 'result_ms' | 'round' | 'history' | 'roads' | 'shoe'
>;
export type LiveRound = NonNullable<LiveTableState['round']>;
export type LiveOutcome = NonNullable<LiveRound['outcome']>;
export type LiveRoads = NonNullable<LiveTableState['roads']>;
export type LiveHistoryRound = LiveTableState['history'][number];
export type LiveMyBet = LiveMemberState['my_bets'][number];
export type LiveBetPlaced = HouseCallResponse<typeof liveBetCall>;
export type LiveVerified = HouseCallResponse<typeof liveVerifyCall>;

export const readLiveState = (call: HouseClient): Promise<LiveMemberState> => call(liveStateCall, {});

/** Stakes by spot in major units ("5.00") on a round in its betting window. */
export const placeLiveBet = (call: HouseClient, roundId: string, bets: Record<string, string>): Promise<LiveBetPlaced> =>
  call(liveBetCall, { round_id: roundId, bets });

/** A settled bet of this session dealt and settled again on the server from what was stored. */
export const verifyLiveBet = (call: HouseClient, betId: string): Promise<LiveVerified> => call(liveVerifyCall, { bet_id: betId });
