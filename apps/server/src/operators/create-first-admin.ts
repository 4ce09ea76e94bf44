import { randomBytes } from 'node:crypto';
import { checkOperatorPassword, operatorAccountCreateCall } from '@casino/contract/calls/operator-calls.ts';
import { sql } from 'kysely';
import { hashPassword } from '../accounts/passwords.ts';
import type { Db } from '../db/database.ts';
import { writeAudit } from './audit-log.ts';

/** Serialises two first-admin commands run at once, so that only one of them creates an admin. */
const FIRST_ADMIN_LOCK = 727_276;

/** Why the first admin was not created, in words for the command line. */
export class FirstAdminRefused extends Error {}

/** A password of 144 random bits (24 base64url characters) that passes the operator password rules. */
export function generateOperatorPassword(username: string): string {
  for (;;) {
    const password = randomBytes(18).toString('base64url');
    if (checkOperatorPassword(password, username) === null) return password;
  }
}

export type FirstAdmin = { operatorId: number; username: string; siteId: number };

/**
 * Creates the deployment's first operator, an admin, straight in the database: the operator API needs a signed-in
 * admin, and a production database has none (the demo seed's admin is never created there). Refused once any admin
 * exists, disabled ones included, so it cannot be used to take over a running deployment. The password must pass
 * the rules of every new operator password; its home site is the one given, else the first site.
 */
export async function createFirstAdmin(
  db: Db,
  input: { username: string; password: string; siteId?: number },
): Promise<FirstAdmin> {
  const parsed = operatorAccountCreateCall.request.safeParse({
    username: input.username,
    role: 'admin',
    password: input.password,
    site_id: input.siteId,
  });
  if (!parsed.success) {
    throw new FirstAdminRefused(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const { username, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(FIRST_ADMIN_LOCK)})`.execute(trx);
    const admin = await trx.selectFrom('operators').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
    if (admin) throw new FirstAdminRefused('an admin exists already: the first admin is made once; admins create the others');
    let site = trx.selectFrom('sites').select('id').orderBy('id').limit(1);
    if (input.siteId !== undefined) site = site.where('id', '=', input.siteId);
    const siteRow = await site.executeTakeFirst();
    if (!siteRow) {
      throw new FirstAdminRefused(
        input.siteId === undefined
          ? 'the database has no site yet (sites come from the demo seed for now: start the server once with SEED_DEMO=1)'
          : `no site ${input.siteId} in the database`,
      );
    }
    const taken = await trx
      .selectFrom('operators')
      .select('id')
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    if (taken) throw new FirstAdminRefused(`the user name ${username} is taken`);
    const row = await trx
      .insertInto('operators')
      .values({ username, password_hash: passwordHash, role: 'admin', site_id: siteRow.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      operatorId: row.id,
      action: 'operator.create',
      target: username,
      details: { operator_id: row.id, role: 'admin', site_id: siteRow.id, first_admin: true },
    });
    return { operatorId: row.id, username, siteId: siteRow.id };
  });
}
