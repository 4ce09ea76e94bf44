import { randomInt } from 'node:crypto';
import {
  MemberPageCode,
  type operatorMemberEndSessionsCall,
  type operatorMemberLockCall,
  type operatorMemberResetPasswordCall,
} from '@casino/contract/calls/operator-member-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import type { z } from 'zod';
import { hashPassword } from '../../accounts/passwords.ts';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';
import { revokeSessions } from '../../members/revoke-session.ts';
import type { Realtime } from '../../realtime/echo-server.ts';
import { writeAudit } from '../audit-log.ts';
import type { OperatorSession } from '../operator-sessions.ts';
import { findMemberOrRefuse } from './find-member.ts';

type AccessContext = { db: Db; realtime: Pick<Realtime, 'endSessions'> };
type Request = { ip: string };

/** Member statuses the sign-in checks (accounts/login.ts): 1 active, 3 frozen (refused with "account frozen"). */
const ACTIVE = 1;
const LOCKED = 3;

/** Letters and digits that cannot be mistaken for each other when read out to a member. */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TEMPORARY_LENGTH = 12;

function temporaryPassword(): string {
  let password = '';
  for (let i = 0; i < TEMPORARY_LENGTH; i++) password += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
  return password;
}

/**
 * Locks (status frozen: the sign-in refuses the member) or unlocks a member. Locking also ends every session of the
 * member with their game sessions, in the same transaction, and then drops their realtime sockets on every node.
 */
export async function lockMember(
  ctx: AccessContext,
  operator: OperatorSession,
  input: z.output<(typeof operatorMemberLockCall)['request']>,
  request: Request,
): Promise<CallResponse<typeof operatorMemberLockCall>> {
  const locking = input.action === 'lock';
  const status = locking ? LOCKED : ACTIVE;
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const member = await findMemberOrRefuse(trx, input.member_id);
    const changed = await trx
      .updateTable('members')
      .set({ status })
      .where('id', '=', member.id)
      .where('status', '!=', status)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) throw new Refusal(MemberPageCode.unchanged, 'operator.member_unchanged');
    const ended = locking ? await revokeSessions(trx, { memberId: member.id }) : [];
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: locking ? 'member.lock' : 'member.unlock',
      target: `member:${member.id}`,
      details: {
        account: member.account,
        site_id: member.site_id,
        from: member.status,
        to: status,
        reason: input.reason,
        ended_sessions: ended.length,
      },
      ip: request.ip,
    });
    return ended;
  });
  ctx.realtime.endSessions(input.member_id, ended, '');
  return { member_id: input.member_id, status, ended_sessions: ended.length };
}

/**
 * Gives a member a temporary password, answered once to the operator (who passes it on by a trusted channel) and
 * never stored or logged in clear; the member must choose a new one at the next sign-in. Every session ends.
 */
export async function resetMemberPassword(
  ctx: AccessContext,
  operator: OperatorSession,
  input: z.output<(typeof operatorMemberResetPasswordCall)['request']>,
  request: Request,
): Promise<CallResponse<typeof operatorMemberResetPasswordCall>> {
  await findMemberOrRefuse(ctx.db, input.member_id);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const member = await findMemberOrRefuse(trx, input.member_id);
    await trx
      .updateTable('members')
      .set({ password_hash: passwordHash, first_login_to_change_password: true })
      .where('id', '=', member.id)
      .execute();
    const ended = await revokeSessions(trx, { memberId: member.id });
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'member.password_reset',
      target: `member:${member.id}`,
      details: { account: member.account, site_id: member.site_id, reason: input.reason, ended_sessions: ended.length },
      ip: request.ip,
    });
    return ended;
  });
  ctx.realtime.endSessions(input.member_id, ended, '');
  return { temporary_password: password, ended_sessions: ended.length };
}

/** Ends every session of a member (and the game sessions they opened), then drops their sockets on every node. */
export async function endMemberSessions(
  ctx: AccessContext,
  operator: OperatorSession,
  input: z.output<(typeof operatorMemberEndSessionsCall)['request']>,
  request: Request,
): Promise<CallResponse<typeof operatorMemberEndSessionsCall>> {
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const member = await findMemberOrRefuse(trx, input.member_id);
    const ended = await revokeSessions(trx, { memberId: member.id });
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'member.sessions_end',
      target: `member:${member.id}`,
      details: { account: member.account, site_id: member.site_id, reason: input.reason, ended_sessions: ended.length },
      ip: request.ip,
    });
    return ended;
  });
  ctx.realtime.endSessions(input.member_id, ended, '');
  return { ended_sessions: ended.length };
}
