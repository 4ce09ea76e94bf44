// Benchmarks, run with `npm run bench [-- NAME]`. Each prints one figure per line as `name: value unit`.
import { runAgentsBench } from './agents-bench.ts';
import { runEngagementBench } from './engagement-bench.ts';
import { runHttpBench } from './http-bench.ts';
import { runLedgerBench } from './ledger-bench.ts';
import { runLotteryBench } from './lottery-bench.ts';
import { runLoyaltyBench } from './loyalty-bench.ts';
import { runPlayBench } from './play-bench.ts';
import { runRealtimeBench } from './realtime-bench.ts';
import { runReportsBench } from './reports-bench.ts';
import { runRtpBench } from './rtp-bench.ts';
import { runSportsBench } from './sports-bench.ts';
import { runStartBench } from './start-bench.ts';
import { runWebBench } from './web-bench.ts';

const benches: Record<string, () => Promise<void>> = {
  agents: runAgentsBench,
  engagement: runEngagementBench,
  http: runHttpBench,
  ledger: runLedgerBench,
  lottery: runLotteryBench,
  loyalty: runLoyaltyBench,
  play: runPlayBench,
  realtime: runRealtimeBench,
  reports: runReportsBench,
  rtp: runRtpBench,
  sports: runSportsBench,
  start: runStartBench,
  web: runWebBench,
};
const name = process.argv[2] ?? 'http';
const bench = benches[name];
if (!bench) {
  console.error(`unknown benchmark "${name}"; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
await bench();
