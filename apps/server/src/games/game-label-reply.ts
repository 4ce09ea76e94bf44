import type { gameLabelCall } from '@casino/contract/calls/game-calls.ts';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { listProviderLabelGames, type ProviderPageQuery, supportDeviceOf } from './list-provider-label-games.ts';

type ProviderPageBody = { site_id: number; currency: string; device: number; gp_id: number; game_type_id: number };

/** The provider page a body of game_label (or of the demo list) names. */
export function providerPage(body: ProviderPageBody): ProviderPageQuery {
  return {
    siteId: body.site_id,
    currency: body.currency,
    supportDevice: supportDeviceOf(body.device),
    providerId: body.gp_id,
    gameTypeId: body.game_type_id,
  };
}

/** game_label's reply: a provider's label tabs and all its games of the type, for every visitor alike. */
export function gameLabelReply(db: Db, body: z.output<(typeof gameLabelCall)['request']>, lang: string) {
  return listProviderLabelGames(db, providerPage(body), lang);
}
