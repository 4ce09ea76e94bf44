import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';

/**
 * Members as operators find them (issue 36's back office): search by account, phone, email, id or agent, each an
 * exact match on an index, every search audited (permission members.read: admin, finance, support).
 */
export const MEMBER_SEARCH_FIELDS = ['any', 'account', 'phone', 'email', 'id', 'agent'] as const;

export const operatorMember = z.lazy(() =>
  z.object({
    id: z.number().int(),
    site_id: z.number().int(),
    account: z.string(),
    currency: z.string(),
    phone: z.string(),
    email: z.string(),
    /** 1 active; others as the members' status of the site. */
    status: z.number().int(),
    is_agent: z.boolean(),
    /** The account of the member's agent, if any. */
    agent_account: z.string().nullable(),
    created_at: z.string(),
    /** Main wallet balance, in the currency's precision. */
    main_cash: z.string(),
  }),
);

export const operatorMemberSearchCall = defineCall({
  path: '/operator/members/search',
  access: 'operator',
  summary:
    "Finds members by exact account, phone, email or id (by 'any': whichever matches), or an agent's members (by 'agent', paged with before_id); newest first, up to 50, with their main balance; audited",
  request: () =>
    z.object({
      q: z.string().trim().min(1).max(120),
      by: z.enum(MEMBER_SEARCH_FIELDS).default('any'),
      site_id: rowId.optional(),
      before_id: rowId.optional(),
    }),
  response: () => z.object({ list: z.array(operatorMember) }),
});
