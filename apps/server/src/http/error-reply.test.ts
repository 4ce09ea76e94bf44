import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { replyToError } from './error-reply.ts';

/*
 * The safety net behind the contract's bounds: a value that still reaches the database and is refused there (SQLSTATE
 * class 22) is answered as the validation error, never HTTP 500, and the row is not written.
 */
describe('the last-resort error reply', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await sql`create table value_probe (n int4, d date, t varchar(3), s text)`.execute(db);
    app = Fastify({ logger: false });
    app.setErrorHandler(replyToError);
    // A handler that hands its body to SQL unchecked, as a call without contract bounds would.
    app.post<{ Body: { column: 'n' | 'd' | 't' | 's'; value: unknown } }>('/probe', async (request) => {
      const { column, value } = request.body;
      await sql`insert into value_probe (${sql.ref(column)}) values (${value})`.execute(db);
      return { written: true };
    });
    app.post('/broken', async () => {
      throw new Error('a bug');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const probe = (column: string, value: unknown) => app.inject({ method: 'POST', url: '/probe', payload: { column, value } });

  it.each([
    ['numeric out of range (22003)', 'n', 2_147_483_648],
    ['impossible date (22008)', 'd', '2024-02-30'],
    ['malformed date (22007)', 'd', '2024-99-99x'],
    ['NUL character (22021)', 's', 'a\u0000b'],
    ['text too long (22001)', 't', 'abcdef'],
    ['not a number (22P02)', 'n', 'abc'],
  ])('answers %s with the validation error and writes nothing', async (_name, column, value) => {
    const reply = await probe(column, value);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 400, message: 'validation_failed', data: { fields: { _body: ['invalid_value'] } } });
    const rows = await sql`select count(*)::int as n from value_probe`.execute(database.handle.db);
    expect(rows.rows).toEqual([{ n: 0 }]);
  });

  it('still writes a good value and still answers a real failure with 500', async () => {
    expect((await probe('d', '2024-02-29')).json()).toEqual({ written: true });
    const broken = await app.inject({ method: 'POST', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ code: 500, message: 'internal_error', data: null });
  });
});
