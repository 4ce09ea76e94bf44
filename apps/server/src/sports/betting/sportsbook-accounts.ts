import { type AccountRef, ledgerAccounts } from '../../ledger/ledger-accounts.ts';

/**
 * The sportsbook's ledger accounts (docs/decisions/0053): a member's sportsbook wallet, which may never go below
 * zero, and the book's own account, which holds the stakes and pays the returns and may (sharded by member, as every
 * busy system account is).
 */
export const sportsbookAccounts = {
  wallet: (memberId: number, currency: string): AccountRef => ({ code: `member:${memberId}:sportsbook`, currency, memberId }),
  book: (currency: string, memberId: number): AccountRef => ledgerAccounts.systemShard('sportsbook:book', currency, memberId),
};
