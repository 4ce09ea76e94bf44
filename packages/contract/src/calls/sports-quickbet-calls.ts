import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { supportDevice } from './game-calls.ts';
import { currencyCode, siteId } from './site-calls.ts';

/*
 * The home page's sports quick-bet iframe (SPEC sections 3, 4 and 7; docs/decisions/0067): the address of the house
 * sportsbook's featured-events page for the site's own origin, and the check that an address is one the site may frame.
 */

/** The longest address either call takes: longer than any address this server hands out. */
export const QUICKBET_URL_MAX = 2_048;

export const sportQuickbetUrlCall = defineCall({
  path: '/arks/web/game/sport-quickbet-url',
  access: 'public',
  summary:
    "The address of the sports quick-bet page for the site's origin (domain, one of the site's own) and the sportsbook's gp_id",
  request: () =>
    z.object({
      currency: currencyCode,
      support_device: supportDevice,
      /** The origin (or host) the page is shown on: one of the site's configured origins, else refused. */
      domain: z.string().min(1).max(300),
      site_id: siteId,
    }),
  response: () => z.object({ detail: z.object({ url: z.string(), gp_id: z.number().int() }) }),
});

export const checkIframeCall = defineCall({
  path: '/check_iframe',
  access: 'public',
  summary:
    "Whether an address may be shown in the site's sports iframe: the quick-bet page on one of the site's own origins. The address is only read, never fetched",
  request: () => z.object({ url: z.string().min(1).max(QUICKBET_URL_MAX) }),
  response: () => z.object({ is_valid: z.boolean() }),
});
