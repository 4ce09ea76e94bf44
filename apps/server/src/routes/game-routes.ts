import { demoGameTypesCall, gameListCall, jackpotCall } from '@casino/contract/calls/game-calls.ts';
import type { Db } from '../db/database.ts';
import { getJackpotTotal } from '../games/get-jackpot-total.ts';
import { listGameCatalogue } from '../games/list-game-catalogue.ts';
import type { CallRegistrar } from '../http/register-call.ts';

const CATALOGUE_TTL_MS = 30_000;
const JACKPOT_TTL_MS = 2_000;

/** Catalogue calls of SPEC section 7 ("Games") that a visitor's home page makes. */
export function registerGameRoutes(registerCallFor: CallRegistrar, db: Db): void {
  registerCallFor(
    gameListCall,
    async ({ body }) => ({
      list: await listGameCatalogue(db, {
        siteId: body.site_id,
        currency: body.currency,
        supportDevice: body.support_device,
        demoOnly: false,
      }),
    }),
    { cacheTtlMs: CATALOGUE_TTL_MS },
  );
  registerCallFor(
    demoGameTypesCall,
    async ({ body }) => ({
      list: await listGameCatalogue(db, {
        siteId: body.site_id,
        currency: body.currency,
        supportDevice: body.support_device,
        demoOnly: true,
      }),
    }),
    { cacheTtlMs: CATALOGUE_TTL_MS },
  );
  registerCallFor(jackpotCall, async ({ body }) => ({ jackpot_amount_total: await getJackpotTotal(db, body.currency) }), {
    cacheTtlMs: JACKPOT_TTL_MS,
  });
}
