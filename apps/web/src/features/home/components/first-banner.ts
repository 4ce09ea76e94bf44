import { FIRST_BANNER_ELEMENT_ID } from '@casino/contract/calls/site-calls.ts';
import { afterNextPaint } from '../../../lib/next-paint.ts';

/**
 * Resolves once the stand-in banner the server wrote into the home page (decision 37) has had a frame to paint in, when
 * its picture has arrived; at once otherwise. The first render takes the main thread for a while: without this, a
 * picture that arrived while the script ran would first be drawn by the carousel, after that render.
 */
export function firstBannerPainted(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>(`#${FIRST_BANNER_ELEMENT_ID} img`);
  if (!picture?.complete || picture.naturalWidth === 0 || document.visibilityState !== 'visible') return Promise.resolve();
  return afterNextPaint();
}

/** Removes the stand-in banner: the carousel draws the same picture in the same box, or the page is another. */
export function removeFirstBanner(): void {
  document.getElementById(FIRST_BANNER_ELEMENT_ID)?.remove();
}
