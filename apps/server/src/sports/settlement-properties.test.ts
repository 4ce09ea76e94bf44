import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CashOutLeg } from './cash-out.ts';
import { cashOutValue } from './cash-out.ts';
import type { EventFeedState, FeedMessage } from './feed-messages.ts';
import { applyFeedMessage } from './feed-messages.ts';
import type { Fraction, MarketSpec, OddsHundredths, SelectionKey } from './model.ts';
import { ODDS_SCALE, SELECTION_KEYS } from './model.ts';
import type { SettledLeg } from './settle-bet.ts';
import { betReturn, potentialReturn, resettle, resettleBet, returnFactor, singleReturn } from './settle-bet.ts';
import type { MarketFacts } from './settle-selection.ts';
import { settleSelection } from './settle-selection.ts';

/**
 * Property tests over random bets and results, seeded so that a failure reproduces: what settlement pays is bounded
 * by the potential return, never favours the player in rounding, is the same every time it is computed, and a second
 * settlement with the same result books nothing.
 */
const RUNS = { seed: 20_261_128, numRuns: 400 };

const odds = fc.bigInt({ min: 101n, max: 5_000n });
const stake = fc.bigInt({ min: 1n, max: 1_000_000_000n });
const deadHeat: fc.Arbitrary<Fraction | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 1, max: 4 }).map((n) => ({ num: 1n, den: BigInt(n) })),
);

const spec: fc.Arbitrary<MarketSpec> = fc.oneof(
  fc.constant<MarketSpec>({ type: '1x2' }),
  fc.bigInt({ min: -12n, max: 12n }).map<MarketSpec>((line) => ({ type: 'asian_handicap', line })),
  fc.bigInt({ min: 1n, max: 26n }).map<MarketSpec>((line) => ({ type: 'over_under', line })),
  fc.constant<MarketSpec>({ type: 'both_teams_to_score' }),
  fc.constant<MarketSpec>({ type: 'match_winner' }),
  fc.bigInt({ min: 400n, max: 1_200n }).map<MarketSpec>((line) => ({ type: 'innings_runs', innings: 1, line })),
  fc.constant<MarketSpec>({ type: 'top_batsman', innings: 1 }),
  fc.integer({ min: 3, max: 5 }).map<MarketSpec>((maxGoals) => ({ type: 'correct_score', maxGoals })),
);

const PLAYERS = ['p1', 'p2', 'p3', 'p4', 'p5'];

function keyFor(s: MarketSpec): fc.Arbitrary<SelectionKey> {
  if (s.type === 'correct_score')
    return fc.oneof(
      fc.constant('other'),
      fc.tuple(fc.nat(s.maxGoals), fc.nat(s.maxGoals)).map(([h, a]) => `${h}-${a}`),
    );
  // p6 is outside the eleven: a void selection.
  if (s.type === 'top_batsman') return fc.constantFrom(...PLAYERS, 'p6');
  return fc.constantFrom(...SELECTION_KEYS[s.type]);
}

const facts: fc.Arbitrary<MarketFacts> = fc.record({
  score: fc.option(fc.record({ home: fc.nat(8), away: fc.nat(8) }), { freq: 8 }),
  inningsRuns: fc.option(fc.nat(320), { freq: 8 }),
  batting: fc.option(
    fc.array(fc.nat(120), { minLength: PLAYERS.length, maxLength: PLAYERS.length }).map((runs) => ({
      playingEleven: PLAYERS,
      runs: Object.fromEntries(PLAYERS.map((p, i) => [p, runs[i]!])),
    })),
    { freq: 8 },
  ),
  deadHeat,
});

type RandomLeg = { spec: MarketSpec; key: SelectionKey; odds: OddsHundredths; facts: MarketFacts };
const leg: fc.Arbitrary<RandomLeg> = spec.chain((s) => fc.record({ spec: fc.constant(s), key: keyFor(s), odds, facts }));

/** A single or a parlay of up to 10 legs, each on its own event. */
const bet = fc.record({ stake, legs: fc.array(leg, { minLength: 1, maxLength: 10 }) });

const settleLegs = (legs: readonly RandomLeg[]): SettledLeg[] =>
  legs.map((l, i) => ({
    eventId: `e${i}`,
    marketId: `e${i}-m`,
    selectionKey: l.key,
    odds: l.odds,
    outcome: settleSelection(l.spec, l.key, l.facts),
  }));

describe('settlement properties', () => {
  it('never pays more than stake x odds, nor below zero', () => {
    fc.assert(
      fc.property(bet, ({ stake, legs }) => {
        const paid = betReturn(stake, settleLegs(legs));
        expect(paid >= 0n).toBe(true);
        expect(
          paid <=
            potentialReturn(
              stake,
              legs.map((l) => l.odds),
            ),
        ).toBe(true);
      }),
      RUNS,
    );
  });

  it('rounds in the house favour by less than one minor unit', () => {
    fc.assert(
      fc.property(bet, ({ stake, legs }) => {
        const settled = settleLegs(legs);
        const exact = settled.reduce<Fraction>(
          (acc, l) => {
            const f = returnFactor(l.odds, l.outcome);
            return { num: acc.num * f.num, den: acc.den * f.den };
          },
          { num: stake, den: 1n },
        );
        const paid = betReturn(stake, settled);
        expect(paid * exact.den <= exact.num).toBe(true);
        expect((paid + 1n) * exact.den > exact.num).toBe(true);
      }),
      RUNS,
    );
  });

  it('is deterministic: the same bet and results give the same outcomes and return', () => {
    fc.assert(
      fc.property(bet, ({ stake, legs }) => {
        const first = settleLegs(legs);
        const second = settleLegs(structuredClone(legs));
        expect(second).toEqual(first);
        expect(betReturn(stake, second)).toBe(betReturn(stake, first));
      }),
      RUNS,
    );
  });

  it('resettling with the same result books nothing, and corrections leave exactly the latest return paid', () => {
    fc.assert(
      fc.property(bet, fc.array(fc.array(facts, { minLength: 10, maxLength: 10 }), { maxLength: 4 }), (b, corrections) => {
        const first = settleLegs(b.legs);
        let paid = betReturn(b.stake, first);
        expect(resettleBet(b.stake, first, settleLegs(b.legs))).toBeNull();
        let latest = first;
        for (const newFacts of corrections) {
          const corrected = settleLegs(b.legs.map((l, i) => ({ ...l, facts: newFacts[i]! })));
          const step = resettleBet(b.stake, latest, corrected);
          if (step) {
            expect(step.reverse).toBe(paid);
            paid = paid - step.reverse + step.pay;
          }
          latest = corrected;
          // The settle job running again on the same correction books nothing more.
          expect(resettleBet(b.stake, latest, corrected)).toBeNull();
          expect(resettle(paid, betReturn(b.stake, corrected))).toBeNull();
        }
        expect(paid).toBe(betReturn(b.stake, latest));
      }),
      RUNS,
    );
  });

  it('pays a quarter line as half the stake on each neighbouring line', () => {
    const quarterLine = fc.oneof(
      fc.bigInt({ min: -6n, max: 5n }).map<MarketSpec>((n) => ({ type: 'asian_handicap', line: 2n * n + 1n })),
      fc.bigInt({ min: 0n, max: 12n }).map<MarketSpec>((n) => ({ type: 'over_under', line: 2n * n + 1n })),
    );
    const score = fc.record({ home: fc.nat(8), away: fc.nat(8) });
    // Stakes in hundreds of minor units keep every half exact, so the two sides must agree to the unit.
    const halfStake = fc.bigInt({ min: 1n, max: 1_000_000n }).map((n) => n * ODDS_SCALE);
    fc.assert(
      fc.property(quarterLine, score, odds, halfStake, (s, at, price, half) => {
        if (s.type !== 'asian_handicap' && s.type !== 'over_under') return;
        const keys = s.type === 'asian_handicap' ? ['home', 'away'] : ['over', 'under'];
        for (const key of keys) {
          const whole = singleReturn(2n * half, price, settleSelection(s, key, { score: at }));
          const low = singleReturn(half, price, settleSelection({ ...s, line: s.line - 1n }, key, { score: at }));
          const high = singleReturn(half, price, settleSelection({ ...s, line: s.line + 1n }, key, { score: at }));
          expect(whole).toBe(low + high);
        }
      }),
      RUNS,
    );
  });
});

describe('cash-out properties', () => {
  const openLeg: fc.Arbitrary<CashOutLeg> = fc.record({
    odds,
    state: fc.constant('open' as const),
    currentOdds: odds,
    suspended: fc.boolean(),
  });

  it('never offers more than the potential return, and nothing while a leg is suspended', () => {
    fc.assert(
      fc.property(stake, fc.array(openLeg, { minLength: 1, maxLength: 10 }), fc.nat(2_000), (s, legs, marginBp) => {
        const quote = cashOutValue(s, legs, marginBp);
        if (legs.some((l) => l.state === 'open' && l.suspended)) {
          expect(quote).toEqual({ ok: false, code: 'leg_suspended' });
          return;
        }
        if (quote.ok) {
          expect(quote.value > 0n).toBe(true);
          expect(
            quote.value <=
              potentialReturn(
                s,
                legs.map((l) => l.odds),
              ),
          ).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

describe('feed properties', () => {
  const start: EventFeedState = {
    event: {
      id: 'e1',
      sport: 'football',
      competitionId: 'c1',
      home: 'Hanoi FC',
      away: 'Viettel',
      status: { kind: 'scheduled', startsAt: '2026-11-28T12:00:00Z' },
      version: 0,
    },
    markets: {},
    settlements: {},
  };
  const message: fc.Arbitrary<FeedMessage> = fc.oneof(
    fc.record({ version: fc.integer({ min: 1, max: 30 }), home: odds }).map<FeedMessage>(({ version, home }) => ({
      type: 'odds_change',
      eventId: 'e1',
      version,
      timestamp: version,
      markets: [
        {
          marketId: 'm1',
          spec: { type: 'match_winner' },
          status: 'active',
          outcomes: [
            { key: 'home', odds: home, active: true },
            { key: 'away', odds: 250n, active: true },
          ],
        },
      ],
    })),
    fc
      .integer({ min: 1, max: 30 })
      .map<FeedMessage>((version) => ({ type: 'bet_stop', eventId: 'e1', version, timestamp: version })),
    fc
      .record({ version: fc.integer({ min: 1, max: 30 }), home: fc.constantFrom<0 | 1>(0, 1) })
      .map<FeedMessage>(({ version, home }) => ({
        type: 'bet_settlement',
        eventId: 'e1',
        version,
        timestamp: version,
        markets: [
          {
            marketId: 'm1',
            outcomes: [
              { key: 'home', result: home, voidFactor: 0 },
              { key: 'away', result: home === 1 ? 0 : 1, voidFactor: 0 },
            ],
          },
        ],
      })),
    fc.integer({ min: 1, max: 30 }).map<FeedMessage>((version) => ({
      type: 'rollback_bet_settlement',
      eventId: 'e1',
      version,
      timestamp: version,
      marketIds: ['m1'],
    })),
  );

  it('ends at the highest version seen, and a replay of everything changes nothing', () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 25 }), (messages) => {
        const apply = (state: EventFeedState, list: FeedMessage[]) =>
          list.reduce(
            (acc, m) => {
              const next = applyFeedMessage(acc.state, m);
              return { state: next.state, effects: [...acc.effects, ...next.effects] };
            },
            { state, effects: [] as ReturnType<typeof applyFeedMessage>['effects'] },
          );
        const once = apply(start, messages);
        expect(once.state.event.version).toBe(Math.max(...messages.map((m) => m.version)));
        const replay = apply(once.state, messages);
        expect(replay.state).toEqual(once.state);
        expect(replay.effects.every((e) => e.kind === 'ignored_stale')).toBe(true);
      }),
      RUNS,
    );
  });
});
