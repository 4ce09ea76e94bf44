import pg from 'pg';

/** Runs one statement on the PostgreSQL server of adminUrl (creating and dropping test databases). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database, copied from a template when one is named, once the template's last session has gone. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await adminQuery(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
    } catch (error) {
      // 55006: a session of the template (one just closed) has not ended yet.
      if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export function dropDatabase(adminUrl: string, name: string): Promise<void> {
  return adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
