import { realtimeEvents, realtimePayloads } from '@casino/contract/realtime.ts';
import type { EventHandlers } from '../../lib/realtime.ts';
import { handleForwardGameStatus, handleGameUrl } from './play-controller.ts';

/**
 * Play handlers of the member's private channel (SPEC section 7): game.url ends starting and opens the game;
 * forward_game.status 957 (transfers disabled) stops play and closes the game.
 */
export function playEventHandlers(): EventHandlers {
  return {
    [realtimeEvents.gameUrl]: (payload) => {
      const parsed = realtimePayloads[realtimeEvents.gameUrl].safeParse(payload);
      if (parsed.success) handleGameUrl(parsed.data.url);
    },
    [realtimeEvents.forwardGameStatus]: (payload) => {
      const parsed = realtimePayloads[realtimeEvents.forwardGameStatus].safeParse(payload);
      if (parsed.success) handleForwardGameStatus(parsed.data.code);
    },
  };
}
