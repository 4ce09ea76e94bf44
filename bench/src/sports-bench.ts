import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { openDatabase } from '@casino/server/src/db/database.ts';
import { migrate } from '@casino/server/src/db/migrate.ts';
import { ledgerAccounts } from '@casino/server/src/ledger/ledger-accounts.ts';
import { postTransaction } from '@casino/server/src/ledger/post-transaction.ts';
import { issueSessionToken } from '@casino/server/src/members/session-tokens.ts';
import { seedDemo } from '@casino/server/src/seed/seed-demo.ts';
import { settleBets } from '@casino/server/src/sports/betting/settle-bets.ts';
import { sportsbookAccounts } from '@casino/server/src/sports/betting/sportsbook-accounts.ts';
import { findSportsbookGpId } from '@casino/server/src/sports/provider/seed-sportsbook.ts';
import { attachSportsRooms } from '@casino/server/src/sports/realtime/sports-rooms.ts';
import { offerTestEvent, reprice, settleTestEvent } from '@casino/server/src/sports/sports-test-feed.ts';
import { ledgerInvariants } from '@casino/server/src/testing/ledger-invariants.ts';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { Server } from 'socket.io';
import { httpClient } from './http-client.ts';
import { monotonicMs, type PriceClientReply, type PriceClientRequest } from './sports/price-clients.ts';
import { startServer } from './start-server.ts';
import { createTemporaryDatabase } from './temporary-database.ts';

/**
 * npm run bench -- sports (PostgreSQL, DATABASE_URL or TEST_DATABASE_URL): the house sportsbook (decisions 53, 62) on a
 * temporary database `bench_sports_*`. The real server in its own process takes single bets over HTTP (POST
 * /house/api/sports/bet, scheduled events, no live delay) from members launched through play1: bets accepted per
 * second, p50 and p99. Then one event's market is filled with BENCH_SPORTS_SETTLE_BETS (100,000) open bets, its
 * settlement ingested and its bets settled as settleBets settles them, timed (target 30 s). Last, BENCH_SPORTS_CLIENTS
 * (1,000) socket.io pages in a process of their own join the event's room and each price change (ingested, then
 * announced by the sportsbook's rooms on a socket.io server in this process, with the same database) is timed from
 * just before its ingest to each page's receipt (target p99 200 ms). /health of the same server is sampled during each
 * part; the ledger is checked at the end.
 */

const CURRENCY = 'INR';
const FUNDS = 10_000_000n;
const SETTLE_STAKE = 1_000n;

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return value;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs fn over items, `limit` at a time. */
async function inPool<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i] as T, i);
      }
    }),
  );
}

/** GET /health of the server every 100 ms until stopped: its latencies beside what runs meanwhile. */
function sampleHealth(url: string): { stop(): Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const sent = performance.now();
      const answer = await fetch(`${url}/health`);
      await answer.arrayBuffer();
      if (answer.ok) latencies.push(performance.now() - sent);
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return sorted(latencies);
    },
  };
}

function printHealth(prefix: string, latencies: number[]) {
  console.log(`${prefix}_health_p50_beside: ${percentile(latencies, 50).toFixed(1)} ms`);
  console.log(`${prefix}_health_p99_beside: ${percentile(latencies, 99).toFixed(1)} ms`);
}

export async function runSportsBench(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.error('sports bench: set DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
    process.exit(2);
  }
  const httpMembers = envNumber('BENCH_SPORTS_MEMBERS', 200);
  const concurrency = envNumber('BENCH_CONCURRENCY', 32);
  const seconds = envNumber('BENCH_SECONDS', 10);
  const settleTarget = envNumber('BENCH_SPORTS_SETTLE_BETS', 100_000);
  const settleMembers = envNumber('BENCH_SPORTS_SETTLE_MEMBERS', 10_000);
  const clientCount = envNumber('BENCH_SPORTS_CLIENTS', 1_000);
  const priceChanges = envNumber('BENCH_SPORTS_PRICE_CHANGES', 100);
  const database = await createTemporaryDatabase(adminUrl, 'bench_sports');
  const handle = await openDatabase({ databaseUrl: database.url });
  const { db } = handle;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await migrate(handle);
    await seedDemo(db);
    const gpId = await findSportsbookGpId(db);
    if (gpId === null) throw new Error('the demo seed has no sportsbook provider');
    const site = await db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow();
    const tag = randomBytes(3).toString('hex');
    const gateway = ledgerAccounts.system('gateway:bench', CURRENCY);

    // ------------------------------------------------------------------ bets accepted per second over HTTP
    const events = ['bench:http:1', 'bench:http:2', 'bench:http:3', 'bench:http:4'];
    for (const id of events) await offerTestEvent(db, id, { home: 185n, away: 195n });
    const ids = (
      await db
        .insertInto('members')
        .values(
          Array.from({ length: httpMembers }, (_, i) => ({
            site_id: site.id,
            account: `spb${tag}${i}`,
            currency_code: CURRENCY,
          })),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);
    const tokens: string[] = [];
    for (const id of ids) {
      await postTransaction(db, db, {
        key: `bench:sports:fund:${id}`,
        kind: 'deposit',
        postings: [
          { account: gateway, amount: -FUNDS },
          { account: ledgerAccounts.memberMain(id, CURRENCY), amount: FUNDS },
        ],
      });
      tokens.push(await issueSessionToken(db, id, 6 * 3_600_000));
    }
    server = await startServer({ env: { DATABASE_URL: database.url, KEEP_ALIVE_TIMEOUT_MS: '60000', SPORTS_FEED: '0' } });
    const base = server.url;
    // A keep-alive client of node:http (as the play bench's): fetch would spend more of the machine than the server.
    const client = httpClient(base, concurrency);
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const answer = await client.post(path, body, headers);
      return { status: answer.status, body: JSON.parse(answer.text) as any };
    };
    // Each member opens the sportsbook (hall 4) as the site does: the launch moves the main balance into its wallet.
    const sessions: string[] = new Array(ids.length);
    const launching = performance.now();
    await inPool(tokens, 16, async (token, i) => {
      const play = await post(
        '/api/member/game/play1',
        { gpId, game_type: 4, game_code: 'house-sportsbook', lobby_url: '/' },
        { authorization: `Bearer ${token}`, lang: 'en_US' },
      );
      if (play.body.code !== 1000) throw new Error(`launch refused: ${JSON.stringify(play.body).slice(0, 200)}`);
      const session = new URL(play.body.data.game_url as string, base).searchParams.get('session');
      if (!session) throw new Error(`launch gave no session: ${play.body.data.game_url}`);
      sessions[i] = session;
    });
    console.log(`sports_launches: ${ids.length} members in ${((performance.now() - launching) / 1000).toFixed(1)} s`);

    const idleHealth = await autocannon({ url: `${base}/health`, connections: 50, duration: 5 });
    console.log(`sports_health_requests_per_second: ${idleHealth.requests.average.toFixed(0)} req/s (idle server)`);

    const betOnce = async (c: number, n: number) => {
      const event = events[(c + n) % events.length]!;
      const home = (c + n) % 2 === 0;
      return post('/house/api/sports/bet', {
        session: sessions[(c + n * concurrency) % sessions.length],
        request_key: randomUUID(),
        kind: 'single',
        stake: '10.00',
        policy: 'any',
        legs: [{ event_id: event, market_id: `${event}:mw`, key: home ? 'home' : 'away', odds: home ? '1.85' : '1.95' }],
      });
    };
    // A short warm-up (the server's first calls compile and fill its caches), then the timed run.
    await inPool(
      Array.from({ length: 200 }, (_, i) => i),
      concurrency,
      async (i) => {
        const answer = await betOnce(i, 0);
        if (answer.status !== 200) throw new Error(`warm-up bet refused: ${answer.status} ${JSON.stringify(answer.body)}`);
      },
    );
    {
      const health = sampleHealth(base);
      const latencies: number[] = [];
      const refused = new Map<string, number>();
      let accepted = 0;
      const start = performance.now();
      const deadline = start + seconds * 1000;
      await Promise.all(
        Array.from({ length: concurrency }, async (_, c) => {
          for (let n = 0; performance.now() < deadline; n++) {
            const sent = performance.now();
            const answer = await betOnce(c, n);
            latencies.push(performance.now() - sent);
            if (answer.status === 200) accepted += 1;
            else {
              const key = `${answer.status} ${answer.body?.error ?? ''}`;
              refused.set(key, (refused.get(key) ?? 0) + 1);
            }
          }
        }),
      );
      const elapsed = (performance.now() - start) / 1000;
      const beside = await health.stop();
      const lat = sorted(latencies);
      console.log(`sports_bets_per_second: ${(accepted / elapsed).toFixed(0)} bets/s (target >= 1000)`);
      console.log(`sports_bet_p50_latency: ${percentile(lat, 50).toFixed(1)} ms`);
      console.log(`sports_bet_p99_latency: ${percentile(lat, 99).toFixed(1)} ms`);
      console.log(`sports_bets_accepted: ${accepted} bets in ${elapsed.toFixed(1)} s, ${concurrency} at once`);
      printHealth('sports_bets', beside);
      if (refused.size > 0) {
        for (const [key, n] of refused) console.log(`sports_bets_refused: ${n} bets (${key})`);
        throw new Error('bets were refused');
      }
    }

    client.close();

    // ------------------------------------------------------------------ an event with 100,000 open bets settled
    const settleEvent = 'bench:settle:1';
    const { marketId } = await offerTestEvent(db, settleEvent, { home: 185n, away: 195n });
    const filling = performance.now();
    const settleIds = (
      await sql<{ id: number }>`
        insert into members (site_id, account, currency_code)
        select ${site.id}, ${`sps${tag}`} || g, ${CURRENCY} from generate_series(1, ${settleMembers}::int) g
        returning id`.execute(db)
    ).rows.map((r) => Number(r.id));
    // Each member's sportsbook wallet funded through the ledger (as a launch would fill it).
    await inPool(settleIds, 64, async (id) => {
      await postTransaction(db, db, {
        key: `bench:sports:settle-fund:${id}`,
        kind: 'deposit',
        postings: [
          { account: gateway, amount: -FUNDS },
          { account: sportsbookAccounts.wallet(id, gpId, CURRENCY), amount: FUNDS },
        ],
      });
    });
    // The bets and their legs in bulk (half on each side, at the book's prices), then each stake posted through the
    // ledger under the bet's own key, as placeBet posts it.
    const perMember = Math.ceil(settleTarget / settleIds.length);
    await sql`
      insert into sports_bets (member_id, gp_id, currency_code, request_key, kind, odds_policy, original_stake, stake,
        potential_return)
      select m.id, ${gpId}, ${CURRENCY}, 'bench:' || n, 'single', 'any', ${SETTLE_STAKE}::bigint, ${SETTLE_STAKE}::bigint,
        case when (m.id + n) % 2 = 0 then ${(SETTLE_STAKE * 185n) / 100n}::bigint else ${(SETTLE_STAKE * 195n) / 100n}::bigint end
      from (select id, row_number() over (order by id) as r from members where id = any(${settleIds}::int[])) m
      cross join generate_series(1, ${perMember}::int) n
      where (m.r - 1) * ${perMember}::int + n <= ${settleTarget}::int`.execute(db);
    await sql`
      insert into sports_bet_legs (bet_id, leg_no, event_id, market_id, selection_key, odds)
      select b.id, 1, ${settleEvent}, ${marketId}, case when (b.member_id + split_part(b.request_key, ':', 2)::int) % 2 = 0
        then 'home' else 'away' end,
        case when (b.member_id + split_part(b.request_key, ':', 2)::int) % 2 = 0 then 185 else 195 end
      from sports_bets b where b.member_id = any(${settleIds}::int[])`.execute(db);
    const bets = (
      await db
        .selectFrom('sports_bets')
        .select(['id', 'member_id'])
        .where('member_id', 'in', settleIds)
        .where('status', '=', 'open')
        .execute()
    ).map((b) => ({ id: b.id, memberId: b.member_id }));
    for (let from = 0; from < bets.length; from += 5_000) {
      await Promise.all(
        bets.slice(from, from + 5_000).map((bet) =>
          postTransaction(db, db, {
            key: `sports:bet:${bet.id}:stake`,
            kind: 'sports_stake',
            reference: `sports:bet:${bet.id}`,
            postings: [
              { account: sportsbookAccounts.wallet(bet.memberId, gpId, CURRENCY), amount: -SETTLE_STAKE },
              { account: sportsbookAccounts.book(CURRENCY, bet.memberId), amount: SETTLE_STAKE },
            ],
          }),
        ),
      );
    }
    await sql`
      update sports_bets b set stake_transaction_id = t.id from ledger_transactions t
      where b.member_id = any(${settleIds}::int[]) and t.idempotency_key = 'sports:bet:' || b.id || ':stake'`.execute(db);
    await sql`analyze`.execute(db);
    console.log(
      `sports_settle_filled: ${bets.length} open bets of ${settleIds.length} members in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );

    {
      const health = sampleHealth(base);
      const settling = performance.now();
      await settleTestEvent(db, settleEvent, 'home');
      const ingested = performance.now();
      let settled = 0;
      let paid = 0n;
      let firstBatchMs = Number.NaN;
      for (;;) {
        const batchStart = performance.now();
        const run = await settleBets(db, { limit: 10_000 });
        if (Number.isNaN(firstBatchMs)) firstBatchMs = performance.now() - batchStart;
        settled += run.settled;
        paid += run.paid;
        if (run.settled === 0) break;
        // Each run of settleBets (10,000 bets) as it ends, so that a slow settlement shows its pace.
        console.log(`sports_settle_progress: ${settled} bets in ${((performance.now() - settling) / 1000).toFixed(1)} s`);
        if (performance.now() - settling > 1_800_000) throw new Error('the event was not settled within 30 minutes');
      }
      const settleSeconds = (performance.now() - settling) / 1000;
      const beside = await health.stop();
      const open = await db
        .selectFrom('sports_bets')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'open')
        .where('member_id', 'in', settleIds)
        .executeTakeFirstOrThrow();
      console.log(`sports_settle_100k_bets: ${settleSeconds.toFixed(2)} s (${settled} bets settled; target <= 30 s)`);
      console.log(`sports_settle_ingest: ${(ingested - settling).toFixed(1)} ms`);
      console.log(`sports_settle_bets_per_second: ${(settled / settleSeconds).toFixed(0)} bets/s`);
      console.log(`sports_settle_first_10000_bets: ${(firstBatchMs / 1000).toFixed(2)} s`);
      console.log(`sports_settle_paid: ${paid} minor units`);
      printHealth('sports_settle', beside);
      if (Number(open.n) !== 0 || settled !== bets.length) throw new Error(`${open.n} bets left open, ${settled} settled`);
      const expectedPaid = await sql<{ total: string }>`
        select coalesce(sum(amount), 0)::text as total from sports_bet_payments p join sports_bets b on b.id = p.bet_id
        where b.member_id = any(${settleIds}::int[])`.execute(db);
      if (BigInt(expectedPaid.rows[0]!.total) !== paid) throw new Error('the payments do not add up to what was paid');
    }

    // ------------------------------------------------------------------ a price change to 1,000 pages
    {
      const priceEvent = 'bench:price:1';
      await offerTestEvent(db, priceEvent, { home: 185n, away: 195n });
      const http = createServer();
      const io = new Server(http);
      const rooms = attachSportsRooms(db, io);
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      const child = fork(join(import.meta.dirname, 'sports/price-clients.ts'), [], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const ask = <T extends PriceClientReply['type']>(request: PriceClientRequest, type: T) =>
        new Promise<Extract<PriceClientReply, { type: T }>>((resolve, reject) => {
          const onMessage = (message: PriceClientReply) => {
            if (message.type !== type) return;
            child.off('message', onMessage);
            child.off('exit', onExit);
            resolve(message as Extract<PriceClientReply, { type: T }>);
          };
          const onExit = (code: number | null) => reject(new Error(`the clients' process exited with ${code}`));
          child.on('message', onMessage);
          child.once('exit', onExit);
          child.send(request);
        });
      try {
        const connecting = performance.now();
        const connected = await ask({ type: 'connect', url, room: priceEvent, count: clientCount }, 'connected');
        if (connected.failed > 0 || connected.connected !== clientCount) {
          throw new Error(`${connected.connected} of ${clientCount} pages connected, ${connected.failed} failed`);
        }
        console.log(
          `sports_price_clients: ${connected.connected} pages in the event's room (joined in ${((performance.now() - connecting) / 1000).toFixed(1)} s)`,
        );
        const health = sampleHealth(base);
        const perClient: number[] = [];
        const toAll: number[] = [];
        const ingest: number[] = [];
        for (let i = 0; i < priceChanges; i++) {
          await ask({ type: 'arm' }, 'armed');
          const home = 150n + BigInt(i % 50);
          const sent = monotonicMs();
          await reprice(db, priceEvent, { home, away: 300n - home });
          ingest.push(monotonicMs() - sent);
          await rooms.announce([priceEvent]);
          const got = await ask({ type: 'collect', timeoutMs: 10_000 }, 'collected');
          if (got.missing > 0) throw new Error(`price change ${i + 1} did not reach ${got.missing} pages`);
          if (got.versions.length !== 1) throw new Error(`pages heard versions ${got.versions.join(', ')} of one change`);
          const latencies = got.received.map((at) => at - sent);
          perClient.push(...latencies);
          toAll.push(Math.max(...latencies));
          await sleep(50);
        }
        const beside = await health.stop();
        const each = sorted(perClient);
        const all = sorted(toAll);
        console.log(`sports_price_to_client_p50: ${percentile(each, 50).toFixed(1)} ms`);
        console.log(`sports_price_to_client_p99: ${percentile(each, 99).toFixed(1)} ms (target <= 200 ms)`);
        console.log(`sports_price_to_all_clients_p50: ${percentile(all, 50).toFixed(1)} ms`);
        console.log(`sports_price_to_all_clients_p99: ${percentile(all, 99).toFixed(1)} ms`);
        console.log(`sports_price_ingest_p50: ${percentile(sorted(ingest), 50).toFixed(1)} ms`);
        console.log(`sports_price_changes: ${priceChanges} changes to ${clientCount} pages`);
        printHealth('sports_price', beside);
      } finally {
        if (child.exitCode === null) await ask({ type: 'close' }, 'closed').catch(() => undefined);
        await new Promise((resolve) => io.close(resolve));
      }
    }

    // ------------------------------------------------------------------ the ledger
    const invariants = await ledgerInvariants(db);
    console.log(`sports_ledger_drift: ${invariants.drift} accounts`);
    console.log(`sports_ledger_unbalanced: ${invariants.unbalanced} transactions`);
    console.log(`sports_ledger_negative: ${invariants.negative} accounts`);
    console.log(`sports_ledger_currencies_not_zero: ${invariants.nonZeroCurrencies.length} currencies`);
    const stakesWithoutPosting = await sql<{ n: string }>`
      select count(*)::text as n from sports_bets where stake_transaction_id is null`.execute(db);
    console.log(`sports_bets_without_stake_posting: ${stakesWithoutPosting.rows[0]?.n} bets`);
    const ok =
      invariants.drift === 0 &&
      invariants.unbalanced === 0 &&
      invariants.negative === 0 &&
      invariants.nonZeroCurrencies.length === 0 &&
      Number(stakesWithoutPosting.rows[0]?.n) === 0;
    console.log(`ledger_balanced: ${ok ? 'yes' : 'no'}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await server?.stop();
    await handle.close();
    await database.drop();
  }
}
