import type { FeedMarketUpdate } from '../feed-messages.ts';
import { offerPrices } from '../margin.ts';
import { type MarketSpec, MIN_ODDS, SELECTION_KEYS, type SelectionKey } from '../model.ts';
import { settleSelection } from '../settle-selection.ts';
import type { Random } from './seeded-random.ts';
import type { MatchState, SportModel, Strengths } from './sport-models.ts';

/** Plays the rest of a match from `state` to its end. */
export function playOut(model: SportModel, random: Random, strengths: Strengths, state: MatchState): MatchState {
  let current = state;
  while (!current.done) current = model.next(random, strengths, current).state;
  return current;
}

export function selectionKeys(spec: MarketSpec): SelectionKey[] {
  if (spec.type === 'correct_score') {
    const keys: SelectionKey[] = [];
    for (let h = 0; h <= spec.maxGoals; h++) for (let a = 0; a <= spec.maxGoals; a++) keys.push(`${h}-${a}`);
    return [...keys, 'other'];
  }
  if (spec.type === 'top_batsman') return [];
  return [...SELECTION_KEYS[spec.type]];
}

const marketKey = (spec: MarketSpec): string =>
  [spec.type, 'innings' in spec ? `i${spec.innings}` : '', 'line' in spec ? `l${spec.line}` : ''].filter(Boolean).join(':');
export const marketIdOf = (eventId: string, spec: MarketSpec): string => `${eventId}:${marketKey(spec)}`;

/** Below this chance a selection is not offered: a book does not quote a price of a hundred or more on a guess. */
const LEAST_OFFERED = 0.01;

/**
 * Fair chances of each selection from played-out matches, as the price at which a selection's expected return is
 * its stake: with win w, half-win hw, void v and half-lose hl shares, odds o satisfy o(w + hw/2) + v + hw/2 + hl/2 = 1.
 * For a two-way line market these chances sum to one, quarter lines included.
 */
export function fairChances(
  spec: MarketSpec,
  keys: readonly SelectionKey[],
  model: SportModel,
  finals: readonly MatchState[],
): number[] {
  return keys.map((key) => {
    let win = 0;
    let halfWin = 0;
    let back = 0;
    for (const final of finals) {
      const { result } = settleSelection(spec, key, model.facts(spec, final));
      if (result === 'win') win += 1;
      else if (result === 'half_win') {
        halfWin += 1;
        back += 0.5;
      } else if (result === 'void') back += 1;
      else if (result === 'half_lose') back += 0.5;
    }
    const paying = win + halfWin / 2;
    const atRisk = finals.length - back;
    return paying > 0 && atRisk > 0 ? paying / atRisk : 0;
  });
}

/**
 * The markets' prices from where the match stands: the rest is played `samples` times, each selection's fair chance
 * read from the results, and the book's multiplicative margin applied (margin.ts). A selection too unlikely, or so
 * likely that its price would fall below 1.01, is shown inactive.
 */
export function priceMarkets(options: {
  eventId: string;
  model: SportModel;
  specs: readonly MarketSpec[];
  strengths: Strengths;
  state: MatchState;
  random: Random;
  samples: number;
  marginBp: number;
}): FeedMarketUpdate[] {
  const { model, specs, strengths, state, random } = options;
  const finals = Array.from({ length: options.samples }, () => playOut(model, random, strengths, state));
  return specs.map((spec) => {
    const keys = selectionKeys(spec);
    const chances = fairChances(spec, keys, model, finals);
    const total = chances.reduce((a, b) => a + b, 0);
    const offered = chances.map((p) => (total > 0 && p / total >= LEAST_OFFERED ? p : 0));
    const prices = offered.some((p) => p > 0) ? offerPrices(offered, options.marginBp) : offered.map(() => null);
    return {
      marketId: marketIdOf(options.eventId, spec),
      spec,
      status: 'active',
      outcomes: keys.map((key, i) => ({ key, odds: prices[i] ?? MIN_ODDS, active: prices[i] != null })),
    };
  });
}

/** The expected margin (home minus away), total and first-innings runs of a match not yet started, for its lines. */
export function expectation(model: SportModel, random: Random, strengths: Strengths, state: MatchState, samples: number) {
  let margin = 0;
  let total = 0;
  let innings = 0;
  for (let i = 0; i < samples; i++) {
    const final = playOut(model, random, strengths, state);
    margin += final.home - final.away;
    total += final.home + final.away;
    innings += final.inningsRuns ?? 0;
  }
  return { margin: margin / samples, total: total / samples, inningsRuns: innings / samples };
}
