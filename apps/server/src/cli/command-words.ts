import { readFile } from 'node:fs/promises';
import type { CallDefinition, CallResponse } from '@casino/contract/define-call.ts';

/** What the operator command line's areas share: the API they call, their commands, and reading their words. */
export type Api = {
  call<C extends CallDefinition>(call: C, body: unknown, headers?: Record<string, string>): Promise<CallResponse<C>>;
};
export type Command = (api: Api) => Promise<string>;
/** Ends the command with a usage error (exit code 2). */
export type Fail = (message: string) => never;

export function idOf(word: string | undefined, fail: Fail): number {
  if (!word || !/^\d{1,9}$/.test(word) || Number(word) < 1) return fail('missing or wrong id (a whole number)');
  return Number(word);
}

export function wholeNumber(word: string | undefined, name: string, fail: Fail): number | undefined {
  if (word === undefined) return undefined;
  if (!/^\d{1,9}$/.test(word)) return fail(`--${name} must be a whole number`);
  return Number(word);
}

/** A request written as JSON in a file (--file). */
export async function bodyFrom(file: string | undefined, fail: Fail): Promise<Record<string, unknown>> {
  if (!file) return fail('missing --file (the request as JSON)');
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return fail(`cannot read ${file}: ${(error as Error).message}`);
  }
}
