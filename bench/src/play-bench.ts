import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, type Db, openDatabase } from '@casino/server/src/db/database.ts';
import { migrate } from '@casino/server/src/db/migrate.ts';
import { HOUSE_CODE } from '@casino/server/src/house/house-config.ts';
import { ledgerAccounts } from '@casino/server/src/ledger/ledger-accounts.ts';
import { postTransaction } from '@casino/server/src/ledger/post-transaction.ts';
import { issueSessionToken } from '@casino/server/src/members/session-tokens.ts';
import { providerLedgerKey } from '@casino/server/src/providers/handle-wallet-call.ts';
import { seedDemo } from '@casino/server/src/seed/seed-demo.ts';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { type Http, httpClient } from './http-client.ts';
import { startServer } from './start-server.ts';
import { createTemporaryDatabase } from './temporary-database.ts';

/**
 * Real house slot spins over HTTP, as the game page plays them: members funded through the ledger start the slot with
 * /member/game/play1 (the site's call) and spin through POST /house/api/spin, all at once, against the real server in
 * its own process, on PGlite and (with DATABASE_URL) on a temporary PostgreSQL database. Beside it, the bare /health
 * rate of the same server process; afterwards the ledger and every round are checked. The limit check's cost
 * (docs/decisions/0082) comes from the same run: as many members again have a wager and a loss limit each, and the
 * two groups spin in turns (four each, in an order that weighs a steady drift of the machine the same on both): the
 * means of each group's turns are compared.
 */

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

type Settings = { seconds: number; warmupSeconds: number; members: number; port: number };

function readSettings(): Settings {
  const members = Math.floor(envNumber('BENCH_MEMBERS', 200));
  return {
    seconds: envNumber('BENCH_SECONDS', 10),
    warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 3),
    members,
    port: Math.floor(envNumber('BENCH_PORT', 3400)),
  };
}

const CURRENCY = 'INR';
const GAME_CODE = 'house-dragon-gold';
const GAME_TYPE = 2;
/** A bet of Dragon Gold in INR (10 coins of 0.01 on each of its 20 lines), large enough to feed the jackpot pool. */
const BET = '2.00';
/** Enough for every spin a member can make in a run, so that no spin is refused for want of money. */
const MEMBER_FUNDS = 100_000_000n;

let stopping = false;

type Prepared = { tokens: string[]; gpId: number };

/** Site 1 of the demo seed, and `members` INR members, each signed in and funded through the ledger. */
async function prepare(db: Db, members: number): Promise<Prepared> {
  await seedDemo(db);
  const site = await db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow();
  const provider = await db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow();
  const tag = randomBytes(3).toString('hex');
  const rows = await db
    .insertInto('members')
    .values(Array.from({ length: members }, (_, i) => ({ site_id: site.id, account: `play${tag}${i}`, currency_code: CURRENCY })))
    .returning('id')
    .execute();
  const gateway = ledgerAccounts.system('gateway:bench', CURRENCY);
  const tokens: string[] = [];
  for (const { id } of rows) {
    const posted = await postTransaction(db, db, {
      key: `bench:play:fund:${id}`,
      kind: 'deposit',
      postings: [
        { account: gateway, amount: -MEMBER_FUNDS },
        { account: ledgerAccounts.memberMain(id, CURRENCY), amount: MEMBER_FUNDS },
      ],
    });
    if (posted.replayed) throw new Error(`member ${id} was funded before`);
    tokens.push(await issueSessionToken(db, id, 6 * 3_600_000));
  }
  return { tokens, gpId: provider.id };
}

type Target = {
  label: 'pglite' | 'postgres';
  /** The server's environment for this database. */
  env: Record<string, string | undefined>;
  /** Opens the database (the server must not be running on PGlite: one process at a time). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
};

function pgliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), 'casino-play-bench-'));
  return {
    label: 'pglite',
    env: { DATA_DIR: dir, DATABASE_URL: undefined },
    open: () => openDatabase({ dataDir: dir }),
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const database = await createTemporaryDatabase(adminUrl, 'bench_play');
  return {
    label: 'postgres',
    env: { DATABASE_URL: database.url },
    open: () => openDatabase({ databaseUrl: database.url }),
    dispose: database.drop,
  };
}

/** Runs `workers` in parallel for `limit`, each with the items left. */
async function inParallel<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** Opens the slot for every member through play1 and the page's first call; answers the house session tokens. */
async function startGames(http: Http, prepared: Prepared): Promise<string[]> {
  const sessions: string[] = new Array(prepared.tokens.length);
  await inParallel(prepared.tokens, 16, async (token, i) => {
    const play = await http.post(
      '/api/member/game/play1',
      { gpId: prepared.gpId, game_type: GAME_TYPE, game_code: GAME_CODE, lobby_url: '/' },
      { authorization: `Bearer ${token}`, lang: 'en_US' },
    );
    const body = JSON.parse(play.text) as { code: number; data?: { game_url?: string } };
    if (play.status !== 200 || body.code !== 1000 || !body.data?.game_url) {
      throw new Error(`play1 answered HTTP ${play.status}: ${play.text.slice(0, 200)}`);
    }
    const session = new URL(body.data.game_url, 'http://x').searchParams.get('session');
    if (!session) throw new Error(`play1 gave no house session: ${body.data.game_url}`);
    const state = await http.post('/house/api/session', { session });
    if (state.status !== 200) throw new Error(`/house/api/session answered HTTP ${state.status}: ${state.text.slice(0, 200)}`);
    const bets = (JSON.parse(state.text) as { bets: string[] }).bets;
    if (!bets.includes(BET)) throw new Error(`the game offers no bet of ${BET}: ${bets.join(', ')}`);
    sessions[i] = session;
  });
  return sessions;
}

/**
 * Gives every member a monthly wager and loss limit through the site's call (docs/decisions/0082), far above what a
 * run can stake: each spin's bet then leaves the batch for the single call, locks the member's row and sums the month.
 */
const LIMIT_AMOUNT = '100000000.00';
async function setLimits(http: Http, prepared: Prepared): Promise<void> {
  await inParallel(prepared.tokens, 16, async (token) => {
    for (const kind of ['wager', 'loss']) {
      const set = await http.post(
        '/api/member/protection/limits/set',
        { kind, period: 'month', amount: LIMIT_AMOUNT },
        { authorization: `Bearer ${token}`, lang: 'en_US' },
      );
      const body = JSON.parse(set.text) as { code: number };
      if (set.status !== 200 || body.code !== 1000)
        throw new Error(`limits/set answered HTTP ${set.status}: ${set.text.slice(0, 200)}`);
    }
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

type SpinRun = { spins: number; perSecond: number; latencies: number[]; failures: Map<string, number> };

/** Every member spins, one spin after the other, for `seconds`. */
async function spinFor(http: Http, sessions: string[], seconds: number): Promise<SpinRun> {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const player = async (session: string) => {
    while (!stopping && performance.now() < deadline) {
      const sent = performance.now();
      const answer = await http.post('/house/api/spin', { session, bet: BET });
      latencies.push(performance.now() - sent);
      if (answer.status !== 200) {
        const key = `HTTP ${answer.status} ${answer.text.slice(0, 80)}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      } else if ((JSON.parse(answer.text) as { win_pending?: boolean }).win_pending) {
        failures.set('win_pending', (failures.get('win_pending') ?? 0) + 1);
      }
    }
  };
  await Promise.all(sessions.map(player));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { spins: latencies.length, perSecond: latencies.length / elapsed, latencies, failures };
}

/** CPU time a process has used so far, in milliseconds (Linux /proc; undefined elsewhere). */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Transactions committed in the database so far (PostgreSQL's statistics, read after their reporting delay). */
async function commits(handle: DatabaseHandle): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  await sql`select pg_stat_clear_snapshot()`.execute(handle.db);
  const { rows } = await sql<{ n: string }>`
    select xact_commit::text as n from pg_stat_database where datname = current_database()`.execute(handle.db);
  return Number(rows[0]?.n);
}

async function healthRate(url: string): Promise<number> {
  const result = await autocannon({ url: `${url}/health`, connections: 50, duration: 5 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`/health: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

type Check = { name: string; count: number };

/**
 * The ledger's invariants and the rounds' money after the run: every transaction sums to zero, no member below
 * zero, cached balances equal their postings, and every real round has its bet and its win booked exactly once
 * (a zero win answered without a movement), with no round, bet, win or rollback left over.
 */
async function checkLedger(db: Db, label: string, spins: number): Promise<void> {
  const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(db)).rows[0]?.n);
  const betKey = sql`${providerLedgerKey(HOUSE_CODE, '')} || r.bet_transaction_id`;
  const winKey = sql`${providerLedgerKey(HOUSE_CODE, '')} || r.win_transaction_id`;
  const checks: Check[] = [
    {
      name: 'unbalanced_transactions',
      count: await count(sql`select count(*)::text as n from (
        select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0) t`),
    },
    {
      name: 'currencies_not_summing_to_zero',
      count: await count(sql`select count(*)::text as n from (
        select currency_code from ledger_accounts group by currency_code having sum(balance) <> 0) t`),
    },
    {
      name: 'negative_member_accounts',
      count: await count(sql`select count(*)::text as n from ledger_accounts where member_id is not null and balance < 0`),
    },
    {
      name: 'balances_off_their_postings',
      count: await count(sql`select count(*)::text as n from ledger_accounts a
        left join (select account_id, sum(amount) as total from ledger_postings group by account_id) p on p.account_id = a.id
        where a.balance <> coalesce(p.total, 0)`),
    },
    {
      name: 'rounds_not_settled',
      count: await count(sql`select count(*)::text as n from house_rounds where not demo and status <> 'settled'`),
    },
    {
      name: 'rounds_without_exactly_one_bet',
      count: await count(sql`select count(*)::text as n from house_rounds r
        where not r.demo and (select count(*) from ledger_transactions t where t.idempotency_key = ${betKey}) <> 1`),
    },
    {
      name: 'rounds_whose_bet_is_not_their_stake',
      count: await count(sql`select count(*)::text as n from house_rounds r
        join ledger_transactions t on t.idempotency_key = ${betKey}
        join ledger_postings p on p.transaction_id = t.id
        join ledger_accounts a on a.id = p.account_id and a.member_id is not null
        where not r.demo and p.amount <> -r.bet`),
    },
    {
      name: 'rounds_whose_win_is_not_booked_once',
      count: await count(sql`select count(*)::text as n from house_rounds r
        where not r.demo and (select count(*) from ledger_transactions t where t.idempotency_key = ${winKey})
          <> case when r.win + r.jackpot_win > 0 then 1 else 0 end`),
    },
    {
      name: 'rounds_whose_win_is_not_their_win',
      count: await count(sql`select count(*)::text as n from house_rounds r
        join ledger_transactions t on t.idempotency_key = ${winKey}
        join ledger_postings p on p.transaction_id = t.id
        join ledger_accounts a on a.id = p.account_id and a.member_id is not null
        where not r.demo and p.amount <> r.win + r.jackpot_win`),
    },
    {
      name: 'zero_wins_not_answered',
      count: await count(sql`select count(*)::text as n from house_rounds r
        where not r.demo and r.win + r.jackpot_win = 0 and not exists (
          select 1 from provider_transactions pt where pt.transaction_id = r.win_transaction_id and pt.status = 'ok')`),
    },
    {
      name: 'bets_without_a_round',
      count: await count(sql`select count(*)::text as n from ledger_transactions t
        where t.kind = 'bet' and t.reverses_id is null and not exists (
          select 1 from house_rounds r where ${betKey} = t.idempotency_key)
        and not exists (select 1 from ledger_transactions x where x.reverses_id = t.id)`),
    },
    {
      name: 'rollback_intents_left',
      count: await count(sql`select count(*)::text as n from house_pending_rollbacks`),
    },
  ];
  const rounds = await count(sql`select count(*)::text as n from house_rounds where not demo`);
  console.log(`${label}_rounds_stored: ${rounds} rounds`);
  const failures = checks.filter((c) => c.count !== 0);
  for (const check of failures) console.log(`${label}_${check.name}: ${check.count} rows`);
  if (rounds < spins) failures.push({ name: `only ${rounds} rounds stored of ${spins} spins answered`, count: spins - rounds });
  if (failures.length > 0) {
    console.log('ledger_balanced: no');
    throw new Error(`${label}: ledger or rounds wrong: ${failures.map((f) => `${f.name} (${f.count})`).join(', ')}`);
  }
  console.log(`${label}_ledger_balanced: yes`);
}

async function benchTarget(target: Target, settings: Settings, port: number): Promise<void> {
  const { label } = target;
  let prepared: Prepared;
  const setup = await target.open();
  try {
    await migrate(setup);
    // Twice the members: the second half spins with limits.
    prepared = await prepare(setup.db, settings.members * 2);
  } finally {
    await setup.close();
  }

  // Members pause between phases (the statistics read): their connections stay open as a browser's would. On a busy
  // machine PGlite (one connection for 200 members) may take longer than the production time limits to answer a spin.
  const server = await startServer({
    port,
    env: {
      ...target.env,
      SEED_DEMO: '1',
      KEEP_ALIVE_TIMEOUT_MS: '60000',
      REQUEST_TIMEOUT_MS: '600000',
      CONNECTION_IDLE_TIMEOUT_MS: '600000',
    },
  });
  let spins = 0;
  try {
    const http = httpClient(server.url, settings.members * 2 + 16);
    try {
      const half = settings.members;
      const sessions = await startGames(http, { ...prepared, tokens: prepared.tokens.slice(0, half) });
      const limitedSessions = await startGames(http, { ...prepared, tokens: prepared.tokens.slice(half) });
      await setLimits(http, { ...prepared, tokens: prepared.tokens.slice(half) });
      const limitedWarm = await spinFor(http, limitedSessions, Math.min(settings.warmupSeconds, 2));
      const warm = await spinFor(http, sessions, settings.warmupSeconds);
      // PostgreSQL counts the commits of its databases: what the spins cost it, beside the server's own CPU.
      const stats = target.label === 'postgres' ? await target.open() : undefined;
      const commitsBefore = stats ? await commits(stats) : undefined;
      const cpuBefore = cpuMs(server.pid);
      const run = await spinFor(http, sessions, settings.seconds);
      const cpuAfter = cpuMs(server.pid);
      const commitsAfter = stats ? await commits(stats) : undefined;
      await stats?.close();
      // Turns of the members with limits and without, on the same server and database, in the order without, with,
      // with, without, with, without, without, with: a drift of the machine over the run (the tables grow, vacuum
      // runs) weighs the same on both, and the mean of each group's turns is compared.
      const turns: { free: SpinRun[]; limited: SpinRun[] } = { free: [run], limited: [] };
      for (const limitedTurn of [true, true, false, true, false, false, true]) {
        if (limitedTurn) turns.limited.push(await spinFor(http, limitedSessions, settings.seconds));
        else turns.free.push(await spinFor(http, sessions, settings.seconds));
      }
      const mean = (runs: SpinRun[]) => runs.reduce((sum, r) => sum + r.perSecond, 0) / runs.length;
      const free = { perSecond: mean(turns.free) };
      const limited = {
        perSecond: mean(turns.limited),
        latencies: turns.limited.flatMap((r) => r.latencies).sort((x, y) => x - y),
      };
      const all = [warm, limitedWarm, ...turns.free, ...turns.limited];
      spins = all.reduce((sum, r) => sum + r.spins, 0);
      const failed = all.flatMap((r) => [...r.failures]);
      if (failed.length > 0) throw new Error(`${label}: spins failed: ${failed.map(([k, n]) => `${n} x ${k}`).join('; ')}`);
      const health = await healthRate(server.url);
      console.log(`${label}_members: ${sessions.length} members`);
      console.log(`${label}_spins_per_second: ${run.perSecond.toFixed(0)} spins/s`);
      console.log(`${label}_play_spins_per_s_without_limits: ${free.perSecond.toFixed(0)} spins/s`);
      console.log(`${label}_play_spins_per_s_with_limits: ${limited.perSecond.toFixed(0)} spins/s`);
      console.log(`${label}_limit_check_cost: ${((1 - limited.perSecond / free.perSecond) * 100).toFixed(1)} %`);
      console.log(`${label}_spin_p50_latency_with_limits: ${percentile(limited.latencies, 50).toFixed(1)} ms`);
      console.log(`${label}_spin_p50_latency: ${percentile(run.latencies, 50).toFixed(1)} ms`);
      console.log(`${label}_spin_p99_latency: ${percentile(run.latencies, 99).toFixed(1)} ms`);
      if (cpuBefore !== undefined && cpuAfter !== undefined) {
        console.log(`${label}_server_cpu_per_spin: ${((cpuAfter - cpuBefore) / run.spins).toFixed(2)} ms`);
      }
      if (commitsBefore !== undefined && commitsAfter !== undefined) {
        // The statistics reads themselves commit too: a handful in all, beside thousands of spins.
        console.log(`${label}_commits_per_spin: ${((commitsAfter - commitsBefore) / run.spins).toFixed(2)} commits`);
      }
      console.log(`${label}_health_requests_per_second: ${health.toFixed(0)} req/s`);
      console.log(`${label}_spins_to_health_ratio: ${(run.perSecond / health).toFixed(4)} ratio`);
    } finally {
      http.close();
    }
  } finally {
    await server.stop();
  }

  const check = await target.open();
  try {
    await checkLedger(check.db, label, spins);
  } finally {
    await check.close();
  }
}

export async function runPlayBench(): Promise<void> {
  const settings = readSettings();
  const onSigint = () => {
    stopping = true;
    process.exitCode = 130;
  };
  process.once('SIGINT', onSigint);
  try {
    const openers: (() => Promise<Target>)[] = [async () => pgliteTarget()];
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) openers.push(() => postgresTarget(databaseUrl));
    if (process.env.BENCH_PLAY_DATABASES === 'postgres') openers.shift();
    let port = settings.port;
    for (const open of openers) {
      if (stopping) break;
      const target = await open();
      try {
        await benchTarget(target, settings, port++);
      } finally {
        await target.dispose();
      }
    }
    console.log('ledger_balanced: yes');
  } finally {
    process.off('SIGINT', onSigint);
  }
}
