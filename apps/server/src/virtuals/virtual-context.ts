import type { Db } from '../db/database.ts';
import type { Rng } from '../house/rng.ts';
import type { WalletClient } from '../house/wallet-client.ts';
import { type LeagueName, type LeagueTiming, leagueTiming } from './virtual-config.ts';

/** What the virtual games need: the database, the house's wallet client, the clock and the leagues' timings. */
export type VirtualsContext = {
  db: Db;
  wallet: WalletClient;
  /** Milliseconds since the epoch; tests pass a fake clock. */
  clock: () => number;
  timing: Record<LeagueName, LeagueTiming>;
  /** The RNG of the draws (node:crypto by default); the outcome is stored, so a scripted one only fixes tests. */
  rng?: Rng;
  log?: { warn(object: unknown, message?: string): void; error(object: unknown, message?: string): void };
};

export function virtualTimings(speed = 1): Record<LeagueName, LeagueTiming> {
  return { football: leagueTiming('football', speed), cockfight: leagueTiming('cockfight', speed) };
}
