import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Executor } from './executor.ts';

/**
 * A ledger account by its code and currency. Member accounts may never go below zero; system accounts stand for
 * money outside the members' wallets (a gateway, a provider, the house) and may.
 */
export type AccountRef = { code: string; currency: string; memberId?: number; allowNegative?: boolean };

/** How many rows a busy system account is spread over (docs/decisions/0032-spin-cost.md). */
export const SYSTEM_ACCOUNT_SHARDS = 8;
const SHARD_SEPARATOR = '#';

export const ledgerAccounts = {
  memberMain: (memberId: number, currency: string): AccountRef => ({ code: `member:${memberId}:main`, currency, memberId }),
  memberProvider: (memberId: number, gpId: number, currency: string): AccountRef => ({
    code: `member:${memberId}:provider:${gpId}`,
    currency,
    memberId,
  }),
  /** Money of a requested withdrawal, held until an operator pays or rejects it. */
  memberWithdrawalHold: (memberId: number, currency: string): AccountRef => ({
    code: `member:${memberId}:withdrawal_hold`,
    currency,
    memberId,
  }),
  system: (code: string, currency: string): AccountRef => ({ code, currency, allowNegative: true }),
  /**
   * One of the SYSTEM_ACCOUNT_SHARDS rows of a busy system account (a provider's, the jackpot's), chosen by `key` (a
   * member id): every bet and win moves such an account, and on one row they would all wait for each other's commit.
   * Shard 0 is the account itself; readBalance of a system account sums its shards.
   */
  systemShard: (code: string, currency: string, key: number): AccountRef => {
    const shard = ((key % SYSTEM_ACCOUNT_SHARDS) + SYSTEM_ACCOUNT_SHARDS) % SYSTEM_ACCOUNT_SHARDS;
    return { code: shard === 0 ? code : `${code}${SHARD_SEPARATOR}${shard}`, currency, allowNegative: true };
  },
};

/** The key of an account within one currency. */
export function accountKey(ref: Pick<AccountRef, 'code' | 'currency'>): string {
  return `${ref.code}|${ref.currency}`;
}

// An account's id never changes once made, so each database's ids are remembered for the life of the process.
const knownIds = new WeakMap<Db, Map<string, bigint>>();

function idsOf(db: Db): Map<string, bigint> {
  let ids = knownIds.get(db);
  if (!ids) {
    ids = new Map();
    knownIds.set(db, ids);
  }
  return ids;
}

/** The ids of the given accounts, opening those that do not exist yet. */
export async function resolveAccountIds(db: Db, executor: Executor, refs: AccountRef[]): Promise<Map<string, bigint>> {
  const ids = idsOf(db);
  const result = new Map<string, bigint>();
  const missing: AccountRef[] = [];
  for (const ref of refs) {
    const id = ids.get(accountKey(ref));
    if (id === undefined) missing.push(ref);
    else result.set(accountKey(ref), id);
  }
  if (missing.length > 0) {
    const created = await executor
      .insertInto('ledger_accounts')
      .values(
        missing.map((ref) => ({
          code: ref.code,
          currency_code: ref.currency,
          member_id: ref.memberId ?? null,
          allow_negative: ref.allowNegative ?? false,
        })),
      )
      .onConflict((oc) => oc.columns(['code', 'currency_code']).doNothing())
      .returning('id')
      .execute();
    const { rows } = await sql<{ id: bigint; code: string; currency_code: string }>`
      select a.id, a.code, a.currency_code
      from unnest(${missing.map((r) => r.code)}::text[], ${missing.map((r) => r.currency)}::text[]) as wanted (code, currency_code)
      join ledger_accounts a on a.code = wanted.code and a.currency_code = wanted.currency_code`.execute(executor);
    // An account opened inside a transaction that may still roll back is not remembered yet.
    const uncommitted = executor.isTransaction ? new Set(created.map((row) => row.id)) : new Set<bigint>();
    for (const row of rows) {
      const key = accountKey({ code: row.code, currency: row.currency_code });
      if (!uncommitted.has(row.id)) ids.set(key, row.id);
      result.set(key, row.id);
    }
  }
  if (result.size !== new Set(refs.map(accountKey)).size) throw new Error('ledger accounts could not be opened');
  return result;
}

/**
 * The balance of one account in minor units; an account never opened holds nothing. A system account's balance is
 * the sum of its shards (ledgerAccounts.systemShard).
 */
export async function readBalance(executor: Executor, ref: AccountRef): Promise<bigint> {
  if (ref.allowNegative) {
    // Shard codes are `${code}#n`: the range ['code#', 'code$') holds exactly them, and reads the unique index.
    const { rows } = await sql<{ total: string | null }>`
      select sum(balance)::text as total from ledger_accounts
      where currency_code = ${ref.currency}
        and (code = ${ref.code} or (code >= ${`${ref.code}${SHARD_SEPARATOR}`} and code < ${`${ref.code}$`}))`.execute(executor);
    return BigInt(rows[0]?.total ?? '0');
  }
  const row = await executor
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', ref.code)
    .where('currency_code', '=', ref.currency)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
