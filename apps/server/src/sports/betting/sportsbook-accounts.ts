import { type AccountRef, ledgerAccounts } from '../../ledger/ledger-accounts.ts';

/**
 * The sportsbook's ledger accounts (docs/decisions/0053, 0062): a member's sportsbook wallet is their wallet at the
 * sportsbook's provider (`gpId`), which the launch fills and the one-key return empties and which may never go below
 * zero; the book's own account holds the stakes and pays the returns and may (sharded by member, as every busy system
 * account is).
 */
export const sportsbookAccounts = {
  wallet: (memberId: number, gpId: number, currency: string): AccountRef =>
    ledgerAccounts.memberProvider(memberId, gpId, currency),
  book: (currency: string, memberId: number): AccountRef => ledgerAccounts.systemShard('sportsbook:book', currency, memberId),
};
