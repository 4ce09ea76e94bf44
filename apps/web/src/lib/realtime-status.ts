import { createStore } from './create-store.ts';

/** Whether the member's private realtime channel is subscribed (game.url arrives there). */
export const memberChannelReady = createStore<boolean>(false);

/**
 * Resolves true once the member channel is ready, or false after timeoutMs (SPEC section 9: the game start waits up
 * to 2 s for the realtime channel).
 */
export function waitForMemberChannel(timeoutMs: number): Promise<boolean> {
  if (memberChannelReady.get()) return Promise.resolve(true);
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, timeoutMs);
    unsubscribe = memberChannelReady.subscribe(() => {
      if (!memberChannelReady.get()) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(true);
    });
  });
}
