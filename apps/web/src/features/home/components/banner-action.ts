import { type Banner, LINK_TYPE } from '@casino/contract/calls/site-calls.ts';
import type { CurrencyCode } from '@casino/contract/currencies.ts';
import { SLOT_GAME_TYPE } from '@casino/contract/game-types.ts';
import { classifyLink } from '../../../lib/links.ts';

/** What activating a banner does; 'none' leaves the banner as a plain picture. */
export type BannerAction =
  | { kind: 'none'; reason: 'demoMode' | 'noUrl' | 'noGame' | 'currencyMismatch' }
  | { kind: 'external'; href: string; newWindow: boolean }
  | { kind: 'internal'; to: string };

export type BannerContext = { demoMode: boolean; siteCurrency: CurrencyCode };

/**
 * Banner click rules (SPEC sections 3 and 5):
 * - ignored in demo mode, and for link types 0 and 1 when there is no link url;
 * - link_type 0: external address, a new window when link_method is 1, else the same window;
 * - link_type 1: a path inside the site, followed by the router;
 * - link_type 2: a game link, ignored when its currency is not the site currency; slots (gt_id 2) that are not a
 *   customized hall open the provider's slot list, anything else the game hall of the type.
 */
export function bannerAction(banner: Banner, context: BannerContext): BannerAction {
  if (context.demoMode) return { kind: 'none', reason: 'demoMode' };

  if (banner.link_type === LINK_TYPE.game) {
    const game = banner.game_link_parameter;
    if (!game) return { kind: 'none', reason: 'noGame' };
    if (game.currency !== context.siteCurrency) return { kind: 'none', reason: 'currencyMismatch' };
    if (game.gt_id === SLOT_GAME_TYPE && !game.customized) {
      // A banner's game link names no house; the slot list finds it in the catalogue by gp_id.
      const query = new URLSearchParams({ gt_id: String(game.gt_id), gp_id: String(game.gp_id) });
      return { kind: 'internal', to: `/slotgame?${query.toString()}` };
    }
    return { kind: 'internal', to: `/gameHall/${game.gt_id}` };
  }

  const target = classifyLink(banner.link_url);
  if (target.kind === 'none') return { kind: 'none', reason: 'noUrl' };

  if (banner.link_type === LINK_TYPE.external) {
    const href = target.kind === 'external' ? target.href : target.to;
    return { kind: 'external', href, newWindow: banner.link_method === 1 };
  }

  // link_type 1: an internal path; a full address there still loads as a page of its own.
  if (target.kind === 'external') return { kind: 'external', href: target.href, newWindow: false };
  return { kind: 'internal', to: target.to };
}
