import { useCallback } from 'react';
import type { GameLaunch } from '../features/games/game-actions.ts';
import { maintenanceInForce } from '../features/games/maintenance.ts';
import { useDemoGame } from '../features/play/hooks/use-demo-game.ts';
import { usePlayGame } from '../features/play/hooks/use-play-game.ts';
import { updateView } from '../features/play/play-store.ts';

/** A game of a provider in maintenance opens the maintenance dialog (SPEC section 8) instead of asking the server. */
function showsMaintenance(game: GameLaunch): boolean {
  const interval = maintenanceInForce(game.maintenance);
  if (interval) updateView({ maintenance: { interval } });
  return interval !== null;
}

/**
 * The one place where the game lists (features/games) meet the start flow (features/play): the pages hand these
 * callbacks to the tiles and cards. Real play goes to usePlayGame().play, which also asks a visitor to log in; a demo
 * goes to useDemoGame().startDemo, and demo buttons wait while one is starting (one demo start at a time).
 */
export function useGameActions() {
  const { play } = usePlayGame();
  const { startDemo, starting } = useDemoGame();
  const onPlay = useCallback(
    (game: GameLaunch) => {
      if (!showsMaintenance(game)) play(game);
    },
    [play],
  );
  const onDemo = useCallback(
    (game: GameLaunch) =>
      showsMaintenance(game)
        ? undefined
        : startDemo({ gpId: game.gpId, gameType: game.gameType, gameCode: game.gameCode, house: game.house ?? '' }),
    [startDemo],
  );
  return { onPlay, onDemo, demoBusy: starting };
}
