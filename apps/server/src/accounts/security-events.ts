import type { MemberSecurityEvent, MemberSecurityEventKind } from '@casino/contract/calls/operator-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Keeps a security event of a member for the operator: a lock of the withdraw password or of a login, a bank account
 * number another member had bound, a first sign-in on a device or from an address other members used.
 */
export async function recordSecurityEvent(
  db: Db,
  event: { memberId: number; kind: MemberSecurityEventKind; detail: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('member_security_events')
    .values({ member_id: event.memberId, kind: event.kind, detail: JSON.stringify(event.detail) })
    .execute();
}

/**
 * The newest events first, optionally of one kind or one member account (any site); beforeId pages back. A member's
 * events include the shared events of others that name them (shared_with_member_ids).
 */
export async function listSecurityEvents(
  db: Db,
  filter: { limit: number; beforeId?: number; kind?: MemberSecurityEventKind; memberAccount?: string },
): Promise<MemberSecurityEvent[]> {
  let query = db
    .selectFrom('member_security_events as e')
    .innerJoin('members as m', 'm.id', 'e.member_id')
    .select(['e.id', 'e.member_id', 'm.account', 'm.site_id', 'e.kind', 'e.detail', 'e.created_at'])
    .orderBy('e.id', 'desc')
    .limit(filter.limit);
  if (filter.beforeId !== undefined) query = query.where('e.id', '<', filter.beforeId);
  if (filter.kind !== undefined) query = query.where('e.kind', '=', filter.kind);
  if (filter.memberAccount !== undefined) {
    const account = filter.memberAccount.trim().toLowerCase();
    query = query.where(({ or, exists, selectFrom }) =>
      or([
        sql<boolean>`lower(m.account) = ${account}`,
        exists(
          selectFrom('members as o')
            .select('o.id')
            .where(sql<boolean>`lower(o.account) = ${account}`)
            .where(sql<boolean>`e.detail -> 'shared_with_member_ids' @> to_jsonb(o.id)`),
        ),
      ]),
    );
  }
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    member_id: r.member_id,
    member_account: r.account,
    site_id: r.site_id,
    kind: r.kind,
    detail: r.detail,
    created_at: r.created_at.toISOString(),
  }));
}
