import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { ledgerInvariants } from '../testing/ledger-invariants.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { type AccountRef, ledgerAccounts, readBalance } from './ledger-accounts.ts';
import { AlreadyReversed, InsufficientFunds, type Posting, postTransaction, reverseTransaction } from './post-transaction.ts';

/**
 * Property tests: random sequences of deposits, transfers, reversals and replays run against the ledger and against a
 * plain model of the members' balances. Every answer must be the model's, and the invariants must hold after each run.
 */
let database: TestDatabase;
let db: Db;
let run = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.handle.db;
});

afterAll(async () => {
  await database?.drop();
});

const MEMBERS = 4;
const gateway = ledgerAccounts.system('gateway:property', 'INR');

type Command =
  | { kind: 'deposit'; to: number; amount: bigint }
  | { kind: 'transfer'; from: number; to: number; amount: bigint }
  | { kind: 'reverse'; pick: number }
  | { kind: 'replay'; pick: number };

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const amount = fc.bigInt({ min: 1n, max: 5_000n });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), to: member, amount }),
  fc.record({ kind: fc.constant('transfer' as const), from: member, to: member, amount }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
);

/** A posted movement as the model keeps it: member index -> signed amount, and whether it was reversed. */
type Posted = { id: bigint; key: string; postings: Posting[]; moves: Map<number, bigint>; reversed: boolean };

async function openMembers(): Promise<AccountRef[]> {
  const rows = await db
    .insertInto('members')
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ site_id: 1, account: `prop${run}x${i}`, currency_code: 'INR' })))
    .returning('id')
    .execute();
  return rows.map((r) => ledgerAccounts.memberMain(r.id, 'INR'));
}

describe('ledger properties', () => {
  it('answers every random sequence as the model does, and keeps the invariants', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        run += 1;
        const accounts = await openMembers();
        const model = Array.from({ length: MEMBERS }, () => 0n);
        const posted: Posted[] = [];
        let step = 0;

        const post = async (moves: Map<number, bigint>, counter: bigint) => {
          step += 1;
          const key = `prop:${run}:${step}`;
          const postings: Posting[] = [
            ...[...moves].map(([i, value]) => ({ account: accounts[i] as AccountRef, amount: value })),
            { account: gateway, amount: counter },
          ];
          const affordable = [...moves].every(([i, value]) => (model[i] as bigint) + value >= 0n);
          if (!affordable) {
            await expect(postTransaction(db, db, { key, kind: 'adjustment', postings })).rejects.toBeInstanceOf(
              InsufficientFunds,
            );
            return;
          }
          const result = await postTransaction(db, db, { key, kind: 'adjustment', postings });
          expect(result.replayed).toBe(false);
          for (const [i, value] of moves) model[i] = (model[i] as bigint) + value;
          posted.push({ id: result.id, key, postings, moves, reversed: false });
        };

        for (const c of commands) {
          if (c.kind === 'deposit') await post(new Map([[c.to, c.amount]]), -c.amount);
          else if (c.kind === 'transfer') {
            if (c.from === c.to) continue;
            await post(
              new Map([
                [c.from, -c.amount],
                [c.to, c.amount],
              ]),
              0n,
            );
          } else if (posted.length > 0) {
            const target = posted[c.pick % posted.length] as Posted;
            if (c.kind === 'replay') {
              const again = await postTransaction(db, db, { key: target.key, kind: 'adjustment', postings: target.postings });
              expect(again).toMatchObject({ id: target.id, replayed: true });
              continue;
            }
            step += 1;
            const key = `prop:${run}:${step}`;
            const affordable = [...target.moves].every(([i, value]) => (model[i] as bigint) - value >= 0n);
            if (target.reversed) {
              await expect(reverseTransaction(db, db, target.id, key)).rejects.toBeInstanceOf(AlreadyReversed);
            } else if (!affordable) {
              await expect(reverseTransaction(db, db, target.id, key)).rejects.toBeInstanceOf(InsufficientFunds);
            } else {
              await reverseTransaction(db, db, target.id, key);
              for (const [i, value] of target.moves) model[i] = (model[i] as bigint) - value;
              target.reversed = true;
            }
          }
        }

        for (const [i, account] of accounts.entries()) expect(await readBalance(db, account)).toBe(model[i]);
        expect(await ledgerInvariants(db)).toMatchObject({ nonZeroCurrencies: [], drift: 0, unbalanced: 0, negative: 0 });
      }),
      { numRuns: 30 },
    );
  });
});
