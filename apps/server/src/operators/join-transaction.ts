import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

type Callback<T> = (trx: Transaction<Database>) => Promise<T>;

/**
 * A database handle for a use-case that opens its own transaction, so that it runs inside the caller's transaction
 * instead: its `transaction().execute(fn)` becomes a savepoint of `trx` (rolled back if fn throws), and every other
 * query goes to `trx`. The operator calls use it to write an audit row in the same transaction as the effect of a
 * payments use-case, without changing that use-case's signature.
 */
export function joinTransaction(trx: Transaction<Database>): Db {
  let savepoints = 0;
  const builder = {
    setAccessMode: () => builder,
    setIsolationLevel: () => builder,
    async execute<T>(callback: Callback<T>): Promise<T> {
      savepoints += 1;
      const name = sql.id(`joined_${savepoints}`);
      await sql`savepoint ${name}`.execute(trx);
      try {
        const result = await callback(trx);
        await sql`release savepoint ${name}`.execute(trx);
        return result;
      } catch (error) {
        await sql`rollback to savepoint ${name}`.execute(trx).catch(() => undefined);
        throw error;
      }
    },
  };
  return new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') return () => builder;
      const value = Reflect.get(target, property, target);
      // Kysely keeps its state in private fields: its methods must run on the real object.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as unknown as Db;
}
