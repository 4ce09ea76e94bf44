import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_CALLS, CALL_MODULES } from './all-calls.ts';
import { ALL_HOUSE_CALLS, HOUSE_CALL_MODULES } from './all-house-calls.ts';
import { HOUSE_API_PREFIX } from './house/house-call.ts';
import { INT4_MAX, isCalendarDate, nulCharacterPath } from './input-bounds.ts';

describe('calendar dates', () => {
  it('accepts the days that exist, leap days of leap years included', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2023-02-28', '2024-04-30', '2024-12-31', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });

  it('refuses days that do not exist and other formats', () => {
    for (const day of [
      '2024-02-30',
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '0000-01-01',
      '2024-2-1',
      '2024-02-29T00:00',
      '',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });
});

describe('NUL characters', () => {
  it('names the field of the first NUL, in values and in keys, at any depth', () => {
    expect(nulCharacterPath({ a: 'ok', b: ['x', { c: 'y\u0000' }] })).toBe('b.1.c');
    expect(nulCharacterPath({ a: { 'k\u0000': 1 } })).toBe('a');
    expect(nulCharacterPath('\u0000')).toBe('');
    expect(nulCharacterPath({ a: 'ok', b: [1, true, null] })).toBeUndefined();
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(nulCharacterPath(deep)).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
  });
});

/** The part of JSON Schema that z.toJSONSchema produces for the request schemas. */
type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  maxItems?: number;
};

/** Fields of a schema whose values are not bounded: numbers beyond int4 or below 0, texts and lists of any length. */
function unboundedFields(schema: JsonSchema, path: string): string[] {
  if (schema.const !== undefined || schema.enum) return [];
  const variants = [...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  if (variants.length > 0) return variants.flatMap((variant) => unboundedFields(variant, path));
  switch (schema.type) {
    case 'object':
      return [
        ...Object.entries(schema.properties ?? {}).flatMap(([name, field]) => unboundedFields(field, `${path}.${name}`)),
        ...(schema.propertyNames ? unboundedFields(schema.propertyNames, `${path}[key]`) : []),
        ...(schema.additionalProperties ? unboundedFields(schema.additionalProperties, `${path}[value]`) : []),
      ];
    case 'array':
      return [
        ...(schema.maxItems === undefined ? [`${path}: no maxItems`] : []),
        ...unboundedFields(schema.items ?? {}, `${path}[]`),
      ];
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? schema.exclusiveMinimum;
      const fits = low !== undefined && low >= 0 && schema.maximum !== undefined && schema.maximum <= INT4_MAX;
      return fits ? [] : [`${path}: ${schema.type} of ${low} to ${schema.maximum}`];
    }
    case 'boolean':
    case 'null':
      return [];
    case 'string': {
      // A pattern without * or + bounds the length by itself (dates, amounts, codes).
      const bounded = schema.maxLength !== undefined || (schema.pattern !== undefined && !/[*+]/.test(schema.pattern));
      return bounded ? [] : [`${path}: string of any length`];
    }
    default:
      return [`${path}: ${JSON.stringify(schema)}`];
  }
}

describe('the calls of the contract', () => {
  it('lists every module of calls/ in the registry', () => {
    const files = readdirSync(resolve(import.meta.dirname, 'calls')).filter((name) => name.endsWith('.ts'));
    expect(Object.keys(CALL_MODULES).sort()).toEqual(files.sort());
    expect(new Set(ALL_CALLS.map((call) => call.path)).size).toBe(ALL_CALLS.length);
  });

  it('finds the fields a request leaves unbounded', () => {
    const loose = z.object({ id: z.coerce.number().int().positive(), name: z.string(), tags: z.array(z.string().max(9)) });
    expect(unboundedFields(z.toJSONSchema(loose, { io: 'output' }) as JsonSchema, '/loose')).toEqual([
      '/loose.id: integer of 0 to 9007199254740991',
      '/loose.name: string of any length',
      '/loose.tags: no maxItems',
    ]);
  });

  it('bound every request value: integers fit int4 and are not negative, texts and lists have a most length', () => {
    const unbounded = ALL_CALLS.flatMap((call) =>
      unboundedFields(z.toJSONSchema(call.request, { io: 'output' }) as JsonSchema, call.path),
    );
    expect(unbounded).toEqual([]);
  });
});

describe('the house calls of the contract', () => {
  it('lists every module of house/ in their registry, apart from the platform calls', () => {
    const files = readdirSync(resolve(import.meta.dirname, 'house')).filter((name) => name.endsWith('-calls.ts'));
    expect(Object.keys(HOUSE_CALL_MODULES).sort()).toEqual(files.sort());
    expect(ALL_HOUSE_CALLS.length).toBeGreaterThan(15);
    expect(new Set(ALL_HOUSE_CALLS.map((call) => call.path)).size).toBe(ALL_HOUSE_CALLS.length);
    expect(ALL_HOUSE_CALLS.every((call) => call.prefix === HOUSE_API_PREFIX)).toBe(true);
    const platformCalls = new Set<unknown>(ALL_CALLS);
    expect(ALL_HOUSE_CALLS.filter((call) => platformCalls.has(call))).toEqual([]);
  });

  it('bound every request value, and name the refusal of each field that can fail', () => {
    const unbounded = ALL_HOUSE_CALLS.flatMap((call) =>
      unboundedFields(z.toJSONSchema(call.request, { io: 'output' }) as JsonSchema, call.path),
    );
    expect(unbounded).toEqual([]);
    for (const call of ALL_HOUSE_CALLS) {
      const fields = Object.keys((z.toJSONSchema(call.request, { io: 'input' }) as JsonSchema).properties ?? {});
      expect(Object.keys(call.invalidInput).sort(), call.path).toEqual(fields.sort());
      const codes = (z.toJSONSchema(call.refusal) as JsonSchema).properties?.error?.enum ?? [];
      for (const code of Object.values(call.invalidInput)) expect(codes, call.path).toContain(code);
    }
  });
});
