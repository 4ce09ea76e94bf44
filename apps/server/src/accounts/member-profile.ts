import type { MemberLayout, MemberProfile } from '@casino/contract/calls/member-calls.ts';
import { checkPassword, checkWithdrawPassword } from '@casino/contract/registration-rules.ts';
import type { Db } from '../db/database.ts';
import { FieldError, Refusal } from '../http/reply.ts';
import type { MemberSession } from '../members/session-tokens.ts';
import { endGameSessions } from '../providers/game-sessions.ts';
import { formatAmount, readMainCash } from '../wallet/main-cash.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { verifyWithdrawPassword, type WithdrawPasswordContext } from './withdraw-password-guard.ts';

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

async function memberRow(db: Db, memberId: number) {
  return db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
}

export async function getMemberLayout(db: Db, session: MemberSession): Promise<MemberLayout> {
  const m = await memberRow(db, session.memberId);
  const cash = await readMainCash(db, m.id, m.currency_code);
  return {
    id: m.id,
    member_account: m.account,
    member_type: m.member_type,
    agent_type: m.agent_type,
    agent_level: m.agent_level,
    member_currency: m.currency_code,
    member_cash: formatAmount(cash, m.currency_code),
    is_agent: flag(m.is_agent),
    agent_active: flag(m.agent_active),
    is_playing: 0,
    cash_back_status: 0,
    wallet_status: 1,
    first_login_to_change_password: flag(m.first_login_to_change_password),
    need_bank_account_deposit_verified: flag(m.need_bank_account_deposit_verified),
  };
}

/** Hides the middle of personal details that are shown back to the member. */
export function mask(value: string): string {
  if (value.length <= 4) return value ? '*'.repeat(value.length) : '';
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 6 > 0 ? value.length - 6 : 1)}${value.slice(-3)}`;
}

export async function getMemberProfile(db: Db, session: MemberSession): Promise<MemberProfile> {
  const m = await memberRow(db, session.memberId);
  return {
    id: m.id,
    member_account: m.account,
    member_name: m.member_name,
    is_withdraw_password: flag(Boolean(m.withdraw_password_hash)),
    member_birthday: m.member_birthday ? m.member_birthday.toISOString().slice(0, 10) : '',
    member_email: mask(m.member_email),
    member_currency: m.currency_code,
    member_phone: mask(m.member_phone),
    member_line: m.member_line,
    member_others: m.member_others,
    member_qq: m.member_qq,
    member_skype: m.member_skype,
    member_wechat: m.member_wechat,
    member_fb: m.member_fb,
    member_zalo: m.member_zalo,
    member_telegram: m.member_telegram,
    member_whats_app: m.member_whats_app,
    new_identity_id: mask(m.identity_id),
  };
}

/**
 * Changes the login password (type 1, old password required) or the withdraw password (type 2: four digits; the old
 * one is required once one is set). Codes: 101 old password wrong, 102 new equals old, 108 the withdraw password is
 * locked after wrong tries (the old withdraw password counts as a try).
 */
export async function editPassword(
  ctx: WithdrawPasswordContext,
  session: MemberSession,
  input: { type: 1 | 2; old_password: string; password: string; check_password: string },
): Promise<void> {
  const { db } = ctx;
  const m = await memberRow(db, session.memberId);
  const isWithdraw = input.type === 2;
  const problem = isWithdraw
    ? checkWithdrawPassword(input.password, { is_display: 1, is_required: 1, is_unique: 0, is_verification: 0 })
    : checkPassword(input.password);
  if (problem) throw new FieldError({ password: [problem] });
  if (input.password !== input.check_password) throw new FieldError({ check_password: ['signup.err_check_password_diff'] });
  const current = isWithdraw ? m.withdraw_password_hash : m.password_hash;
  const oldRight = (hash: string) =>
    isWithdraw
      ? verifyWithdrawPassword(ctx, { id: m.id, withdrawPasswordHash: hash }, input.old_password, 'profile.edit_password')
      : verifyPassword(hash, input.old_password);
  if (current && !(await oldRight(current))) throw new Refusal(101, 'password.old_wrong');
  if (current && input.old_password === input.password) throw new Refusal(102, 'password.same_as_old');
  const hashed = await hashPassword(input.password);
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('members')
      .set(isWithdraw ? { withdraw_password_hash: hashed } : { password_hash: hashed, first_login_to_change_password: false })
      .where('id', '=', m.id)
      .execute();
    // A new login password ends every game the member has open, this session's included: a game's address carries
    // a bearer token of its own, which must not outlive the password it was opened under (docs/decisions/0040).
    if (!isWithdraw) await endGameSessions(tx, m.id);
  });
}
