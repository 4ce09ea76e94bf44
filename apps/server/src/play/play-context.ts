import type { Db } from '../db/database.ts';
import type { ProviderRegistry } from '../providers/provider-adapter.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import type { WalletContext } from '../wallet/wallet-context.ts';

/** What the play use-cases need besides their input. */
export type PlayContext = {
  db: Db;
  realtime: Pick<Realtime, 'broadcast'>;
  providers: ProviderRegistry;
  /** The wallet's context, for balance returns when a transfer-wallet game is left. */
  wallet: WalletContext;
  /** DEMO_MODE: real play is off. */
  demoMode: boolean;
};
