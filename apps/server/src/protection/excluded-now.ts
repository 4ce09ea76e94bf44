import { type RawBuilder, sql } from 'kysely';

/**
 * SQL: whether the member `memberId` names (a column) is on a break or self-excluded now, as isInForce
 * (exclusion-rules.ts) decides: a break until its end, a self-exclusion until an operator lifts it. Marketing leaves
 * them out (docs/decisions/0079): broadcast letters, birthday bonuses and friend-invite rewards.
 */
export function excludedNow(memberId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from member_exclusions x
    where x.member_id = ${memberId} and x.lifted_at is null and (x.kind <> 'break' or x.ends_at > now()))`;
}
