import { z } from 'zod';
import { defineHouseCall } from './house-call.ts';
import { SPORTS_SPORTS, sportsEvent } from './sports-calls.ts';

/** The most events the quick-bet page shows. */
export const QUICKBET_MOST_EVENTS = 6;

/**
 * The sports quick-bet page's one call (docs/decisions/0067): a few featured events, live first then the next to
 * start, each with its main markets. It names no session: the page is shown to visitors too, and only shows prices;
 * a bet is taken in the sportsbook, which the site opens on the tapped event.
 */
export const sportsFeaturedCall = defineHouseCall({
  path: '/sports/featured',
  summary: 'A few featured events (live first, then the next to start) with their main markets, for the quick-bet page',
  request: () =>
    z.object({
      // Every house call's body names a session, and a page's client sends one; this page has none (it sends ''), and
      // the call reads none.
      session: z.string().max(200),
      sport: z.enum(SPORTS_SPORTS).optional(),
    }),
  response: () => z.object({ server_time: z.number(), events: z.array(sportsEvent) }),
  refusal: () => z.object({ error: z.enum(['invalid_request', 'invalid_session', 'unavailable']) }),
  invalidInput: { session: 'invalid_request', sport: 'invalid_request' },
});
