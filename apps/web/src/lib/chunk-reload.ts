import { CHUNK_RELOAD_GUARD_MS } from '@casino/contract/constants.ts';

const GUARD_KEY = 'chunk-reload-at';

/**
 * After a release the old hashed chunks are gone, so a page opened before it fails to load the next lazy chunk.
 * One reload fetches the new build; a guard of 10 s in session storage stops a reload loop (SPEC section 8).
 */
export function reloadOnceForChunkError(
  now: number = Date.now(),
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(GUARD_KEY) ?? 0);
  } catch {
    return false;
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(GUARD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Vite reports a failed preload or dynamic import with this event. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
