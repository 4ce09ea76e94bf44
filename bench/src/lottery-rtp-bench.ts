// The lottery games of `npm run bench -- rtp`: BENCH_LOTTERY_DRAWS draws (2,000,000 by default) of each game through its
// own drawOutcome, every published pick of every bet type settled on each, and each bet type's simulated return set
// beside its exact RTP (the mean of its picks' exact figures: each pick is bet equally, and a draw's return is the mean over them).
// A figure passes within 0.5 pp, or five standard errors of that per-draw return for long shots, of the exact one.

import { fastSimulationRng } from '@casino/server/src/house/rng.ts';
import { LOTTERY_GAME_CODES, type LotteryGameCode, lotteryGame } from '@casino/server/src/lottery/games.ts';
import { ratioToNumber } from '@casino/server/src/lottery/ratio.ts';

const TOLERANCE_PP = 0.5;

function simulateGame(code: LotteryGameCode, draws: number): number {
  const game = lotteryGame(code);
  const rng = fastSimulationRng();
  const lines = Object.entries(game.betTypes).map(([name, betType]) => ({
    name,
    betType,
    picks: betType.rtpPicks,
    exact: betType.rtpPicks.reduce((sum, pick) => sum + ratioToNumber(game.exactRtp(name, pick)), 0) / betType.rtpPicks.length,
    sum: 0,
    squares: 0,
    n: 0,
  }));
  for (let i = 0; i < draws; i++) {
    const outcome = game.drawOutcome(rng);
    for (const line of lines) {
      const cost = 100 * Number(line.betType.costUnits);
      // The draw's return on the bet type: the mean over its picks, each staked equally.
      let drawReturn = 0;
      for (const pick of line.picks) drawReturn += Number(line.betType.returnOf(pick, outcome)) / cost;
      drawReturn /= line.picks.length;
      line.sum += drawReturn;
      line.squares += drawReturn * drawReturn;
      line.n += 1;
    }
  }
  let failed = 0;
  for (const line of lines) {
    const mean = line.sum / line.n;
    const se = Math.sqrt(Math.max(0, line.squares / line.n - mean * mean) / line.n);
    const diff = (mean - line.exact) * 100;
    const allowed = Math.max(TOLERANCE_PP, 5 * se * 100);
    const pass = Math.abs(diff) <= allowed;
    if (!pass) failed += 1;
    const name = `${code} ${line.name}`;
    console.log(`${name} exact rtp: ${(line.exact * 100).toFixed(4)} %`);
    console.log(`${name} simulated rtp: ${(mean * 100).toFixed(4)} %`);
    console.log(
      `${name} result: ${pass ? 'PASS' : 'FAIL'} (|difference| ${Math.abs(diff).toFixed(4)} <= ${allowed.toFixed(3)} pp)`,
    );
  }
  return failed;
}

/** Runs every lottery game; answers how many bet types fell outside their tolerance. */
export function runLotteryRtpBench(): number {
  const draws = Number(process.env.BENCH_LOTTERY_DRAWS ?? 2_000_000);
  if (!Number.isInteger(draws) || draws <= 0) throw new Error('BENCH_LOTTERY_DRAWS must be a positive integer');
  console.log(`# lottery: ${draws.toLocaleString('en')} draws per game, every published pick of every bet type`);
  return LOTTERY_GAME_CODES.reduce((failed, code) => failed + simulateGame(code, draws), 0);
}
