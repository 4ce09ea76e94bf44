import { type AccountRef, ledgerAccounts } from '../ledger/ledger-accounts.ts';

/**
 * The system account of tournaments, one per currency: buy-ins go in, prizes and refunds come out. It may go negative:
 * what the prizes cost the house beyond the buy-ins, in the ledger like the other promotions.
 */
export const TOURNAMENTS_ACCOUNT = 'tournaments';

export const tournamentAccount = (currency: string): AccountRef => ledgerAccounts.system(TOURNAMENTS_ACCOUNT, currency);

/** Ledger keys from the business identity, so that a re-run posts nothing twice. */
export const tournamentKeys = {
  prize: (tournamentId: number, rank: number) => `tournament:${tournamentId}:prize:${rank}`,
  buyIn: (tournamentId: number, memberId: number) => `tournament:${tournamentId}:buy-in:${memberId}`,
  refund: (tournamentId: number, memberId: number) => `tournament:${tournamentId}:refund:${memberId}`,
};
