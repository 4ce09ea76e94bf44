import type { HouseCallResponse } from '@casino/contract/house/house-call.ts';
import { virtualBetCall, virtualStateCall, virtualVerifyCall } from '@casino/contract/house/virtual-calls.ts';
import type { HouseClient } from '../../../lib/house-api.ts';

/** The league's clock, the event being played, the coming events with their prices, the results and the bets. */
export type VirtualState = HouseCallResponse<typeof virtualStateCall>;
export type VirtualEvent = VirtualState['open'][number];
export type VirtualLive = VirtualState['live'];
export type VirtualBet = VirtualState['bets'][number];
export type VirtualResult = VirtualState['results'][number];
export type VirtualSides = VirtualEvent['sides'];
export type VirtualSide = VirtualSides extends infer S ? (S extends Record<string, infer V> ? V : never) : never;
export type VirtualBetPlaced = HouseCallResponse<typeof virtualBetCall>;
export type VirtualVerifyAnswer = HouseCallResponse<typeof virtualVerifyCall>;

/** Two sides of an event, whichever the league: the home team or the red corner first. */
export function sidePair(sides: VirtualSides): [VirtualSide, VirtualSide] {
  return 'home' in sides ? [sides.home, sides.away] : [sides.meron, sides.wala];
}

/** A side by its key (home, away, meron, wala), if the event has it. */
export function sideOf(sides: VirtualSides, key: string): VirtualSide | undefined {
  return (sides as Record<string, VirtualSide | undefined>)[key];
}

/** The state; the balance only when `balance` (it costs the wallet a call). */
export const readVirtualState = (call: HouseClient, balance: boolean): Promise<VirtualState> =>
  call(virtualStateCall, { balance });

export type VirtualBetRequest = { event_no: number; market: string; selection: string; stake: string; odds: string };

/** A bet at the price on the slip: the server takes it at that price or refuses it (price_changed) if it moved. */
export const placeVirtualBet = (call: HouseClient, bet: VirtualBetRequest): Promise<VirtualBetPlaced> =>
  call(virtualBetCall, bet);

/** A settled bet checked against its event's stored draw. */
export const verifyVirtualBet = (call: HouseClient, betId: string): Promise<VirtualVerifyAnswer> =>
  call(virtualVerifyCall, { bet_id: betId });
