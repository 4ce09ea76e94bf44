import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { SportsbookSettings } from '../provider/sportsbook-config.ts';

/** What the sportsbook's calls share (docs/decisions/0062). */
export type SportsContext = {
  db: Db;
  /** The sportsbook's provider: members' wallets there stake and take its bets. */
  gpId: number;
  /** The book's limits, cash-out margin and live delay in force (operators' over the defaults, book-settings.ts). */
  settings: { defaults: SportsbookSettings; get(): Promise<SportsbookSettings>; drop(): void };
  now: () => number;
  /** Waits the live-bet delay (tests pass one that does not wait). */
  sleep: (ms: number) => Promise<void>;
  log?: FastifyBaseLogger;
};
