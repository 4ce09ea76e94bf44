import type { HouseCallRequest, HouseCallResponse } from '@casino/contract/house/house-call.ts';
import {
  sportsBetCall,
  sportsCashOutCall,
  sportsEventCall,
  sportsLobbyCall,
  sportsMyBetsCall,
} from '@casino/contract/house/sports-calls.ts';
import type { HouseClient } from '../../../lib/house-api.ts';

export type SportsLobby = HouseCallResponse<typeof sportsLobbyCall>;
export type SportsEvent = SportsLobby['events'][number];
export type SportsMarket = SportsEvent['markets'][number];
export type SportsSelection = SportsMarket['selections'][number];
export type SportsLimits = SportsLobby['limits'];
export type SportsBet = HouseCallResponse<typeof sportsMyBetsCall>['bets'][number];
export type SportsBetLeg = SportsBet['legs'][number];
export type SportsPlaced = HouseCallResponse<typeof sportsBetCall>;
export type SportsCashedOut = HouseCallResponse<typeof sportsCashOutCall>;
export type SportName = SportsLobby['sport'];
export type BetRequest = Omit<HouseCallRequest<typeof sportsBetCall>, 'session'>;
export type CashOutRequest = Omit<HouseCallRequest<typeof sportsCashOutCall>, 'session'>;

/** The sports with their counts, a sport's live and coming events with their main markets, limits and balance. */
export const readLobby = (call: HouseClient, sport?: SportName): Promise<SportsLobby> =>
  call(sportsLobbyCall, sport ? { sport } : {});

/** One event with every market. */
export const readEvent = async (call: HouseClient, eventId: string): Promise<SportsEvent> =>
  (await call(sportsEventCall, { event_id: eventId })).event;

export const placeBet = (call: HouseClient, request: BetRequest): Promise<SportsPlaced> => call(sportsBetCall, request);

/** One page of the player's bets, newest first: `limit` of them, older than the bet `before` when given. */
export const readMyBets = async (
  call: HouseClient,
  status: 'open' | 'settled',
  page: { limit: number; before?: string },
): Promise<SportsBet[]> => (await call(sportsMyBetsCall, { status, ...page })).bets;

export const cashOut = (call: HouseClient, request: CashOutRequest): Promise<SportsCashedOut> => call(sportsCashOutCall, request);
