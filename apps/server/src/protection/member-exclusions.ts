import { LoginCode } from '@casino/contract/calls/auth-calls.ts';
import { ExclusionLiftCode, type operatorMemberExclusionLiftCall } from '@casino/contract/calls/operator-member-calls.ts';
import {
  EXCLUSION_CHOICES,
  ExclusionCode,
  type ExclusionRefusal,
  type MemberExclusion,
  type memberExclusionSetCall,
} from '@casino/contract/calls/protection-calls.ts';
import type { CallRequest, CallResponse } from '@casino/contract/define-call.ts';
import type { z } from 'zod';
import { countAttempt, type FailureKey, forgiveAttempt, type LockPolicy } from '../accounts/login-failures.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import type { Db } from '../db/database.ts';
import { Refusal } from '../http/reply.ts';
import type { Executor } from '../ledger/executor.ts';
import { revokeSessions } from '../members/revoke-session.ts';
import { issueSessionToken } from '../members/session-tokens.ts';
import { writeAudit } from '../operators/audit-log.ts';
import { findMemberOrRefuse } from '../operators/member-page/find-member.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import { exclusionEnd, isInForce, liftNeeded, mayLift, mayReplace, type StoredExclusion } from './exclusion-rules.ts';

type ExclusionContext = { db: Db; realtime: Pick<Realtime, 'endSessions'> };

/** Wrong passwords in a row before the exclusion confirmation locks: 15 minutes, doubling, at most a day. */
export const EXCLUSION_PASSWORD_LOCK: LockPolicy = {
  limit: 5,
  lockMs: 15 * 60_000,
  maxLockMs: 24 * 60 * 60_000,
  forgetMs: 60 * 60_000,
};
type OpenExclusion = StoredExclusion & { id: number };

const ms = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());

/** The member's exclusion in force at `now` (the one ending last if, by any chance, there are several), or null. */
export async function exclusionInForce(db: Executor, memberId: number, now: number): Promise<OpenExclusion | null> {
  const rows = await db
    .selectFrom('member_exclusions')
    .select(['id', 'kind', 'choice', 'started_at', 'ends_at', 'lifted_at'])
    .where('member_id', '=', memberId)
    .where('lifted_at', 'is', null)
    .execute();
  const open = rows
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      choice: row.choice,
      startedAt: new Date(row.started_at).getTime(),
      endsAt: ms(row.ends_at),
      liftedAt: null,
    }))
    .filter((exclusion) => isInForce(exclusion, now));
  open.sort((a, b) => (a.endsAt === null ? 1 : b.endsAt === null ? -1 : a.endsAt - b.endsAt));
  return open.at(-1) ?? null;
}

function toMember(exclusion: StoredExclusion): MemberExclusion {
  return { kind: exclusion.kind, choice: exclusion.choice, started_at: exclusion.startedAt, ends_at: exclusion.endsAt };
}

/** How long a withdraw-only session lasts: long enough to bring money back and ask for a withdrawal. */
export const WITHDRAW_ONLY_MS = 15 * 60_000;

/**
 * The sign-in's check (login code 108), after the password: refuses a member on a break or self-excluded, saying until
 * when, and, signing in from `withdrawFrom`, hands them a withdraw-only session so that their balance can still be
 * withdrawn.
 */
export async function refuseIfExcluded(
  db: Db,
  memberId: number,
  withdrawFrom: { udid: string; ip: string } | null,
  now = Date.now(),
): Promise<void> {
  const exclusion = await exclusionInForce(db, memberId, now);
  if (!exclusion) return;
  const data: ExclusionRefusal = {
    kind: exclusion.kind,
    ends_at: exclusion.endsAt,
    lift_needed: liftNeeded(exclusion, now),
  };
  if (withdrawFrom) {
    const endsBy = new Date(now + WITHDRAW_ONLY_MS);
    data.withdraw_token = await issueSessionToken(db, memberId, WITHDRAW_ONLY_MS, withdrawFrom, null, endsBy, true);
  }
  throw new Refusal(LoginCode.excluded, 'login.excluded', data);
}

/**
 * A member takes a break or excludes themselves, confirmed with their login password. Under the member's row lock: an
 * exclusion in force is replaced only by one that ends no sooner (code 102). Every session of the member ends in the
 * same transaction (with their game sessions), and their open pages are told once it is committed.
 */
export async function setMemberExclusion(
  ctx: ExclusionContext,
  member: { memberId: number },
  body: CallRequest<typeof memberExclusionSetCall>,
  now: number,
): Promise<CallResponse<typeof memberExclusionSetCall>> {
  // The confirmation checks the login password: counted before it is checked, so that it cannot serve to guess it.
  const attempts: FailureKey = { scope: 'member', subject: `exclusion:${member.memberId}`, source: 'password' };
  const counted = await countAttempt(ctx.db, attempts, EXCLUSION_PASSWORD_LOCK);
  if (!counted.allowed) {
    throw new Refusal(ExclusionCode.tooManyAttempts, 'protection.too_many_attempts', {
      locked_until: counted.lockedUntil.getTime(),
    });
  }
  const row = await ctx.db.selectFrom('members').select('password_hash').where('id', '=', member.memberId).executeTakeFirst();
  if (!(await verifyPassword(row?.password_hash, body.password))) {
    throw new Refusal(ExclusionCode.wrongPassword, 'protection.wrong_password');
  }
  await forgiveAttempt(ctx.db, attempts, counted.failures);
  const { kind } = EXCLUSION_CHOICES[body.choice];
  const endsAt = exclusionEnd(body.choice, now);
  const { chosen, ended } = await ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('members').select('id').where('id', '=', member.memberId).forNoKeyUpdate().execute();
    const current = await exclusionInForce(trx, member.memberId, now);
    if (current && !mayReplace(current, endsAt, now)) {
      throw new Refusal(ExclusionCode.wouldShorten, 'protection.exclusion_would_shorten', toMember(current));
    }
    const inserted = await trx
      .insertInto('member_exclusions')
      .values({
        member_id: member.memberId,
        kind,
        choice: body.choice,
        started_at: new Date(now),
        ends_at: endsAt === null ? null : new Date(endsAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (current) {
      await trx
        .updateTable('member_exclusions')
        .set({ lifted_at: new Date(now), replaced_by: inserted.id })
        .where('id', '=', current.id)
        .execute();
    }
    const ended = await revokeSessions(trx, { memberId: member.memberId });
    return { chosen: { kind, choice: body.choice, startedAt: now, endsAt, liftedAt: null } satisfies StoredExclusion, ended };
  });
  ctx.realtime.endSessions(member.memberId, ended, '');
  return toMember(chosen);
}

/**
 * An operator lifts a member's self-exclusion once its period has ended (code 103 before then, and always for a
 * permanent one; 102 when none is in force: a break ends by itself). Audited in the same transaction.
 */
export async function liftMemberExclusion(
  db: Db,
  operator: OperatorSession,
  input: z.output<(typeof operatorMemberExclusionLiftCall)['request']>,
  ip: string,
  now: number,
): Promise<CallResponse<typeof operatorMemberExclusionLiftCall>> {
  return db.transaction().execute(async (trx) => {
    const member = await findMemberOrRefuse(trx, input.member_id);
    await trx.selectFrom('members').select('id').where('id', '=', member.id).forNoKeyUpdate().execute();
    const current = await exclusionInForce(trx, member.id, now);
    if (current?.kind !== 'self_exclusion') {
      throw new Refusal(ExclusionLiftCode.nothingToLift, 'operator.exclusion_none');
    }
    if (!mayLift(current, now)) {
      throw new Refusal(ExclusionLiftCode.periodNotOver, 'operator.exclusion_period_not_over', { ends_at: current.endsAt });
    }
    await trx
      .updateTable('member_exclusions')
      .set({ lifted_at: new Date(now), lifted_by: operator.operatorId, lift_reason: input.reason })
      .where('id', '=', current.id)
      .execute();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'member.exclusion_lift',
      target: `member:${member.id}`,
      details: {
        account: member.account,
        site_id: member.site_id,
        reason: input.reason,
        exclusion_id: current.id,
        choice: current.choice,
        started_at: new Date(current.startedAt).toISOString(),
        ends_at: current.endsAt === null ? null : new Date(current.endsAt).toISOString(),
      },
      ip,
    });
    return { member_id: member.id, lifted_at: now };
  });
}
