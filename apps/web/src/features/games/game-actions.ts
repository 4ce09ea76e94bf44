import type { MaintenanceInterval } from '@casino/contract/calls/play-calls.ts';

/**
 * What a game tile or a hall card hands to the page when the player wants to play: the page passes it to the play
 * flow (real play) or the demo flow. Kept structural so that features do not depend on each other.
 */
export type GameLaunch = {
  gpId: number;
  gameType: number;
  gameCode: string;
  house?: string;
  customized?: boolean;
  /** The provider's maintenance window as the list gave it: in force, the page shows the maintenance dialog instead. */
  maintenance?: MaintenanceInterval | null | undefined;
};

export type OnPlay = (game: GameLaunch) => void;

/** Starts a demo; a returned promise keeps the demo buttons disabled until it settles. */
export type OnDemo = (game: GameLaunch) => unknown;

/** The launch of one game of a list. */
export function launchOf(game: {
  gp_id: number;
  game_type: number;
  game_code: string;
  house: string;
  maintenance?: MaintenanceInterval | null | undefined;
}): GameLaunch {
  return {
    gpId: game.gp_id,
    gameType: game.game_type,
    gameCode: game.game_code,
    house: game.house,
    maintenance: game.maintenance,
  };
}
