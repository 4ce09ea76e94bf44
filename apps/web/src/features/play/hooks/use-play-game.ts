import { useCallback } from 'react';
import { useStore } from '../../../lib/create-store.ts';
import { type PlayPhase, playPhase } from '../../../lib/play-status.ts';
import { type PlayGameInput, startPlay } from '../play-controller.ts';
import { usePlayEnv } from './use-play-env.ts';

export type { PlayGameInput } from '../play-controller.ts';
export type PlayState = PlayPhase;

/**
 * Real play for a game tile: play(game) runs the refusals of SPEC section 5, opens the game window inside the click and
 * starts the game; state is the page-wide play state (idle, starting, playing, quitting).
 */
export function usePlayGame(): { play(game: PlayGameInput): void; state: PlayState } {
  const env = usePlayEnv();
  const state = useStore(playPhase);
  const play = useCallback((game: PlayGameInput) => startPlay(game, env()), [env]);
  return { play, state };
}
