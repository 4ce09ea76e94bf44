import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { rowId } from '../input-bounds.ts';
import { flag } from './site-calls.ts';

/**
 * Bank accounts a member withdraws to (/user/BindAccount). The SPEC names the page but not its calls; see
 * docs/decisions/0008-bank-accounts.md.
 */
export const bankAccount = z.lazy(() =>
  z.object({
    id: z.number().int(),
    bank_name: z.string(),
    account_name: z.string(),
    /** Masked: only the last four digits show. */
    account_number: z.string(),
    branch: z.string(),
    is_default: flag,
    created_at: z.string(),
  }),
);
export type BankAccount = z.infer<typeof bankAccount>;

export const MAX_BANK_ACCOUNTS = 5;

export const bankAccountListCall = defineCall({
  path: '/member/bank_account/list',
  access: 'member',
  summary: 'Bank accounts of the signed-in member',
  request: () => z.object({}),
  response: () => z.object({ list: z.array(bankAccount), max: z.number().int() }),
});

export const bankAccountBindCall = defineCall({
  path: '/member/bank_account/bind',
  access: 'member',
  summary:
    'Binds a bank account; the withdraw password confirms it. Codes 101 wrong withdraw password, 102 none set, 103 already bound, 104 limit reached, 105 holder name differs, 108 withdraw password locked after too many wrong tries',
  request: () =>
    z.object({
      bank_name: z.string().trim().min(2).max(80),
      account_name: z.string().trim().min(2).max(80),
      account_number: z
        .string()
        .trim()
        .regex(/^[0-9A-Za-z -]{6,34}$/),
      branch: z.string().trim().max(120).default(''),
      withdraw_password: z.string().regex(/^\d{4}$/),
    }),
  response: () => z.object({ id: z.number().int() }),
});

export const bankAccountDefaultCall = defineCall({
  path: '/member/bank_account/default',
  access: 'member',
  summary: 'Makes one of the member bank accounts the default for withdrawals',
  request: () => z.object({ id: rowId }),
  response: () => z.null(),
});
