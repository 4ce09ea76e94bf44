// The card and table games of `npm run bench -- rtp`: blackjack hands played through the engine with the analysis's
// strategy, sic bo rolls and Andar Bahar deals, each compared with its exact RTP (BENCH_TABLE_ROUNDS rounds per game,
// 1,000,000 by default). A simulated figure passes when it is within 0.5 pp, or five standard errors for the long
// shots whose spread is wider, of the exact one.
import { ANDAR_BAHAR_SPOTS, andarBaharReturn, andarBaharRtp, deckOf52 } from '@casino/server/src/house/andar-bahar.ts';
import {
  allowedActions,
  applyBlackjackAction,
  type BlackjackState,
  blackjackRtp,
  deckFrom,
  optimalDecision,
  rankValue,
  startBlackjack,
} from '@casino/server/src/house/blackjack.ts';
import { fastSimulationRng } from '@casino/server/src/house/rng.ts';
import { rollDice, SIC_BO_SPOTS, sicBoReturn, sicBoRtp } from '@casino/server/src/house/sic-bo.ts';
import { DRAGON_TIGER_SPOTS, dealDragonTiger, dragonTigerRtp, settleDragonTiger } from '@casino/server/src/live/dragon-tiger.ts';
import { rouletteRtp, rouletteSpin, rouletteSpotNames, settleRoulette, spinWheel } from '@casino/server/src/live/roulette.ts';
import { dealer, shuffledShoe } from '@casino/server/src/live/shoe.ts';

const TOLERANCE_PP = 0.5;

type Line = { name: string; exact: number; sum: number; squares: number; n: number };

function report(line: Line): boolean {
  const mean = line.sum / line.n;
  const se = Math.sqrt(Math.max(0, line.squares / line.n - mean * mean) / line.n);
  const diff = (mean - line.exact) * 100;
  const allowed = Math.max(TOLERANCE_PP, 5 * se * 100);
  const pass = Math.abs(diff) <= allowed;
  console.log(`${line.name} exact rtp: ${(line.exact * 100).toFixed(4)} %`);
  console.log(`${line.name} simulated rtp: ${(mean * 100).toFixed(4)} %`);
  console.log(`${line.name} standard error: ${(se * 100).toFixed(4)} pp`);
  console.log(
    `${line.name} result: ${pass ? 'PASS' : 'FAIL'} (|difference| ${Math.abs(diff).toFixed(4)} <= ${allowed.toFixed(3)} pp)`,
  );
  return pass;
}

function blackjack(rounds: number): Line {
  const rng = fastSimulationRng();
  const line: Line = { name: 'house-blackjack main', exact: blackjackRtp().main, sum: 0, squares: 0, n: rounds };
  for (let i = 0; i < rounds; i++) {
    const next = deckFrom(rng);
    let state: BlackjackState = startBlackjack(100, next);
    if (state.phase === 'insurance') state = applyBlackjackAction(state, 'no_insurance', next);
    while (state.phase === 'player') {
      const hand = state.hands[state.active]!;
      const allowed = allowedActions(state);
      const decision = optimalDecision(hand.cards.map(rankValue), rankValue(state.dealer[0]!), {
        canDouble: allowed.includes('double'),
        canSplit: allowed.includes('split'),
      });
      state = applyBlackjackAction(state, decision, next);
    }
    // Returned per unit of the original bet (doubles and splits stake more, as the exact figure counts them).
    const r = 1 + (state.win - state.staked) / 100;
    line.sum += r;
    line.squares += r * r;
  }
  return line;
}

function sicBo(rounds: number): Line[] {
  const rng = fastSimulationRng();
  const exact = sicBoRtp();
  const lines = SIC_BO_SPOTS.map((s) => ({ name: `house-sic-bo ${s}`, exact: exact[s]!, sum: 0, squares: 0, n: rounds }));
  // What every spot returns for each of the 216 rolls, worked out once through the game's own settlement.
  const table = new Map<number, number[]>();
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++)
        table.set(
          a * 100 + b * 10 + c,
          SIC_BO_SPOTS.map((s) => sicBoReturn(s, [a, b, c])),
        );
  for (let i = 0; i < rounds; i++) {
    const [a, b, c] = rollDice(rng);
    const returns = table.get(a * 100 + b * 10 + c)!;
    for (let j = 0; j < lines.length; j++) {
      const r = returns[j]!;
      const line = lines[j]!;
      line.sum += r;
      line.squares += r * r;
    }
  }
  return lines;
}

function andarBahar(rounds: number): Line[] {
  const rng = fastSimulationRng();
  const exact = andarBaharRtp();
  const lines = ANDAR_BAHAR_SPOTS.map((s) => ({
    name: `house-andar-bahar ${s}`,
    exact: exact[s]!,
    sum: 0,
    squares: 0,
    n: rounds,
  }));
  for (let i = 0; i < rounds; i++) {
    const next = deckOf52(rng);
    const joker = next() % 13;
    let dealt = 0;
    for (;;) {
      dealt++;
      if (next() % 13 === joker) break;
    }
    const side = dealt % 2 === 1 ? 'andar' : 'bahar';
    for (const line of lines) {
      const r = andarBaharReturn(line.name.slice('house-andar-bahar '.length), side, dealt);
      line.sum += r;
      line.squares += r * r;
    }
  }
  return lines;
}

/** Live dragon-tiger coups dealt from 8-deck shoes as the table deals them: burn, cut card, a new shoe past it. */
function dragonTiger(rounds: number): Line[] {
  const rng = fastSimulationRng();
  const exact = dragonTigerRtp();
  const lines = DRAGON_TIGER_SPOTS.map((s) => ({
    name: `live-dragon-tiger ${s}`,
    exact: exact[s],
    sum: 0,
    squares: 0,
    n: rounds,
  }));
  const unit = Object.fromEntries(DRAGON_TIGER_SPOTS.map((s) => [s, 100]));
  let shoe = shuffledShoe(rng);
  let cards = dealer(shoe.cards, shoe.burned);
  for (let i = 0; i < rounds; i++) {
    if (cards.position() >= shoe.cutAt) {
      shoe = shuffledShoe(rng);
      cards = dealer(shoe.cards, shoe.burned);
    }
    const returned = settleDragonTiger(dealDragonTiger(cards.next), unit);
    for (const line of lines) {
      const r = returned[line.name.slice('live-dragon-tiger '.length) as keyof typeof returned] / 100;
      line.sum += r;
      line.squares += r * r;
    }
  }
  return lines;
}

/** Live European roulette: one bet of every kind (straight, split, street, corner, six line, zero trio, dozen, red), each
 * against its exact 36/37. */
function roulette(rounds: number): Line[] {
  const rng = fastSimulationRng();
  const exact = rouletteRtp();
  const spots = ['n17', 'split_17_20', 'street_16', 'corner_17', 'line_16', 'trio_0_1_2', 'dozen1', 'red'].filter((s) =>
    rouletteSpotNames().includes(s),
  );
  const lines = spots.map((s) => ({ name: `live-roulette ${s}`, exact: exact[s]!, sum: 0, squares: 0, n: rounds }));
  const unit = Object.fromEntries(spots.map((s) => [s, 100]));
  for (let i = 0; i < rounds; i++) {
    const returned = settleRoulette(rouletteSpin(spinWheel(rng)), unit);
    for (const line of lines) {
      const r = (returned[line.name.slice('live-roulette '.length)] ?? 0) / 100;
      line.sum += r;
      line.squares += r * r;
    }
  }
  return lines;
}

/** Runs the games; answers how many figures failed. */
export function runTableRtpBench(): number {
  const rounds = Number(process.env.BENCH_TABLE_ROUNDS ?? 1_000_000);
  if (!Number.isInteger(rounds) || rounds <= 0) throw new Error('BENCH_TABLE_ROUNDS must be a positive integer');
  console.log(`# card and table games: ${rounds.toLocaleString('en')} rounds each (blackjack with the analysis strategy)`);
  let failed = 0;
  for (const [name, run] of [
    ['house-blackjack', () => [blackjack(rounds)]],
    ['house-sic-bo', () => sicBo(rounds)],
    ['house-andar-bahar', () => andarBahar(rounds)],
    ['live-dragon-tiger', () => dragonTiger(rounds)],
    ['live-roulette', () => roulette(rounds)],
  ] as const) {
    const started = performance.now();
    const lines = run();
    for (const line of lines) if (!report(line)) failed++;
    console.log(`${name} rounds per second: ${Math.round(rounds / ((performance.now() - started) / 1000))} rounds/s`);
  }
  return failed;
}
