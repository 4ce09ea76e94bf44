import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../testing/test-database.ts';
import { inTransaction } from './executor.ts';
import { IdempotencyKeyReused, runIdempotent } from './idempotent-request.ts';
import { type AccountRef, ledgerAccounts, readBalance } from './ledger-accounts.ts';
import {
  AlreadyReversed,
  IdempotencyConflict,
  InsufficientFunds,
  postTransaction,
  reverseTransaction,
} from './post-transaction.ts';

let database: TestDatabase;
let db: Db;
let members: number[] = [];

/** Opens members of site 1 to hang ledger accounts on. */
async function createMembers(count: number): Promise<number[]> {
  const rows = await db
    .insertInto('members')
    .values(Array.from({ length: count }, (_, i) => ({ site_id: 1, account: `ledger${Date.now()}${i}`, currency_code: 'INR' })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

const main = (id: number) => ledgerAccounts.memberMain(id, 'INR');
const gateway = ledgerAccounts.system('gateway:test', 'INR');

async function deposit(memberId: number, amount: bigint, key: string) {
  return postTransaction(db, db, {
    key,
    kind: 'deposit',
    postings: [
      { account: gateway, amount: -amount },
      { account: main(memberId), amount },
    ],
  });
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.handle.db;
  members = await createMembers(12);
});

afterAll(async () => {
  await database?.drop();
});

describe('ledger', () => {
  it('moves money between accounts and keeps cached balances equal to the postings', async () => {
    const [a, b] = members as [number, number];
    const posted = await deposit(a, 10_000n, 'basic-deposit-a');
    expect(posted.replayed).toBe(false);
    expect(posted.balances.get(`${main(a).code}|INR`)).toBe(10_000n);
    await postTransaction(db, db, {
      key: 'basic-transfer',
      kind: 'adjustment',
      postings: [
        { account: main(a), amount: -2_500n },
        { account: main(b), amount: 2_500n },
      ],
    });
    expect(await readBalance(db, main(a))).toBe(7_500n);
    expect(await readBalance(db, main(b))).toBe(2_500n);
    const totals = await ledgerInvariants(db);
    expect(totals).toMatchObject({ drift: 0, unbalanced: 0, negative: 0 });
    expect(totals.totals.INR).toBe('0');
  });

  it('refuses postings that do not sum to zero, and amounts that are not bigint', async () => {
    const [a] = members as [number];
    await expect(
      postTransaction(db, db, {
        key: 'unbalanced',
        kind: 'adjustment',
        postings: [
          { account: gateway, amount: -5n },
          { account: main(a), amount: 6n },
        ],
      }),
    ).rejects.toThrow(/sum to/);
    await expect(
      postTransaction(db, db, {
        key: 'float',
        kind: 'adjustment',
        postings: [
          { account: gateway, amount: -5 as unknown as bigint },
          { account: main(a), amount: 5 as unknown as bigint },
        ],
      }),
    ).rejects.toThrow(/bigint/);
    const row = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', 'in', ['unbalanced', 'float'])
      .execute();
    expect(row).toHaveLength(0);
  });

  it('never takes a member below zero, and a refused movement leaves nothing behind', async () => {
    const [, , c] = members as [number, number, number];
    await deposit(c, 100n, 'small-deposit-c');
    await expect(
      postTransaction(db, db, {
        key: 'overdraw-c',
        kind: 'withdrawal',
        postings: [
          { account: main(c), amount: -101n },
          { account: gateway, amount: 101n },
        ],
      }),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await readBalance(db, main(c))).toBe(100n);
    const refused = await db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', 'overdraw-c').execute();
    expect(refused).toHaveLength(0);
  });

  it('posts a key once: a replay returns the first result, another movement under the key is refused', async () => {
    const [, , , d] = members as [number, number, number, number];
    const first = await deposit(d, 700n, 'replayed-deposit');
    const again = await deposit(d, 700n, 'replayed-deposit');
    expect(again.replayed).toBe(true);
    expect(again.id).toBe(first.id);
    expect(again.balances.get(`${main(d).code}|INR`)).toBe(700n);
    await expect(deposit(d, 701n, 'replayed-deposit')).rejects.toBeInstanceOf(IdempotencyConflict);
    expect(await readBalance(db, main(d))).toBe(700n);
  });

  it('reverses a transaction once, and not when the member already spent the money', async () => {
    const [, , , , e, f] = members as [number, number, number, number, number, number];
    const posted = await deposit(e, 900n, 'to-reverse');
    await reverseTransaction(db, db, posted.id, 'reverse-once');
    expect(await readBalance(db, main(e))).toBe(0n);
    await expect(reverseTransaction(db, db, posted.id, 'reverse-twice')).rejects.toBeInstanceOf(AlreadyReversed);

    const spent = await deposit(f, 900n, 'spent-then-reversed');
    await postTransaction(db, db, {
      key: 'spend-f',
      kind: 'bet',
      postings: [
        { account: main(f), amount: -600n },
        { account: ledgerAccounts.system('house', 'INR'), amount: 600n },
      ],
    });
    await expect(reverseTransaction(db, db, spent.id, 'reverse-spent')).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await readBalance(db, main(f))).toBe(300n);
  });

  it('rolls a movement back with the transaction of the caller', async () => {
    const [, , , , , , g] = members as number[] as [number, number, number, number, number, number, number];
    await expect(
      inTransaction(db, async (trx) => {
        await postTransaction(db, trx, {
          key: 'inside-rolled-back',
          kind: 'deposit',
          postings: [
            { account: gateway, amount: -50n },
            { account: main(g), amount: 50n },
          ],
        });
        throw new Error('caller changed its mind');
      }),
    ).rejects.toThrow('caller changed its mind');
    expect(await readBalance(db, main(g))).toBe(0n);
    // The account opened inside the rolled-back transaction is opened again on the next movement.
    await deposit(g, 50n, 'after-rollback');
    expect(await readBalance(db, main(g))).toBe(50n);
  });

  it('answers an idempotent request once, refusals included', async () => {
    const [, , , , , , , h] = members as number[] as [number, number, number, number, number, number, number, number];
    let runs = 0;
    const work = (amount: bigint) => async (trx: Parameters<Parameters<typeof runIdempotent>[4]>[0]) => {
      runs += 1;
      const posted = await postTransaction(db, trx, {
        key: `request-${amount}-${runs}`,
        kind: 'deposit',
        postings: [
          { account: gateway, amount: -amount },
          { account: main(h), amount },
        ],
      });
      return { balance: String(posted.balances.get(`${main(h).code}|INR`)) };
    };
    const first = await runIdempotent(db, `member:${h}`, 'key-0001', { amount: '1.00' }, work(100n));
    const replay = await runIdempotent(db, `member:${h}`, 'key-0001', { amount: '1.00' }, work(100n));
    expect(replay).toEqual(first);
    expect(runs).toBe(1);
    await expect(runIdempotent(db, `member:${h}`, 'key-0001', { amount: '2.00' }, work(200n))).rejects.toBeInstanceOf(
      IdempotencyKeyReused,
    );

    const refuse = async () => {
      runs += 1;
      throw new Refusal(106, 'insufficient_balance');
    };
    await expect(runIdempotent(db, `member:${h}`, 'key-0002', { amount: '9.00' }, refuse)).rejects.toMatchObject({ code: 106 });
    const runsAfterRefusal = runs;
    await expect(runIdempotent(db, `member:${h}`, 'key-0002', { amount: '9.00' }, work(900n))).rejects.toMatchObject({
      code: 106,
    });
    expect(runs).toBe(runsAfterRefusal);
    expect(await readBalance(db, main(h))).toBe(100n);
  });

  it('posts one movement over hundreds of accounts at once', async () => {
    const many = await createMembers(400);
    const posted = await postTransaction(db, db, {
      key: 'payroll-400',
      kind: 'adjustment',
      postings: [{ account: gateway, amount: -400n * 25n }, ...many.map((id) => ({ account: main(id), amount: 25n }))],
    });
    expect(posted.replayed).toBe(false);
    expect(posted.balances.size).toBe(401);
    expect(await readBalance(db, main(many[399] as number))).toBe(25n);
    const totals = await ledgerInvariants(db);
    expect(totals).toMatchObject({ drift: 0, unbalanced: 0, negative: 0 });
  });

  it('posts movements sent at the same moment together, each with its own answer', async () => {
    const group = await createMembers(6);
    for (const [i, id] of group.entries()) await deposit(id, 1_000n, `together-seed-${i}`);
    const move = (key: string, from: number, to: number, amount: bigint, reverses?: bigint) =>
      postTransaction(db, db, {
        key,
        kind: 'adjustment',
        ...(reverses === undefined ? {} : { reverses }),
        postings: [
          { account: main(from), amount: -amount },
          { account: main(to), amount },
        ],
      });
    const [a, b, c, d, e, f] = group as [number, number, number, number, number, number];
    const settled = await Promise.allSettled([
      move('together-1', a, b, 400n),
      move('together-2', b, c, 1_300n), // b holds 1,400 once together-1 is in; more than that would be refused
      move('together-3', c, d, 5_000n), // more than c could ever hold here: refused
      move('together-4', e, f, 10n, 999_999_999_999n), // reverses a transaction that does not exist: an error
      move('together-1', a, b, 400n), // the same movement again: the first answer
      move('together-5', f, e, 10n),
    ]);
    const [one, two, three, four, again, five] = settled;
    expect(one).toMatchObject({ status: 'fulfilled', value: { replayed: false } });
    expect(three).toMatchObject({ status: 'rejected', reason: expect.any(InsufficientFunds) });
    expect(four).toMatchObject({ status: 'rejected' });
    expect((four as PromiseRejectedResult).reason).not.toBeInstanceOf(InsufficientFunds);
    expect(again).toMatchObject({ status: 'fulfilled', value: { replayed: true } });
    expect((again as PromiseFulfilledResult<{ id: bigint }>).value.id).toBe(
      (one as PromiseFulfilledResult<{ id: bigint }>).value.id,
    );
    expect(five).toMatchObject({ status: 'fulfilled', value: { replayed: false } });
    // together-2 ran after or before together-1: either way b never went below zero
    const bPosted = two.status === 'fulfilled';
    expect(await readBalance(db, main(b))).toBe(bPosted ? 100n : 1_400n);
    expect(await readBalance(db, main(c))).toBe(bPosted ? 2_300n : 1_000n);
    expect(await readBalance(db, main(e))).toBe(1_010n);
    expect(await readBalance(db, main(f))).toBe(990n);
    expect(await ledgerInvariants(db)).toMatchObject({ drift: 0, unbalanced: 0, negative: 0 });
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'posts a batch that fails as a whole movement by movement, so only the bad one fails',
    async () => {
      const group = await createMembers(5);
      for (const [i, id] of group.entries()) await deposit(id, 1_000n, `batch-seed-${i}`);
      const [a, b, c, d, e] = group as [number, number, number, number, number];
      const move = (key: string, from: number, to: number, reverses?: bigint) =>
        postTransaction(db, db, {
          key,
          kind: 'adjustment',
          ...(reverses === undefined ? {} : { reverses }),
          postings: [
            { account: main(from), amount: -100n },
            { account: main(to), amount: 100n },
          ],
        });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // Another transaction holds a's account: the first movement waits in flight, the next three (over b, which
      // that movement holds) wait in the queue and leave together once it is done.
      const holder = db.transaction().execute(async (trx) => {
        await trx.selectFrom('ledger_accounts').select('id').where('code', '=', main(a).code).forUpdate().execute();
        locked();
        await held;
      });
      await isLocked;
      const first = move('batch-1', a, b);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const rest = Promise.allSettled([
        move('batch-2', b, c),
        move('batch-3', b, d, 999_999_999_999n), // reverses nothing that exists: the database refuses it
        move('batch-4', b, e),
      ]);
      release();
      await holder;
      expect((await first).replayed).toBe(false);
      const [two, three, four] = await rest;
      expect(two.status).toBe('fulfilled');
      expect(three.status).toBe('rejected');
      expect(four.status).toBe('fulfilled');
      expect(await readBalance(db, main(b))).toBe(900n);
      expect(await readBalance(db, main(c))).toBe(1_100n);
      expect(await readBalance(db, main(d))).toBe(1_000n);
      expect(await readBalance(db, main(e))).toBe(1_100n);
      expect(await ledgerInvariants(db)).toMatchObject({ drift: 0, unbalanced: 0, negative: 0 });
    },
  );

  it('keeps every invariant under many concurrent random movements and replays', async () => {
    const pool = members.slice(8);
    const accounts: AccountRef[] = pool.map(main);
    for (const [i, id] of pool.entries()) await deposit(id, 5_000n, `seed-${i}`);
    const before = await ledgerInvariants(db);
    const workers = testDatabaseKind() === 'postgres' ? 16 : 4;
    const perWorker = testDatabaseKind() === 'postgres' ? 150 : 60;
    const answers = new Map<string, string>();
    let replays = 0;

    async function worker(w: number) {
      let previous: { key: string; from: AccountRef; to: AccountRef; amount: bigint } | undefined;
      for (let i = 0; i < perWorker; i += 1) {
        // Every fourth movement replays the one before it, which must get the first answer back.
        const replay = i % 4 === 3 && previous ? previous : undefined;
        const from = replay?.from ?? (accounts[Math.floor(Math.random() * accounts.length)] as AccountRef);
        let to = replay?.to ?? (accounts[Math.floor(Math.random() * accounts.length)] as AccountRef);
        if (to === from) to = accounts[(accounts.indexOf(from) + 1) % accounts.length] as AccountRef;
        const amount = replay?.amount ?? BigInt(1 + Math.floor(Math.random() * 3_000));
        const key = replay?.key ?? `w${w}-${i}`;
        previous = { key, from, to, amount };
        try {
          const posted = await postTransaction(db, db, {
            key,
            kind: 'adjustment',
            postings: [
              { account: from, amount: -amount },
              { account: to, amount },
            ],
          });
          const first = answers.get(key);
          if (first) {
            expect(posted.replayed).toBe(true);
            expect(posted.id.toString()).toBe(first);
            replays += 1;
          } else answers.set(key, posted.id.toString());
        } catch (error) {
          // A movement larger than the balance is refused; the invariants below still hold.
          if (!(error instanceof InsufficientFunds)) throw error;
        }
      }
    }
    await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));

    const after = await ledgerInvariants(db);
    expect(after).toMatchObject({ drift: 0, unbalanced: 0, negative: 0 });
    expect(after.totals).toEqual(before.totals);
    expect(answers.size).toBeGreaterThan(workers * 10);
    expect(replays).toBeGreaterThan(0);
  });
});
