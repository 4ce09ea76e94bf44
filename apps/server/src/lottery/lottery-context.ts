import type { Db } from '../db/database.ts';
import type { WalletClient } from '../house/wallet-client.ts';
import type { SecretBox } from '../secrets/sealed-secret.ts';
import type { BeaconValue } from './draw-seed.ts';
import type { LotterySettings } from './lottery-config.ts';
import type { LotteryAnnounce } from './lottery-rooms.ts';

/**
 * What the lottery's draws, bets and settlement need: the database, the house's wallet client (the signed seamless
 * protocol), the clock (tests pass a fake one), each game's settings, and this node's name in the scheduler's claim.
 */
export type LotteryContext = {
  db: Db;
  wallet: WalletClient;
  /** Milliseconds since the epoch. */
  clock: () => number;
  settings: LotterySettings;
  /** This node's name in job_runs (the scheduler's claim). */
  nodeId: string;
  /** Seals the draws' secret seeds until they are published (LOTTERY_SEED_KEY, sealed-seeds.ts). */
  seeds: SecretBox;
  /**
   * A public randomness beacon (drand) whose round due at a draw's close joins its public value: the round's value, or
   * null while it cannot be had (the draw waits, and is voided 24 h after its time). None: the public value is the
   * draw's own (docs/decisions/0050).
   */
  beacon?: (closeAt: number) => Promise<BeaconValue | null>;
  /** Tells the pages showing a game that one of its draws was drawn, settled or voided (lottery-rooms.ts). */
  announce?: LotteryAnnounce;
  /** How many wallet calls settlement and refunds keep in flight at once. */
  walletConcurrency?: number;
  log?: {
    info?(object: unknown, message?: string): void;
    warn(object: unknown, message?: string): void;
    error(object: unknown, message?: string): void;
  };
};
