import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { currencyCode, siteId } from './site-calls.ts';

export const supportDevice = z.coerce.number().int().min(1).max(3);

export const providerEntry = z.object({
  id: z.number().int(),
  gp_id: z.number().int(),
  gp_name: z.string(),
  gp_gt_name: z.string(),
  game_type: z.number().int(),
  /** A customized provider is a hall: its game_code opens the provider's own lobby. */
  customized: z.boolean(),
  game_code: z.string(),
  house: z.string(),
  icon_light: z.string(),
  icon_dark: z.string(),
  logo: z.string(),
  demo: z.boolean(),
});
export type ProviderEntry = z.infer<typeof providerEntry>;

export const gameTypeEntry = z.object({
  gt_id: z.number().int(),
  gt_name: z.string(),
  gt_key: z.string(),
  gt_icon: z.string(),
  gt_icon_active: z.string(),
  gp_list: z.array(providerEntry),
});
export type GameTypeEntry = z.infer<typeof gameTypeEntry>;

const catalogueRequest = z.object({
  site_id: siteId,
  currency: currencyCode,
  support_device: supportDevice,
  template: z.string().min(1).max(64),
});

export const gameListCall = defineCall({
  path: '/v3/game_list',
  access: 'public',
  summary: 'Game types with their providers for a site, currency and device',
  request: catalogueRequest,
  response: z.object({ list: z.array(gameTypeEntry) }),
});

export const demoGameTypesCall = defineCall({
  path: '/demo/gt_games',
  access: 'public',
  summary: 'Game types that hold demo providers',
  request: catalogueRequest,
  response: z.object({ list: z.array(gameTypeEntry) }),
});

export const jackpotCall = defineCall({
  path: '/v2/get_jackpot',
  access: 'public',
  summary: 'Total of the progressive jackpot pools of one currency, as a decimal string',
  request: z.object({ currency: currencyCode }),
  response: z.object({ jackpot_amount_total: z.string() }),
});
