import type { Db } from '../db/database.ts';
import type { ProviderTransfers } from '../providers/provider-transfers.ts';
import type { Realtime } from '../realtime/echo-server.ts';

/** What the wallet use-cases need besides their input. */
export type WalletContext = {
  db: Db;
  realtime: Pick<Realtime, 'broadcast'>;
  /** The transfer-wallet adapter of each provider by gp_id; providers not listed keep their wallets in the ledger. */
  transfersOf(gpId: number): ProviderTransfers;
};
