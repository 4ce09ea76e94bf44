import { sql } from 'kysely';

/** Rows shown and within their window: started (or no start) and not ended (or no end). Unqualified columns. */
export const runningNow = (now: Date) =>
  sql<boolean>`(active and (starts_at is null or starts_at <= ${now}) and (ends_at is null or ends_at > ${now}))`;

/** An item's display_device matching the screen asking (1 desktop, 2 mobile web, 3 app): 0 or its group. */
export function deviceGroup(requestDevice: number): number {
  return requestDevice === 1 ? 1 : 2;
}
