import { ContentCode } from '@casino/contract/calls/content-calls.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { FieldError, Refusal } from '../http/reply.ts';
import { safeLink } from './safe-link.ts';

/** '' (no start or end) as null, else the moment written. */
export const dateOrNull = (value: string): Date | null => (value === '' ? null : new Date(value));

/** Start before end, when both are set. */
export function checkWindow(startsAt: Date | null, endsAt: Date | null): void {
  if (startsAt && endsAt && endsAt <= startsAt) throw new FieldError({ ends_at: ['ends_before_start'] });
}

/** A link the site may follow (safeLink keeps it), or '' ; anything else is refused by its field name. */
export function checkLink(field: string, value: string): string {
  const link = value.trim();
  if (link !== '' && safeLink(link) === '') throw new FieldError({ [field]: ['unsafe_link'] });
  return link;
}

/** Pictures named by an item exist in the media store (0 means none and is skipped); code 103 otherwise. */
export async function checkMedia(tx: Transaction<Database>, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (wanted.length === 0) return;
  const found = await tx.selectFrom('media').select('id').where('id', 'in', wanted).execute();
  if (found.length !== wanted.length) throw new Refusal(ContentCode.badReference, 'content.unknown_media');
}

/** A text of at least one language, named by its field when missing. */
export function needText(field: string, texts: Record<string, string>): void {
  if (Object.keys(texts).length === 0) throw new FieldError({ [field]: ['required'] });
}

export const notFound = () => new Refusal(ContentCode.notFound, 'content.not_found');

export const mediaOrNull = (id: number): number | null => (id > 0 ? id : null);
