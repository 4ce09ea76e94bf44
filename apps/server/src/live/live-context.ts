import type { Db } from '../db/database.ts';
import type { Rng } from '../house/rng.ts';
import type { WalletClient } from '../house/wallet-client.ts';

/** How a live round runs: the betting window, one step of the reveal, how long the result stays before the next round. */
export type LiveTiming = {
  bettingMs: number;
  revealStepMs: number;
  resultMs: number;
  /** How long a node's hold on the tables lasts without being renewed; another node takes them over after it. */
  leaseMs: number;
  /** How often a node looks at its tables. */
  tickMs: number;
  /** How long settled rounds, their bets and their shoes are kept (the history and Verify read them); purge-live-rounds.ts. */
  retentionMs: number;
};

export const DEFAULT_LIVE_TIMING: LiveTiming = {
  bettingMs: 15_000,
  revealStepMs: 1_000,
  resultMs: 5_000,
  leaseMs: 5_000,
  tickMs: 400,
  retentionMs: 30 * 24 * 3_600_000,
};

/** What the live tables need: the database, the house's signed wallet client, the RNG of play and a clock. */
export type LiveContext = {
  db: Db;
  wallet: WalletClient;
  rng: Rng;
  /** The clock of the rounds (tests pass a fake one); every time a round stores comes from it. */
  now: () => number;
  timing: LiveTiming;
  /** This node's name in the table leases. */
  nodeId: string;
  log?: { warn(object: unknown, message?: string): void; error(object: unknown, message?: string): void };
  /** Fault injection for tests: awaited after the wallet confirmed a stake, before the bet is marked placed. */
  afterStake?: (betId: string) => Promise<void>;
};

export type LiveErrorCode =
  | 'invalid_session'
  | 'session_expired'
  /** The platform ended the game session (the member's sign-in ended, or another game opened). */
  | 'session_ended'
  | 'unknown_game'
  | 'invalid_bet'
  | 'over_limit'
  | 'betting_closed'
  | 'insufficient_funds'
  | 'wallet_unavailable'
  | 'wallet_refused'
  /** A wager or loss limit of the member (docs/decisions/0082). */
  | 'limit_reached';

export class LiveError extends Error {
  constructor(
    readonly code: LiveErrorCode,
    readonly balance?: string,
  ) {
    super(code);
  }
}

export const LIVE_ERROR_STATUS: Record<LiveErrorCode, number> = {
  invalid_session: 401,
  session_expired: 401,
  session_ended: 401,
  unknown_game: 404,
  invalid_bet: 400,
  over_limit: 400,
  betting_closed: 409,
  insufficient_funds: 402,
  wallet_unavailable: 503,
  wallet_refused: 409,
  limit_reached: 403,
};
