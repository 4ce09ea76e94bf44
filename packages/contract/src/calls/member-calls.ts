import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';
import { flag } from './site-calls.ts';

/** Member layout data (SPEC section 3). */
export const memberLayout = z.lazy(() =>
  z.object({
    id: z.number().int(),
    member_account: z.string(),
    member_type: z.number().int(),
    agent_type: z.number().int(),
    agent_level: z.number().int(),
    member_currency: z.string(),
    member_cash: z.string(),
    is_agent: flag,
    agent_active: flag,
    is_playing: flag,
    cash_back_status: flag,
    wallet_status: flag,
    first_login_to_change_password: flag,
    need_bank_account_deposit_verified: flag,
  }),
);
export type MemberLayout = z.infer<typeof memberLayout>;

export const memberLayoutCall = defineCall({
  path: '/member/profile/common/layout',
  access: 'member',
  summary: 'Layout data of the signed-in member',
  request: () => z.object({}),
  response: () => memberLayout,
});

/** Member profile (SPEC section 3); contact fields, phone and email are masked in part. */
export const memberProfile = z.lazy(() =>
  z.object({
    id: z.number().int(),
    member_account: z.string(),
    member_name: z.string(),
    is_withdraw_password: flag,
    member_birthday: z.string(),
    member_email: z.string(),
    member_currency: z.string(),
    member_phone: z.string(),
    member_line: z.string(),
    member_others: z.string(),
    member_qq: z.string(),
    member_skype: z.string(),
    member_wechat: z.string(),
    member_fb: z.string(),
    member_zalo: z.string(),
    member_telegram: z.string(),
    member_whats_app: z.string(),
    new_identity_id: z.string(),
  }),
);
export type MemberProfile = z.infer<typeof memberProfile>;

export const memberProfileCall = defineCall({
  path: '/member/profile',
  access: 'member',
  summary: 'Profile of the signed-in member',
  request: () => z.object({}),
  response: () => z.object({ member_profile: memberProfile }),
});

export const editPasswordCall = defineCall({
  path: '/member/profile/edit_password',
  access: 'member',
  summary:
    'Changes the login password (type 1) or sets or changes the withdraw password (type 2); codes 101 old password wrong, 102 same as old, 108 withdraw password locked after too many wrong tries',
  request: () =>
    z.object({
      type: z.union([z.literal(1), z.literal(2)]).default(1),
      old_password: z.string().max(64).default(''),
      password: z.string().max(64),
      check_password: z.string().max(64),
    }),
  response: () => z.null(),
});

export const memberInfoCall = defineCall({
  path: '/member_info',
  access: 'member',
  summary: 'Currency of a member: only the signed-in member may ask about themself',
  request: () => z.object({ id: rowId }),
  response: () => z.object({ currency: z.string() }),
});
