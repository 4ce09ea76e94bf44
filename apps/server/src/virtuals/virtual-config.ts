/**
 * The house's virtual games (docs/decisions/0035-virtual-sports-and-cockfight.md): a football league and a cockfight
 * pit whose events follow the clock. Event n of a league kicks off at EPOCH + n * period on every node; nothing
 * elects a leader or keeps a timer per event.
 */

export const VIRTUAL_FOOTBALL_CODE = 'house-virtual-football';
export const COCKFIGHT_CODE = 'house-cockfight';

export type LeagueName = 'football' | 'cockfight';

/** The zero of every schedule: event 0 of each league kicked off at this instant. */
export const VIRTUAL_EPOCH_MS = Date.UTC(2026, 0, 1);

export type LeagueTiming = {
  /** Time between two kick-offs. */
  periodMs: number;
  /** How long the match (or fight) is shown after its kick-off; bets settle at its end. */
  playMs: number;
  /** How many coming events take bets at once. */
  openEvents: number;
  /**
   * How long after kick-off the outcome may first be drawn: more than the clocks of two nodes can differ, so that no
   * node reveals an outcome while another, whose clock is behind, still takes bets on the event.
   */
  drawGuardMs: number;
};

/** Production timings: a match every three minutes, a fight every two. `speed` divides them (tests, the e2e server). */
export function leagueTiming(league: LeagueName, speed = 1): LeagueTiming {
  const base = league === 'football' ? { periodMs: 180_000, playMs: 60_000 } : { periodMs: 120_000, playMs: 30_000 };
  const playMs = Math.round(base.playMs / speed);
  return {
    periodMs: Math.round(base.periodMs / speed),
    playMs,
    openEvents: 3,
    drawGuardMs: Math.min(2_000, Math.round(playMs / 10)),
  };
}

export const VIRTUAL_GAMES: Record<string, LeagueName> = {
  [VIRTUAL_FOOTBALL_CODE]: 'football',
  [COCKFIGHT_CODE]: 'cockfight',
};

export const isVirtualGame = (gameCode: string): boolean => Object.hasOwn(VIRTUAL_GAMES, gameCode);
export const leagueOf = (gameCode: string): LeagueName | undefined => VIRTUAL_GAMES[gameCode];

/** Game types of the catalogue: virtual sports (hall 7) and cockfight (hall 8). */
export const VIRTUAL_SPORTS_TYPE = 7;
export const COCKFIGHT_TYPE = 8;

/** Where the pages of the virtual games live (under the house's own base path). */
export const VIRTUAL_PAGE_PATH = '/house/virtual';

/** A claim on a bet's settlement or rollback keeps other nodes off it this long; then any node may send it again. */
export const VIRTUAL_CLAIM_MS = 30_000;
/** A bet still `placing` this long after it was written lost its process: it is rolled back. */
export const VIRTUAL_LOST_BET_MS = 60_000;
