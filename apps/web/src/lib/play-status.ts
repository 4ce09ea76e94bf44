import { createStore } from './create-store.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * Where the member's real game stands (SPEC section 4, "Game start" and "Game quit"), shared by the whole page:
 * the play feature drives it; the language switcher and logout read it.
 */
export type PlayPhase = 'idle' | 'starting' | 'playing' | 'quitting';

export const playPhase = createStore<PlayPhase>('idle');

/** isPlay in local storage: 1 while a game is open, 0 after (read again at start-up and by the other tabs). */
export function setPlayFlag(playing: boolean): void {
  writeStorage(STORAGE_KEYS.isPlay, playing ? '1' : '0');
}

export function readPlayFlag(): boolean {
  return readStorage(STORAGE_KEYS.isPlay) === '1';
}

/** A game is being started or is open, in this page or (isPlay) in another tab of the site. */
export function isGameInProgress(): boolean {
  const phase = playPhase.get();
  return phase === 'starting' || phase === 'playing' || readPlayFlag();
}

let forceQuit: (() => Promise<void>) | null = null;

/** The play feature registers how to end the running game (close its window, leave it). */
export function registerForceQuit(handler: () => Promise<void>): () => void {
  forceQuit = handler;
  return () => {
    if (forceQuit === handler) forceQuit = null;
  };
}

/** Ends the running game before a logout (the force-quit confirm): resolves once the leave call has answered. */
export async function forceQuitGame(): Promise<void> {
  if (!forceQuit) return;
  try {
    await forceQuit();
  } catch {
    // The logout goes on whatever the leave call says.
  }
}
