import { randomBytes } from 'node:crypto';
import { ALL_CALLS } from '@casino/contract/all-calls.ts';
import type { CallDefinition } from '@casino/contract/define-call.ts';
import { API_PREFIX, IDEMPOTENCY_HEADER } from '@casino/contract/define-call.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hashPassword } from '../accounts/passwords.ts';
import { issueOperatorToken } from '../operators/operator-sessions.ts';
import { createOperator } from '../operators/operator-test-helpers.ts';
import { createSignedInMember, startTestServer, type TestServer } from '../testing/test-server.ts';

/*
 * Finding 7 of issue 19: bad input must get the contract's validation error (HTTP 400 validation_failed), never a
 * 500. For every call of the contract, and every field of its request (nested fields included), this sends a valid
 * body with that one field replaced by a malformed value: integers beyond the int4 columns, negative numbers, NUL
 * characters, impossible calendar dates, 100,000-character strings, wrong types. Values that can never be right
 * (NUL, out-of-range integers, impossible dates, huge strings) must be refused with the validation error; every
 * other case must simply not fail on the server.
 */

/** The part of JSON Schema that z.toJSONSchema produces for the request schemas. */
type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  pattern?: string;
  minItems?: number;
  /** Records keyed by an enum (texts per language). */
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
};

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Valid values of fields whose rules a generated value would not meet (formats, checked passwords). */
const VALID_BY_NAME: Record<string, unknown> = {
  site_id: 1,
  currency: 'INR',
  member_currency: 'INR',
  start_date: '2024-01-01',
  end_date: '2024-02-29',
  member_birthday: '2000-02-29',
  amount: '10',
  withdraw_password: '1234',
  account_number: '12345678',
  password: 'Strong-pass-123',
  check_password: 'Strong-pass-123',
  new_password: 'Another-pass-456',
  member_email: 'someone@example.com',
  username: 'target.operator',
  // ISO date-times of scheduled content and promotions.
  starts_at: '2030-01-01T00:00:00Z',
  ends_at: '2030-01-02T00:00:00Z',
  published_at: '2030-01-01T00:00:00Z',
  // Calendar days of sign-in calendars.
  starts_on: '2030-01-01',
  ends_on: '2030-01-31',
  // A month of agent commission: its first day.
  period: '2030-01-01',
  // Where a game's lobby button leads: a web address or a site path.
  lobby_url: '/close',
  // A lottery draw: the day and its number in the day.
  draw_id: '203001010001',
  before_draw_id: '203001010001',
};

/** A valid value of a schema: the known value of its field name, else the smallest value its rules allow. */
function validValue(schema: JsonSchema, name: string): unknown {
  // A name's known value, unless the field is a choice it is not among (a limit's 'period' is not a month's day).
  if (name in VALID_BY_NAME && !(schema.enum && !schema.enum.includes(VALID_BY_NAME[name]))) return VALID_BY_NAME[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return validValue(schema.anyOf.at(-1) ?? {}, name);
  switch (schema.type) {
    case 'object':
      if (!schema.properties && schema.propertyNames?.enum && typeof schema.additionalProperties === 'object') {
        return { [String(schema.propertyNames.enum[0])]: validValue(schema.additionalProperties, name) };
      }
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([field, fieldSchema]) => [field, validValue(fieldSchema, field)]),
      );
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => validValue(schema.items ?? {}, name));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case 'string':
      // Money fields: a plain amount in major units.
      if (schema.pattern?.startsWith('^\\d{1,15}')) return '10';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'null':
      return null;
    case 'boolean':
      return true;
    default:
      return 'a';
  }
}

/** A field to spoil: its path in the body and whether it holds a number or a calendar date. */
type Field = { path: (string | number)[]; isNumber: boolean; isDate: boolean };

function fieldsOf(schema: JsonSchema, path: (string | number)[] = []): Field[] {
  const fields: Field[] = [];
  const isNumber = schema.type === 'integer' || schema.type === 'number';
  const isDate = JSON.stringify(schema).includes(DATE_PATTERN);
  if (path.length > 0) fields.push({ path, isNumber, isDate });
  if (schema.type === 'object') {
    for (const [name, fieldSchema] of Object.entries(schema.properties ?? {}))
      fields.push(...fieldsOf(fieldSchema, [...path, name]));
  } else if (schema.type === 'array' && schema.items) {
    fields.push(...fieldsOf(schema.items, [...path, 0]));
  }
  return fields;
}

function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1) as string | number] = value;
  return copy;
}

const HUGE = 'x'.repeat(100_000);

/** Values no field may accept (beyond every int4 column, or of the wrong type): the validation error. */
const REFUSED: [string, unknown][] = [
  ['2^31', 2 ** 31],
  ['2^53', 2 ** 53],
  ['-1', -1],
  ['-2^31-1', -(2 ** 31) - 1],
  ['NUL', 'a\u0000b'],
  ['only NUL', '\u0000'],
  ['huge string', HUGE],
  ['huge digits', '9'.repeat(100_000)],
  ['array of NUL', ['\u0000']],
  ['object with NUL', { a: '\u0000' }],
];

/** Numbers as text, which a text field may hold but a number field must refuse. */
const REFUSED_NUMBERS: [string, unknown][] = [
  ['2^31 as text', '2147483648'],
  ['2^63 as text', '9223372036854775808'],
  ['-1 as text', '-1'],
];

/** Values of the wrong type or shape: refused or not, never a server failure. */
const UNEXPECTED: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['0', 0],
  ['1.5', 1.5],
  ['1e308', 1e308],
  ['empty string', ''],
  ['blank', '   '],
  ['text', 'abc'],
  ['1e999 as text', '1e999'],
  ['lone surrogate', '\ud800'],
  ['emoji', '🎰'],
  ['empty array', []],
  ['array', [1, 'a']],
  ['empty object', {}],
  ['object', { a: 1 }],
  ['impossible date', '2024-02-30'],
];

/** Impossible calendar dates, which a date field must refuse. */
const IMPOSSIBLE_DATES: [string, unknown][] = [
  ['2024-02-30', '2024-02-30'],
  ['2023-02-29', '2023-02-29'],
  ['2024-13-01', '2024-13-01'],
  ['2024-04-31', '2024-04-31'],
  ['0000-01-01', '0000-01-01'],
  ['2024-00-10', '2024-00-10'],
];

/** Whole bodies that are no object of fields at all. */
const BAD_BODIES: [string, string | undefined][] = [
  ['missing body', undefined],
  ['empty body', ''],
  ['null body', 'null'],
  ['array body', '[]'],
  ['string body', '"x"'],
  ['number body', '2147483648'],
  ['malformed JSON', '{"site_id":'],
  ['empty object', '{}'],
  ['deeply nested', `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`],
];

/** What a case must get: the validation error, anything but the validation error, or only no server failure. */
type Expect = 'refused' | 'accepted' | 'no-failure';
type Case = { call: CallDefinition; label: string; payload: string | undefined; expect: Expect };

function casesOf(call: CallDefinition, schema: JsonSchema, valid: unknown): Case[] {
  const cases: Case[] = BAD_BODIES.map(([label, payload]) => ({ call, label, payload, expect: 'no-failure' }));
  const body = (value: unknown) => JSON.stringify(value);
  // A field the call does not know, written into the valid body's JSON text (too deep for JSON.stringify).
  const withUnknown = (label: string, field: string) => {
    const text = body(valid);
    const payload = `${text.slice(0, -1)}${text === '{}' ? '' : ','}${field}}`;
    cases.push({ call, label, payload, expect: 'refused' });
  };
  withUnknown('NUL in an unknown field name', '"a\\u0000":1');
  withUnknown('NUL deeply nested in an unknown field', `"a":${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`);
  for (const field of fieldsOf(schema)) {
    const name = field.path.join('.');
    const add = (values: [string, unknown][], expect: Expect) => {
      for (const [label, value] of values) {
        cases.push({ call, label: `${name} = ${label}`, payload: body(withValue(valid, field.path, value)), expect });
      }
    };
    add(REFUSED, 'refused');
    add(REFUSED_NUMBERS, field.isNumber ? 'refused' : 'no-failure');
    add(UNEXPECTED, 'no-failure');
    if (field.isDate) {
      add(IMPOSSIBLE_DATES, 'refused');
      add([['leap day', '2024-02-29']], 'accepted');
    }
  }
  return cases;
}

describe('malformed input on every call of the contract', () => {
  let server: TestServer;
  // Every call of the contract, from its registry: a new call is covered without being listed here.
  const calls = ALL_CALLS;

  beforeAll(async () => {
    // Bodies of a megabyte pass the size limit here, so that the contract's own bounds on long values are what refuses.
    server = await startTestServer({ env: { TRUST_PROXY: '1', BODY_LIMIT_BYTES: '1048576' } });
    // The operator the operator-account calls name.
    await server.db
      .insertInto('operators')
      .values({ username: 'target.operator', password_hash: await hashPassword('Target-pass-789'), role: 'support', site_id: 1 })
      .execute();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Paths the server serves, from its OpenAPI document (every call it registered). */
  const servedPaths = async () => {
    const served = await server.app.http.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
    return new Set(Object.keys(served.json().paths).map((path) => path.slice(API_PREFIX.length)));
  };

  it('finds the calls of the contract, all of them served', async () => {
    expect(calls.length).toBeGreaterThan(50);
    expect([...(await servedPaths())].sort()).toEqual(calls.map((call) => call.path));
  });

  it('answers no malformed request with a server error, and refuses values no field may hold', { timeout: 400_000 }, async () => {
    let address = 0;
    const failures: string[] = [];
    let tried = 0;
    let total = 0;
    // A call the server does not serve fails the test above; here it would only answer 404.
    const served = await servedPaths();
    for (const call of calls.filter((item) => served.has(item.path))) {
      const schema = z.toJSONSchema(call.request, { io: 'input' }) as JsonSchema;
      const valid = validValue(schema, '');
      // The spoiled field must be the only fault of a case: the base body passes the contract.
      expect(call.request.safeParse(valid).error?.issues ?? [], call.path).toEqual([]);

      // Fresh credentials per call: a call may end or change the session it is made with.
      const headers: Record<string, string> = {};
      if (call.access === 'member') {
        const { token, memberId } = await createSignedInMember(server.db, `mal${randomBytes(4).toString('hex')}`);
        await server.db
          .updateTable('members')
          .set({ withdraw_password_hash: await hashPassword('1234') })
          .where('id', '=', memberId)
          .execute();
        headers.authorization = `Bearer ${token}`;
      } else if (call.access === 'operator') {
        const admin = await createOperator(server.db, 'admin');
        const { token } = await issueOperatorToken(server.db, admin.id, '127.0.0.1');
        headers.authorization = `Bearer ${token}`;
      }

      tried += 1;
      const cases = casesOf(call, schema, valid);
      total += cases.length;
      // A few at a time: fast, and a failure that depends on order still shows.
      for (let start = 0; start < cases.length; start += 16) {
        await Promise.all(
          cases.slice(start, start + 16).map(async (item) => {
            address += 1;
            const reply = await server.app.http.inject({
              method: 'POST',
              url: `${API_PREFIX}${call.path}`,
              headers: {
                ...headers,
                ...(item.payload === undefined ? {} : { 'content-type': 'application/json' }),
                'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
                [IDEMPOTENCY_HEADER]: `malformed-${address}`,
              },
              ...(item.payload === undefined ? {} : { payload: item.payload }),
            });
            const where = `${call.path} ${item.label}`;
            const refused = reply.statusCode === 400 && reply.body.includes('"message":"validation_failed"');
            if (reply.statusCode >= 500) failures.push(`${where}: HTTP ${reply.statusCode} ${reply.body.slice(0, 200)}`);
            else if (item.expect === 'refused' && !refused) failures.push(`${where}: not refused, ${reply.body.slice(0, 200)}`);
            else if (item.expect === 'accepted' && refused) failures.push(`${where}: refused, ${reply.body.slice(0, 200)}`);
          }),
        );
      }
    }
    console.log(`malformed input: ${tried} calls, ${total} cases`);
    expect(failures).toEqual([]);
  });
});
