import { createHash, randomBytes } from 'node:crypto';
import { openDatabase } from '@casino/server/src/db/database.ts';
import { migrate } from '@casino/server/src/db/migrate.ts';
import { createHouseAdapter } from '@casino/server/src/house/house-adapter.ts';
import { HOUSE_CODE, houseProviderSecret } from '@casino/server/src/house/house-config.ts';
import { inProcessWalletTransport } from '@casino/server/src/house/in-process-wallet.ts';
import { createWalletClient } from '@casino/server/src/house/wallet-client.ts';
import { ledgerAccounts } from '@casino/server/src/ledger/ledger-accounts.ts';
import { postTransaction } from '@casino/server/src/ledger/post-transaction.ts';
import { DEFAULT_SETTINGS } from '@casino/server/src/lottery/lottery-config.ts';
import type { LotteryContext } from '@casino/server/src/lottery/lottery-context.ts';
import { inPool } from '@casino/server/src/lottery/lottery-wallet.ts';
import { NORTHERN_LOTTERY } from '@casino/server/src/lottery/northern-lottery.ts';
import { placeLotteryBets, type SlipLine } from '@casino/server/src/lottery/place-bets.ts';
import { commitDraws, drawDueDraws } from '@casino/server/src/lottery/run-draws.ts';
import { settleDrawnDraws } from '@casino/server/src/lottery/settle-draw.ts';
import { createProviderRegistry } from '@casino/server/src/providers/provider-adapter.ts';
import { purposeKey, secretBox } from '@casino/server/src/secrets/sealed-secret.ts';
import { seedDemo } from '@casino/server/src/seed/seed-demo.ts';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { startServer } from './start-server.ts';
import { createTemporaryDatabase } from './temporary-database.ts';

/**
 * npm run bench -- lottery (PostgreSQL, DATABASE_URL): the house lottery on a temporary database `bench_lottery_*`.
 * First the real server in its own process takes slips over HTTP as the game pages send them (POST
 * /house/api/lottery/bet, each member one slip after another, every stake a signed wallet bet): bets accepted per
 * second with one-line and ten-line slips, beside /health of the same server. Then a northern draw is filled to
 * BENCH_LOTTERY_BETS (100,000) bets of BENCH_LOTTERY_MEMBERS (10,000) members (ten-line slips placed in process,
 * through the same wallet protocol), drawn, and settled as the scheduler settles it, timed (target 20 s); afterwards the
 * ledger and every ticket's win are checked.
 */

const CURRENCY = 'INR';
const LOTTERY_TYPE = 5;
const TOKEN_SECRET = 'benchmark-secret-not-for-use';
const FUNDS = 10_000_000n;

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return value;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

/** A slip of `lines` northern bets on one draw: đề, đầu/đuôi, lô and xiên picks spread over the members. */
function slipOf(drawId: string, lines: number, seed: number): SlipLine[] {
  const kinds: ((n: number) => SlipLine)[] = [
    (n) => ({ draw_id: drawId, bet_type: 'de', pick: [n % 100], stake: '1.00' }),
    (n) => ({ draw_id: drawId, bet_type: 'dau', pick: [n % 10], stake: '2.00' }),
    (n) => ({ draw_id: drawId, bet_type: 'duoi', pick: [(n * 7) % 10], stake: '2.00' }),
    (n) => ({ draw_id: drawId, bet_type: 'lo', pick: [(n * 13) % 100], stake: '0.10' }),
    (n) => ({ draw_id: drawId, bet_type: 'xien2', pick: [n % 50, 50 + (n % 50)], stake: '1.00' }),
  ];
  return Array.from({ length: lines }, (_, i) => kinds[(seed + i) % kinds.length]!(seed * 31 + i * 17));
}

export async function runLotteryBench(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('lottery bench: set DATABASE_URL to a PostgreSQL server (a temporary database is made there)');
    process.exit(2);
  }
  const members = envNumber('BENCH_LOTTERY_MEMBERS', 10_000);
  const target = envNumber('BENCH_LOTTERY_BETS', 100_000);
  const clients = envNumber('BENCH_LOTTERY_CLIENTS', 100);
  const seconds = envNumber('BENCH_SECONDS', 10);
  const database = await createTemporaryDatabase(adminUrl, 'bench_lottery');
  const handle = await openDatabase({ databaseUrl: database.url });
  const { db } = handle;
  try {
    // ------------------------------------------------------------------ the database: demo catalogue, games, members
    await migrate(handle);
    await seedDemo(db);
    const provider = await db.selectFrom('game_providers').select('id').where('code', '=', HOUSE_CODE).executeTakeFirstOrThrow();
    await db
      .insertInto('games')
      .values({ provider_id: provider.id, game_type_id: LOTTERY_TYPE, game_code: NORTHERN_LOTTERY, names: '{}', tags: [] })
      // The demo seed has it already (the lottery hall); a catalogue without it gets it here.
      .onConflict((oc) => oc.columns(['provider_id', 'game_code']).doNothing())
      .execute();
    const site = await db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow();
    const tag = randomBytes(3).toString('hex');
    const ids = (
      await db
        .insertInto('members')
        .values(
          Array.from({ length: members }, (_, i) => ({ site_id: site.id, account: `lot${tag}${i}`, currency_code: CURRENCY })),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);
    await inPool(ids, 16, async (id) => {
      await postTransaction(db, db, {
        key: `bench:lottery:fund:${id}`,
        kind: 'deposit',
        postings: [
          { account: ledgerAccounts.system('gateway:bench', CURRENCY), amount: -FUNDS },
          { account: ledgerAccounts.memberMain(id, CURRENCY), amount: FUNDS },
        ],
      });
    });
    // Each member's game session of the northern lottery, as a launch opens it (platform and house sides), in batches.
    const tokens = ids.map(() => randomBytes(32).toString('base64url'));
    const expires = new Date(Date.now() + 6 * 3_600_000);
    for (let from = 0; from < ids.length; from += 2_000) {
      const part = ids.slice(from, from + 2_000);
      await db
        .insertInto('game_sessions')
        .values(
          part.map((id, i) => ({
            id: `gs_${randomBytes(16).toString('base64url')}`,
            token_hash: createHash('sha256')
              .update(tokens[from + i]!)
              .digest('hex'),
            member_id: id,
            provider_id: provider.id,
            game_code: NORTHERN_LOTTERY,
            game_type_id: LOTTERY_TYPE,
            currency_code: CURRENCY,
            expires_at: expires,
          })),
        )
        .execute();
      await db
        .insertInto('house_sessions')
        .values(
          part.map((id, i) => ({
            token: tokens[from + i]!,
            demo: false,
            game_code: NORTHERN_LOTTERY,
            currency_code: CURRENCY,
            demo_balance: null,
            expires_at: expires,
            player: String(id),
          })),
        )
        .execute();
    }

    // The lottery as the server runs it, in this process: the house's wallet client handing its signed messages to
    // the platform's wallet endpoint in process (the default deployment), and the real clock.
    const secret = houseProviderSecret(TOKEN_SECRET);
    const providers = createProviderRegistry(db, [createHouseAdapter({ secret, db })]);
    await providers.prime();
    const ctx: LotteryContext = {
      db,
      wallet: createWalletClient({
        code: HOUSE_CODE,
        secret,
        walletUrl: 'http://in-process.invalid',
        transport: inProcessWalletTransport({ db, realtime: { broadcast: () => undefined }, providers }),
      }),
      clock: Date.now,
      settings: DEFAULT_SETTINGS,
      nodeId: 'bench',
      seeds: secretBox(purposeKey(TOKEN_SECRET, 'lottery-seed')),
    };
    await commitDraws(ctx);
    const draws = await db
      .selectFrom('lottery_draws')
      .select(['draw_id', 'draws_at'])
      .where('game', '=', NORTHERN_LOTTERY)
      .where('status', 'in', ['scheduled', 'open'])
      .orderBy('draws_at')
      .limit(3)
      .execute();
    // The draws after the one taking bets: a day or more from their close, whenever the benchmark runs. The HTTP run
    // bets on the later one; the draw settled holds only the bets it is filled with.
    const draw = draws[1]!;
    const httpDraw = draws[2]!;

    // ------------------------------------------------------------------ bets accepted per second over HTTP
    const server = await startServer({ env: { DATABASE_URL: database.url, KEEP_ALIVE_TIMEOUT_MS: '60000' } });
    let health: number;
    try {
      const post = (path: string, body: unknown) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      for (const lines of [1, 10]) {
        const latencies: number[] = [];
        let bets = 0;
        let refused = 0;
        const start = performance.now();
        const deadline = start + seconds * 1000;
        await Promise.all(
          Array.from({ length: clients }, async (_, c) => {
            for (let n = 0; performance.now() < deadline; n++) {
              const sent = performance.now();
              const answer = await post('/house/api/lottery/bet', {
                session: tokens[c]!,
                bets: slipOf(httpDraw.draw_id, lines, c * 1_000 + n),
              });
              await answer.arrayBuffer();
              latencies.push(performance.now() - sent);
              if (answer.status === 200) bets += lines;
              else refused++;
            }
          }),
        );
        const elapsed = (performance.now() - start) / 1000;
        latencies.sort((a, b) => a - b);
        if (refused > 0) throw new Error(`${refused} slips refused`);
        console.log(`lottery_bets_per_second_${lines}_line_slips: ${(bets / elapsed).toFixed(0)} bets/s`);
        console.log(`lottery_slip_${lines}_lines_p50_latency: ${percentile(latencies, 50).toFixed(1)} ms`);
        console.log(`lottery_slip_${lines}_lines_p99_latency: ${percentile(latencies, 99).toFixed(1)} ms`);
      }
      const result = await autocannon({ url: `${server.url}/health`, connections: 50, duration: 5 });
      health = result.requests.average;
      console.log(`lottery_health_requests_per_second: ${health.toFixed(0)} req/s`);
    } finally {
      await server.stop();
    }

    // ------------------------------------------------------------------ a draw of 100,000 bets settled
    const placedSoFar = async () =>
      Number(
        (
          await db
            .selectFrom('lottery_bets')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('game', '=', NORTHERN_LOTTERY)
            .where('draw_id', '=', draw.draw_id)
            .where('status', '=', 'open')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const missing = Math.max(0, target - (await placedSoFar()));
    const slips = Math.ceil(missing / 10);
    const filling = performance.now();
    await inPool(
      Array.from({ length: slips }, (_, i) => i),
      32,
      async (i) => {
        const lines = Math.min(10, missing - i * 10);
        await placeLotteryBets(ctx, tokens[i % members]!, { bets: slipOf(draw.draw_id, lines, 7_919 + i) });
      },
    );
    const bets = await placedSoFar();
    console.log(
      `lottery_draw_filled: ${bets} bets of ${members} members in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );

    // Closed and drawn at its time (a clock at the draw), then settled as the scheduler's runs settle it.
    await db
      .updateTable('lottery_draws')
      .set({ status: 'closed' })
      .where('game', '=', NORTHERN_LOTTERY)
      .where('draw_id', '=', draw.draw_id)
      .execute();
    const atDraw: LotteryContext = { ...ctx, clock: () => draw.draws_at.getTime() + 1_000 };
    await drawDueDraws(atDraw);
    const settling = performance.now();
    for (;;) {
      await settleDrawnDraws(atDraw, 10_000);
      const row = await db
        .selectFrom('lottery_draws')
        .select('status')
        .where('game', '=', NORTHERN_LOTTERY)
        .where('draw_id', '=', draw.draw_id)
        .executeTakeFirstOrThrow();
      if (row.status === 'settled') break;
      if (performance.now() - settling > 600_000) throw new Error('the draw was not settled within 10 minutes');
    }
    const settleSeconds = (performance.now() - settling) / 1000;
    const { rows: tickets } = await sql<{ tickets: string; won: string; paid: string }>`
      select count(*)::text as tickets, count(*) filter (where win > 0)::text as won, coalesce(sum(win), 0)::text as paid
      from lottery_tickets where game = ${NORTHERN_LOTTERY} and draw_id = ${draw.draw_id}`.execute(db);
    const t = tickets[0]!;
    console.log(
      `lottery_settle_draw_seconds: ${settleSeconds.toFixed(2)} s (${bets} bets, ${t.tickets} tickets, ${t.won} won; target <= 20 s)`,
    );
    console.log(`lottery_settle_bets_per_second: ${(bets / settleSeconds).toFixed(0)} bets/s`);
    console.log(`lottery_settle_to_health_ratio: ${(bets / settleSeconds / health).toFixed(4)} ratio`);

    // ------------------------------------------------------------------ the ledger and every ticket
    const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(db)).rows[0]?.n);
    const checks: [string, number][] = [
      [
        'unbalanced_transactions',
        await count(sql`select count(*)::text as n from (
          select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0) t`),
      ],
      [
        'currencies_not_summing_to_zero',
        await count(sql`select count(*)::text as n from (
          select currency_code from ledger_accounts group by currency_code having sum(balance) <> 0) t`),
      ],
      [
        'negative_member_accounts',
        await count(sql`select count(*)::text as n from ledger_accounts where member_id is not null and balance < 0`),
      ],
      [
        'balances_off_their_postings',
        await count(sql`select count(*)::text as n from ledger_accounts a
          left join (select account_id, sum(amount) as total from ledger_postings group by account_id) p on p.account_id = a.id
          where a.balance <> coalesce(p.total, 0)`),
      ],
      [
        'tickets_not_paid_once',
        await count(sql`
          with wins as (
            select round_id, count(*) as n, sum(amount) as amount from provider_transactions
            where provider_id = ${provider.id} and kind = 'win' and status = 'ok' group by round_id),
          payouts as (
            select ticket_id, sum(payout) as payout from lottery_bets
            where game = ${NORTHERN_LOTTERY} and draw_id = ${draw.draw_id} group by ticket_id)
          select count(*)::text as n from lottery_tickets t
          left join wins w on w.round_id = t.id left join payouts p on p.ticket_id = t.id
          where t.game = ${NORTHERN_LOTTERY} and t.draw_id = ${draw.draw_id} and (
            coalesce(w.n, 0) <> case when t.win > 0 then 1 else 0 end or coalesce(w.amount, 0) <> t.win
            or t.win <> coalesce(p.payout, 0))`),
      ],
      [
        'bets_not_settled',
        await count(sql`select count(*)::text as n from lottery_bets
          where draw_id = ${draw.draw_id} and game = ${NORTHERN_LOTTERY} and status <> 'settled'`),
      ],
    ];
    const failed = checks.filter(([, n]) => n !== 0);
    for (const [name, n] of failed) console.log(`lottery_${name}: ${n} rows`);
    if (failed.length > 0) {
      console.log('ledger_balanced: no');
      process.exitCode = 1;
      return;
    }
    console.log('ledger_balanced: yes');
  } finally {
    await handle.close();
    await database.drop();
  }
}
