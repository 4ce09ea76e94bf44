import { oddsFromText } from '@casino/contract/sports/odds-formats.ts';
import type { SportsLimits } from '../api/sports-calls.ts';
import { amountText, parseAmount } from './amounts.ts';

/** A selection on the slip, with the price the player accepted (what the bet call sends). */
export type SlipLeg = {
  event_id: string;
  market_id: string;
  key: string;
  odds: string;
  sport: string;
  home: string;
  away: string;
  market_type: string;
  line: string | null;
  /** The event was live when the leg was added: its bet waits the live delay. */
  live: boolean;
};

export const legId = (leg: Pick<SlipLeg, 'market_id' | 'key'>) => `${leg.market_id}|${leg.key}`;

/** Why the slip's legs cannot make a parlay, or null when they can. */
export type ParlayProblem = 'too_few_legs' | 'same_event' | 'too_many_legs';

export function parlayProblem(legs: readonly SlipLeg[], maxLegs: number): ParlayProblem | null {
  if (legs.length < 2) return 'too_few_legs';
  if (new Set(legs.map((leg) => leg.event_id)).size < legs.length) return 'same_event';
  if (legs.length > maxLegs) return 'too_many_legs';
  return null;
}

/** The legs' prices multiplied, in hundredths, rounded down once (as the book pays a parlay). */
export function parlayOdds(prices: readonly string[]): bigint | null {
  let num = 1n;
  for (const price of prices) {
    const hundredths = oddsFromText(price);
    if (hundredths === null) return null;
    num *= hundredths;
  }
  return num / 100n ** BigInt(Math.max(0, prices.length - 1));
}

/** A parlay's potential return: the stake times the exact product of the prices, rounded down once, as the book pays. */
export function parlayReturn(stake: string, prices: readonly string[], decimals = 2): string | null {
  const units = parseAmount(stake);
  if (units === null) return null;
  let num = units;
  for (const price of prices) {
    const hundredths = oddsFromText(price);
    if (hundredths === null) return null;
    num *= hundredths;
  }
  return amountText(num / 100n ** BigInt(prices.length), decimals);
}

/** What the book would refuse about a stake before it is sent, or null. */
export type StakeProblem = 'stake_not_positive' | 'stake_below_minimum' | 'stake_above_maximum';

export function stakeProblem(stake: string, limits: SportsLimits): StakeProblem | null {
  const units = parseAmount(stake);
  if (units === null || units <= 0n) return 'stake_not_positive';
  const min = parseAmount(limits.min_stake);
  const max = parseAmount(limits.max_stake);
  if (min !== null && units < min) return 'stake_below_minimum';
  if (max !== null && units > max) return 'stake_above_maximum';
  return null;
}

/** A fresh request key: one per submit, sent again when the same submit is retried. */
export function newRequestKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
