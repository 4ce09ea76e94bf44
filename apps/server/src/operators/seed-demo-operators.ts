import type { Transaction } from 'kysely';
import { hashPassword } from '../accounts/passwords.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_OPERATORS } from '../seed/demo-data.ts';

/** The demo operators, on a database that has no operator yet (also one seeded before operators existed). */
export async function seedDemoOperators(tx: Transaction<Database>): Promise<boolean> {
  const any = await tx.selectFrom('operators').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  for (const operator of DEMO_OPERATORS) {
    await tx
      .insertInto('operators')
      .values({
        username: operator.username,
        password_hash: await hashPassword(operator.password),
        role: operator.role,
        site_id: operator.siteId,
      })
      .execute();
  }
  return true;
}
