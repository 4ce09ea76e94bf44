// `npm run bench -- rtp`: simulates SPINS (10,000,000) paid spins of every house slot and compares the simulated return
// with the exact RTP computed from the reels and paytable. The simulation uses a fast PRNG (xoshiro128**) seeded from
// node:crypto; real and demo play use node:crypto's randomInt only. One worker thread per slot.
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { fastSimulationRng } from '@casino/server/src/house/rng.ts';
import { compileSlot, REELS, simulateRoundUnits } from '@casino/server/src/house/slot-engine.ts';
import { HOUSE_SLOTS } from '@casino/server/src/house/slot-games.ts';
import { exactRtp } from '@casino/server/src/house/slot-rtp.ts';
import { runLotteryRtpBench } from './lottery-rtp-bench.ts';
import { runTableRtpBench } from './table-rtp-bench.ts';

const TOLERANCE_PP = 0.5;

type Job = { code: string; spins: number };
type Done = { code: string; spins: number; units: number; squares: number; freeSpins: number; ms: number };

function simulate(job: Job): Done {
  const def = HOUSE_SLOTS.find((s) => s.code === job.code);
  if (!def) throw new Error(`unknown slot ${job.code}`);
  const slot = compileSlot(def);
  const rng = fastSimulationRng();
  const stops = new Int32Array(REELS);
  const lines = slot.lines.length;
  const started = performance.now();
  let units = 0;
  let squares = 0;
  for (let i = 0; i < job.spins; i++) {
    const win = simulateRoundUnits(slot, rng, stops) / lines;
    units += win;
    squares += win * win;
  }
  return { code: job.code, spins: job.spins, units, squares, freeSpins: 0, ms: performance.now() - started };
}

function runWorker(job: Job): Promise<Done> {
  return new Promise((resolve, reject) => {
    // The worker loads this TypeScript file through tsx's API (a worker does not inherit the tsx loader).
    const api = import.meta.resolve('tsx/esm/api');
    const code = `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`;
    const worker = new Worker(code, { eval: true, workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`worker for ${job.code} exited with ${code}`));
    });
  });
}

export async function runRtpBench(): Promise<void> {
  const spins = Number(process.env.BENCH_SPINS ?? 10_000_000);
  if (!Number.isInteger(spins) || spins <= 0) throw new Error('BENCH_SPINS must be a positive integer');
  const threads = Math.max(1, Math.min(HOUSE_SLOTS.length, availableParallelism()));
  console.log(
    `# ${spins.toLocaleString('en')} paid spins per slot (free spins included in their round), ${threads} worker thread(s)`,
  );
  console.log('# simulation RNG: xoshiro128** seeded from node:crypto (play itself uses node:crypto randomInt only)');
  console.log(
    `# exact RTP here is the paytable's (base); the ${'jackpot share'} is added to the published figure, not simulated`,
  );
  const started = performance.now();
  const queue = HOUSE_SLOTS.map((def) => ({ code: def.code, spins }));
  const results: Done[] = [];
  await Promise.all(
    Array.from({ length: threads }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) results.push(await runWorker(job));
    }),
  );
  let failed = 0;
  for (const def of HOUSE_SLOTS) {
    const done = results.find((r) => r.code === def.code)!;
    const rtp = exactRtp(def);
    const mean = done.units / done.spins;
    const se = Math.sqrt(Math.max(0, done.squares / done.spins - mean * mean) / done.spins);
    const diff = (mean - rtp.base) * 100;
    const pass = Math.abs(diff) <= TOLERANCE_PP;
    if (!pass) failed++;
    const name = def.code;
    console.log(`${name} exact rtp: ${(rtp.base * 100).toFixed(4)} %`);
    console.log(`${name} simulated rtp: ${(mean * 100).toFixed(4)} %`);
    console.log(`${name} difference: ${diff.toFixed(4)} pp`);
    console.log(`${name} standard error: ${(se * 100).toFixed(4)} pp`);
    console.log(`${name} jackpot share: ${(rtp.jackpot * 100).toFixed(2)} %`);
    console.log(`${name} published rtp: ${(rtp.total * 100).toFixed(4)} %`);
    console.log(`${name} spins per second: ${Math.round(done.spins / (done.ms / 1000))} spins/s`);
    console.log(`${name} result: ${pass ? 'PASS' : 'FAIL'} (|difference| <= ${TOLERANCE_PP} pp)`);
  }
  const tableFailed = runTableRtpBench();
  const lotteryFailed = runLotteryRtpBench();
  console.log(`rtp bench time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (failed > 0) {
    console.error(`${failed} slot(s) outside ${TOLERANCE_PP} pp of the exact RTP`);
    process.exitCode = 1;
  }
  if (lotteryFailed > 0) {
    console.error(`${lotteryFailed} lottery bet type(s) outside their tolerance of the exact RTP`);
    process.exitCode = 1;
  }
  if (tableFailed > 0) {
    console.error(`${tableFailed} card or table game figure(s) outside their tolerance of the exact RTP`);
    process.exitCode = 1;
  }
}

if (!isMainThread) {
  parentPort?.postMessage(simulate(workerData as Job));
}
