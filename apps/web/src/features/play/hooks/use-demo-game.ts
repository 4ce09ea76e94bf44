import { useCallback } from 'react';
import { useStore } from '../../../lib/create-store.ts';
import { type DemoGameInput, startDemo } from '../play-controller.ts';
import { playView } from '../play-store.ts';
import { usePlayEnv } from './use-play-env.ts';

export type { DemoGameInput } from '../play-controller.ts';

/** Demo play for a game tile: one demo start at a time; the demo game modal on desktop, a window on mobile. */
export function useDemoGame(): { startDemo(game: DemoGameInput): void; starting: boolean } {
  const env = usePlayEnv();
  const starting = useStore(playView).demoStarting;
  const start = useCallback((game: DemoGameInput) => startDemo(game, env()), [env]);
  return { startDemo: start, starting };
}
