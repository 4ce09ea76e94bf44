/**
 * `npm run operator -- create-first-admin`: the one operator command that opens the database itself (the server's
 * DATABASE_URL, else its PGlite DATA_DIR), since no one can sign in to the API before the first admin exists.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createFirstAdmin, generateOperatorPassword } from '../operators/create-first-admin.ts';

/** Creates the first admin with the given password, or a generated one; returns the text to print. */
export async function createFirstAdminCommand(
  input: { username: string; password?: string; siteId?: number },
  env: NodeJS.ProcessEnv,
): Promise<string> {
  // Only the database settings: the command runs where the server's secrets need not be.
  const config = loadConfig({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const password = input.password ?? generateOperatorPassword(input.username);
    const admin = await createFirstAdmin(database.db, { username: input.username, password, siteId: input.siteId });
    const lines = [`First admin ${admin.username} created (operator ${admin.operatorId}, home site ${admin.siteId}).`];
    if (input.password === undefined) {
      lines.push(`Password (shown this once; keep it in your password manager): ${password}`);
    }
    return lines.join('\n');
  } finally {
    await database.close();
  }
}
