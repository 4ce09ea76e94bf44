import autocannon from 'autocannon';
import { startServer } from './start-server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

type Target = { name: string; path: string; method: 'GET' | 'POST'; body?: string };

async function measure(url: string, target: Target) {
  const options = {
    url: `${url}${target.path}`,
    method: target.method,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', lang: 'en_US' },
    ...(target.body ? { body: target.body } : {}),
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: caches, JIT, connection pool
  const result = await autocannon(options);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Requests per second and p99 latency of the catalogue call beside the bare health check, in one run. */
export async function runHttpBench(): Promise<void> {
  const server = await startServer();
  try {
    const gameList: Target = {
      name: 'game_list',
      path: '/api/v3/game_list',
      method: 'POST',
      body: JSON.stringify({ site_id: 1, currency: 'INR', support_device: 1, template: 'site02' }),
    };
    const health: Target = { name: 'health', path: '/health', method: 'GET' };
    const h = await measure(server.url, health);
    const g = await measure(server.url, gameList);
    console.log(`health_requests_per_second: ${h.rps.toFixed(0)} req/s`);
    console.log(`health_p99_latency: ${h.p99.toFixed(1)} ms`);
    console.log(`game_list_requests_per_second: ${g.rps.toFixed(0)} req/s`);
    console.log(`game_list_p99_latency: ${g.p99.toFixed(1)} ms`);
    console.log(`game_list_to_health_ratio: ${(g.rps / h.rps).toFixed(2)} ratio`);
  } finally {
    await server.stop();
  }
}
