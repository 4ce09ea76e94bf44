import type { gameListCall } from '@casino/contract/calls/game-calls.ts';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { listGameCatalogue } from './list-game-catalogue.ts';

/** How long a catalogue reply is kept, as the call's reply and as written into pages (http/initial-replies.ts). */
export const CATALOGUE_TTL_MS = 30_000;

/** game_list's reply: the catalogue of the site, currency and device, for every visitor alike. */
export async function gameListReply(db: Db, body: z.output<(typeof gameListCall)['request']>) {
  return {
    list: await listGameCatalogue(db, {
      siteId: body.site_id,
      currency: body.currency,
      supportDevice: body.support_device,
      demoOnly: false,
    }),
  };
}
