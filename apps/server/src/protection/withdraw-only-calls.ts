import { logoutCall } from '@casino/contract/calls/auth-calls.ts';
import { bankAccountBindCall, bankAccountListCall } from '@casino/contract/calls/bank-account-calls.ts';
import { memberProfileCall } from '@casino/contract/calls/member-calls.ts';
import { dwRecordCall, withdrawCreateCall, withdrawSettingsCall } from '@casino/contract/calls/payment-calls.ts';
import { balanceAllBackCall, balanceGetBackCall, myCashCall } from '@casino/contract/calls/wallet-calls.ts';

/**
 * What a withdraw-only session (an excluded member's, docs/decisions/0079) may call: the balance and bringing money
 * back from game wallets, the bank accounts, the withdrawal settings, a withdrawal and its records, the profile, and
 * logout. Every other member call answers 403 `withdraw_only`.
 */
export const WITHDRAW_ONLY_CALLS: ReadonlySet<string> = new Set(
  [
    myCashCall,
    balanceAllBackCall,
    balanceGetBackCall,
    bankAccountListCall,
    bankAccountBindCall,
    withdrawSettingsCall,
    withdrawCreateCall,
    dwRecordCall,
    memberProfileCall,
    logoutCall,
  ].map((call) => call.path),
);
