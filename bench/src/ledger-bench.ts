import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, type Db, openDatabase } from '@casino/server/src/db/database.ts';
import { migrate } from '@casino/server/src/db/migrate.ts';
import { type AccountRef, ledgerAccounts } from '@casino/server/src/ledger/ledger-accounts.ts';
import {
  InsufficientFunds,
  type LedgerEntry,
  type Posting,
  postTransaction,
} from '@casino/server/src/ledger/post-transaction.ts';
import { seedDemo } from '@casino/server/src/seed/seed-demo.ts';
import { sql } from 'kysely';
import { createTemporaryDatabase } from './temporary-database.ts';

function envNumber(name: string, fallback: number, integer: boolean): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, not "${raw}"`);
  }
  return value;
}

type Settings = { seconds: number; warmupSeconds: number; members: number; pgConcurrency: number };

/** Read when the benchmark starts, so that a bad value does not break the other benchmarks. */
function readSettings(): Settings {
  const seconds = envNumber('BENCH_SECONDS', 5, false);
  const members = envNumber('BENCH_MEMBERS', 2_000, true);
  if (members < 2) throw new Error('BENCH_MEMBERS must be at least 2');
  return {
    seconds,
    warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', Math.min(1, seconds), false),
    members,
    pgConcurrency: envNumber('BENCH_CONCURRENCY', 32, true),
  };
}

let settings: Settings;
/** Upper bound of operations per worker and measurement, so that no loop can run away whatever the clock does. */
const MAX_OPS_PER_WORKER = 5_000_000;
const CURRENCY = 'INR';
const MEMBER_FUNDS = 1_000_000_000n;
const HOT_FUNDS = 1_000_000_000_000_000n;

/** Set on Ctrl-C: loops end, the temporary PostgreSQL database is still dropped. */
let stopping = false;

type Target = { label: 'pglite' | 'postgres'; handle: DatabaseHandle; concurrency: number; dispose(): Promise<void> };

async function openPGliteTarget(): Promise<Target> {
  const handle = await openDatabase({ dataDir: null });
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  // PGlite is one connection: more workers would only queue in front of it.
  return { label: 'pglite', handle, concurrency: 1, dispose: () => handle.close() };
}

/** A fresh database on the server of adminUrl, built with the real migrations and dropped again by dispose(). */
async function openPostgresTarget(adminUrl: string): Promise<Target> {
  const { url, drop } = await createTemporaryDatabase(adminUrl, 'bench_ledger');
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: url });
    await migrate(handle);
  } catch (error) {
    await handle?.close();
    await drop();
    throw error;
  }
  const opened = handle;
  return {
    label: 'postgres',
    handle: opened,
    concurrency: settings.pgConcurrency,
    async dispose() {
      try {
        await opened.close();
      } finally {
        await drop();
      }
    },
  };
}

/** Operations per second of op run by `concurrency` workers for `seconds`, after a warm-up of the same kind. */
async function throughput(concurrency: number, op: () => Promise<void>): Promise<number> {
  const run = async (seconds: number) => {
    const start = performance.now();
    const deadline = start + seconds * 1000;
    let done = 0;
    const worker = async () => {
      for (let i = 0; i < MAX_OPS_PER_WORKER && !stopping && performance.now() < deadline; i += 1) {
        await op();
        done += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    // Operations started before the deadline finish after it; the rate is over the time really taken.
    return done / ((performance.now() - start) / 1000);
  };
  await run(settings.warmupSeconds);
  return run(settings.seconds);
}

type Fixture = { members: AccountRef[]; hot: AccountRef; ceilingIds: bigint[]; hotCeilingId: bigint };

/** Posts a movement that must be new and must move every posting, else throws. */
async function expectPosted(db: Db, entry: LedgerEntry): Promise<void> {
  const posted = await postTransaction(db, db, entry);
  if (posted.replayed || posted.balances.size !== entry.postings.length) {
    throw new Error(
      `${entry.key}: posted as replayed=${posted.replayed} with ${posted.balances.size} of ${entry.postings.length} postings`,
    );
  }
}

/** Site 1 from the demo seed, BENCH_MEMBERS members and one hot member, all funded, and a copy of their rows for the ceiling. */
async function prepare(db: Db): Promise<Fixture> {
  await seedDemo(db);
  const site = await db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow();
  const tag = randomBytes(3).toString('hex');
  const memberIds: number[] = [];
  const accounts = [...Array.from({ length: settings.members }, (_, i) => `bench${tag}${i}`), `bench${tag}hot`];
  for (let i = 0; i < accounts.length; i += 1_000) {
    const rows = await db
      .insertInto('members')
      .values(accounts.slice(i, i + 1_000).map((account) => ({ site_id: site.id, account, currency_code: CURRENCY })))
      .returning('id')
      .execute();
    memberIds.push(...rows.map((r) => r.id));
  }
  const hotId = memberIds.pop() as number;
  const members = memberIds.map((id) => ledgerAccounts.memberMain(id, CURRENCY));
  const hot = ledgerAccounts.memberMain(hotId, CURRENCY);
  const gateway = ledgerAccounts.system('gateway:bench', CURRENCY);

  // Funding goes through postTransaction too; it also opens the accounts and fills the id cache. 100 members a
  // movement: on PGlite 0.5.16 the row-value IN list of resolveAccountIds returns no rows from about 300 pairs on.
  for (let i = 0; i < members.length; i += 100) {
    const chunk = members.slice(i, i + 100);
    await expectPosted(db, {
      key: `bench:fund:${i}`,
      kind: 'deposit',
      postings: [
        { account: gateway, amount: -MEMBER_FUNDS * BigInt(chunk.length) },
        ...chunk.map((account): Posting => ({ account, amount: MEMBER_FUNDS })),
      ],
    });
  }
  await expectPosted(db, {
    key: 'bench:fund:hot',
    kind: 'deposit',
    postings: [
      { account: gateway, amount: -HOT_FUNDS },
      { account: hot, amount: HOT_FUNDS },
    ],
  });

  const funded = await db
    .selectFrom('ledger_accounts as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('m.account', 'like', `bench${tag}%`)
    .where('a.balance', 'in', [MEMBER_FUNDS, HOT_FUNDS])
    .executeTakeFirstOrThrow();
  if (Number(funded.n) !== settings.members + 1) {
    throw new Error(`${funded.n} of ${settings.members + 1} member accounts were funded`);
  }

  // The ceiling updates a copy of the same rows (same columns, check and indexes), so the ledger itself stays whole.
  await sql`create table bench_ceiling (like ledger_accounts including defaults including constraints including indexes)`.execute(
    db,
  );
  await sql`insert into bench_ceiling select a.* from ledger_accounts a join members m on m.id = a.member_id
    where m.account like ${`bench${tag}%`}`.execute(db);
  await sql`analyze bench_ceiling`.execute(db);
  await sql`analyze ledger_accounts`.execute(db);
  const copied = await sql<{ id: bigint; code: string }>`select id, code from bench_ceiling`.execute(db);
  const ceilingIds = copied.rows.filter((r) => r.code !== hot.code).map((r) => r.id);
  const hotCeilingId = copied.rows.find((r) => r.code === hot.code)?.id;
  if (hotCeilingId === undefined || ceilingIds.length !== settings.members) throw new Error('ceiling rows were not copied');
  return { members, hot, ceilingIds, hotCeilingId };
}

/** Prints the ledger's invariants and throws when one does not hold. */
async function checkLedger(db: Db, prefix: string): Promise<void> {
  const sums = await sql<{ currency_code: string; total: string }>`
    select currency_code, sum(balance)::text as total
    from ledger_accounts group by currency_code order by currency_code`.execute(db);
  const negative = await sql<{ n: string }>`
    select count(*)::text as n from ledger_accounts
    where (member_id is not null or not allow_negative) and balance < 0`.execute(db);
  const drift = await sql<{ n: string }>`
    select count(*)::text as n from ledger_accounts a
    left join (select account_id, sum(amount) as total from ledger_postings group by account_id) p on p.account_id = a.id
    where a.balance <> coalesce(p.total, 0)`.execute(db);
  const failures: string[] = [];
  for (const row of sums.rows) {
    console.log(`${prefix}_ledger_sum_${row.currency_code}: ${row.total} minor units`);
    if (row.total !== '0') failures.push(`${row.currency_code} sums to ${row.total}`);
  }
  const negativeCount = Number(negative.rows[0]?.n);
  const driftCount = Number(drift.rows[0]?.n);
  console.log(`${prefix}_negative_member_accounts: ${negativeCount} accounts`);
  console.log(`${prefix}_balances_off_their_postings: ${driftCount} accounts`);
  if (negativeCount !== 0) failures.push(`${negativeCount} member accounts below zero`);
  if (driftCount !== 0) failures.push(`${driftCount} cached balances differ from their postings`);
  if (sums.rows.length === 0) failures.push('no ledger accounts');
  if (failures.length > 0) throw new Error(`${prefix}: the ledger does not balance: ${failures.join('; ')}`);
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function benchTarget(target: Target): Promise<void> {
  const { db } = target.handle;
  const { label, concurrency } = target;
  const fixture = await prepare(db);
  await checkLedger(db, `${label}_after_funding`);
  let sequence = 0;
  let refused = 0;

  const transfer = async (from: AccountRef, to: AccountRef) => {
    const amount = BigInt(1 + Math.floor(Math.random() * 100));
    sequence += 1;
    try {
      await expectPosted(db, {
        key: `bench:${sequence}`,
        kind: 'adjustment',
        postings: [
          { account: from, amount: -amount },
          { account: to, amount },
        ],
      });
    } catch (error) {
      if (!(error instanceof InsufficientFunds)) throw error;
      refused += 1;
    }
  };
  const bump = async (id: bigint) => {
    await sql`update bench_ceiling set balance = balance + 1 where id = ${id}`.execute(db);
  };

  const workloads = [
    {
      name: 'many_accounts',
      transfer: () => {
        const from = pick(fixture.members);
        let to = pick(fixture.members);
        while (to === from) to = pick(fixture.members);
        return transfer(from, to);
      },
      ceiling: () => bump(pick(fixture.ceilingIds)),
    },
    {
      name: 'hot_account',
      transfer: () => transfer(fixture.hot, pick(fixture.members)),
      ceiling: () => bump(fixture.hotCeilingId),
    },
  ];
  console.log(`${label}_concurrency: ${concurrency} workers`);
  for (const workload of workloads) {
    const prefix = `${label}_${workload.name}`;
    const transfers = await throughput(concurrency, workload.transfer);
    console.log(`${prefix}_transfers_per_second: ${transfers.toFixed(0)} transfers/s`);
    await checkLedger(db, prefix);
    const ceiling = await throughput(concurrency, workload.ceiling);
    console.log(`${prefix}_update_ceiling: ${ceiling.toFixed(0)} updates/s`);
    console.log(`${prefix}_transfers_to_ceiling_ratio: ${(transfers / ceiling).toFixed(2)} ratio`);
  }
  if (refused > 0) console.log(`${label}_refused_insufficient_funds: ${refused} transfers`);
}

/**
 * Ledger transfers per second through the real postTransaction, on PGlite and (with DATABASE_URL) on PostgreSQL,
 * over many accounts and through one hot account, each beside a bare single-row UPDATE loop as its ceiling.
 */
export async function runLedgerBench(): Promise<void> {
  settings = readSettings();
  const onSigint = () => {
    stopping = true;
    process.exitCode = 130;
  };
  process.once('SIGINT', onSigint);
  try {
    const openers: (() => Promise<Target>)[] = [openPGliteTarget];
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) openers.push(() => openPostgresTarget(databaseUrl));
    for (const open of openers) {
      if (stopping) break;
      const target = await open();
      try {
        await benchTarget(target);
      } finally {
        await target.dispose();
      }
    }
  } finally {
    process.off('SIGINT', onSigint);
  }
}
