import type { EventHandlers } from './realtime.ts';

/**
 * Handler sets of several features for the same channel: an event that more than one of them handles runs them all,
 * in order. Kept apart from realtime.ts so that the page can build its handlers without loading the realtime client.
 */
export function mergeEventHandlers(...sets: EventHandlers[]): EventHandlers {
  const merged: Record<string, Array<(payload: unknown) => void>> = {};
  for (const set of sets) {
    for (const [event, handler] of Object.entries(set)) {
      const handlers = merged[event] ?? [];
      handlers.push(handler);
      merged[event] = handlers;
    }
  }
  return Object.fromEntries(
    Object.entries(merged).map(([event, handlers]) => [
      event,
      (payload: unknown) => {
        for (const handler of handlers) handler(payload);
      },
    ]),
  );
}
