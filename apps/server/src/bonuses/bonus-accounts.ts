import { PROMOTIONS_ACCOUNT } from '../engagement/claim-red-envelope.ts';
import { type AccountRef, ledgerAccounts } from '../ledger/ledger-accounts.ts';

/** The ledger account of one grant's bonus money: a member account, so it can never go below zero. */
export const bonusAccount = (memberId: number, grantId: bigint | number | string, currency: string): AccountRef => ({
  code: `member:${memberId}:bonus:${grantId}`,
  currency,
  memberId,
});

/** Where bonuses and rebates come from and forfeited bonus money goes back to (the cost of marketing). */
export const promotionsAccount = (currency: string): AccountRef => ledgerAccounts.system(PROMOTIONS_ACCOUNT, currency);

/** The prefix of a member's bonus account codes: a reversal that touched one returned bonus money. */
export const bonusAccountPrefix = (memberId: number) => `member:${memberId}:bonus:`;
