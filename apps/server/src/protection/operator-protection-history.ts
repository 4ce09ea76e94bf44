import type {
  ExclusionRecord,
  LimitChange,
  operatorExclusionsCall,
  operatorLimitChangesCall,
  operatorMemberLimitsCall,
} from '@casino/contract/calls/operator-protection-calls.ts';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@casino/contract/calls/protection-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { findMemberOrRefuse } from '../operators/member-page/find-member.ts';
import { isInForce, mayLift } from './exclusion-rules.ts';
import { formatLimit } from './limit-usage.ts';
import { readMemberLimits } from './member-limits.ts';

type Input<C extends { request: z.ZodType }> = z.output<C['request']>;

const PAGE = 50;
const KINDS: readonly string[] = LIMIT_KINDS;
const PERIODS: readonly string[] = LIMIT_PERIODS;
const ms = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());

/**
 * Members' changes to their limits (docs/decisions/0084), newest first, 50 a page, of one member (code 101 when there
 * is no such member) or of all.
 */
export async function readLimitChanges(
  db: Db,
  input: Input<typeof operatorLimitChangesCall>,
): Promise<CallResponse<typeof operatorLimitChangesCall>> {
  if (input.member_id !== undefined) await findMemberOrRefuse(db, input.member_id);
  let query = db
    .selectFrom('member_limit_changes as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.member_id', 'm.account', 'm.currency_code', 'c.kind', 'c.period', 'c.action'])
    .select(['c.amount_before', 'c.amount_asked', 'c.effective_at', 'c.created_at'])
    .orderBy('c.id', 'desc')
    .limit(PAGE + 1);
  if (input.member_id !== undefined) query = query.where('c.member_id', '=', input.member_id);
  if (input.before_id !== undefined) query = query.where('c.id', '<', input.before_id);
  const rows = await query.execute();
  const page = rows.slice(0, PAGE);
  const list = page
    .filter((row) => KINDS.includes(row.kind) && PERIODS.includes(row.period))
    .map((row): LimitChange => {
      const amount = (value: bigint | string | null) =>
        value === null ? null : formatLimit(row.kind, BigInt(value), row.currency_code);
      return {
        id: row.id,
        member_id: row.member_id,
        member_account: row.account,
        kind: row.kind,
        period: row.period,
        action: row.action,
        amount_before: amount(row.amount_before),
        amount_asked: amount(row.amount_asked),
        currency: row.currency_code,
        effective_at: new Date(row.effective_at).getTime(),
        created_at: new Date(row.created_at).getTime(),
      };
    });
  return { list, next_before_id: rows.length > PAGE ? (page.at(-1)?.id ?? null) : null };
}

/**
 * Breaks and self-exclusions, lifted and replaced ones too, newest first, 50 a page, of one member (code 101) or all;
 * each says whether it is in force and whether an operator may lift it now.
 */
export async function readExclusionRecords(
  db: Db,
  input: Input<typeof operatorExclusionsCall>,
  now: number,
): Promise<CallResponse<typeof operatorExclusionsCall>> {
  if (input.member_id !== undefined) await findMemberOrRefuse(db, input.member_id);
  let query = db
    .selectFrom('member_exclusions as e')
    .innerJoin('members as m', 'm.id', 'e.member_id')
    .leftJoin('operators as o', 'o.id', 'e.lifted_by')
    .select(['e.id', 'e.member_id', 'm.account', 'e.kind', 'e.choice', 'e.started_at', 'e.ends_at', 'e.lifted_at'])
    .select(['o.username', 'e.lift_reason'])
    .orderBy('e.id', 'desc')
    .limit(PAGE + 1);
  if (input.member_id !== undefined) query = query.where('e.member_id', '=', input.member_id);
  if (input.before_id !== undefined) query = query.where('e.id', '<', input.before_id);
  const rows = await query.execute();
  const page = rows.slice(0, PAGE);
  const list = page.map((row): ExclusionRecord => {
    const stored = {
      kind: row.kind,
      choice: row.choice,
      startedAt: new Date(row.started_at).getTime(),
      endsAt: ms(row.ends_at),
      liftedAt: ms(row.lifted_at),
    };
    return {
      id: row.id,
      member_id: row.member_id,
      member_account: row.account,
      kind: row.kind,
      choice: row.choice,
      started_at: stored.startedAt,
      ends_at: stored.endsAt,
      lifted_at: stored.liftedAt,
      lifted_by: row.username,
      lift_reason: row.lift_reason,
      in_force: isInForce(stored, now),
      lift_allowed: mayLift(stored, now),
    };
  });
  return { list, next_before_id: rows.length > PAGE ? (page.at(-1)?.id ?? null) : null };
}

/** A member's limits in force as the member sees them (code 101 when there is no such member). */
export async function readMemberLimitsForOperator(
  db: Db,
  input: Input<typeof operatorMemberLimitsCall>,
  now: number,
): Promise<CallResponse<typeof operatorMemberLimitsCall>> {
  const member = await findMemberOrRefuse(db, input.member_id);
  return readMemberLimits(db, { memberId: member.id, currency: member.currency_code }, now);
}
