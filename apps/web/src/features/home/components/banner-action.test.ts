import { describe, expect, it } from 'vitest';
import { bannerFixture } from '../../../test/fixtures.ts';
import { bannerAction } from './banner-action.ts';

const site = { demoMode: false, siteCurrency: 'INR' } as const;
const gameLink = { currency: 'INR', gt_id: 2, gp_id: 15, gp_gt_name: 'PGSOFT', customized: false } as const;

describe('bannerAction', () => {
  it('opens an external link in the same window by default', () => {
    expect(bannerAction(bannerFixture({ link_type: 0, link_url: 'https://example.com', link_method: 0 }), site)).toEqual({
      kind: 'external',
      href: 'https://example.com',
      newWindow: false,
    });
  });

  it('opens an external link in a new window when link_method is 1', () => {
    expect(bannerAction(bannerFixture({ link_type: 0, link_url: 'https://example.com', link_method: 1 }), site)).toEqual({
      kind: 'external',
      href: 'https://example.com',
      newWindow: true,
    });
  });

  it('follows an internal path with the router', () => {
    expect(bannerAction(bannerFixture({ link_type: 1, link_url: 'discount/4' }), site)).toEqual({
      kind: 'internal',
      to: '/discount/4',
    });
    expect(bannerAction(bannerFixture({ link_type: 1, link_url: '/faq/2' }), site)).toEqual({ kind: 'internal', to: '/faq/2' });
  });

  it('ignores every click in demo mode', () => {
    const demo = { ...site, demoMode: true };
    expect(bannerAction(bannerFixture({ link_type: 0 }), demo)).toEqual({ kind: 'none', reason: 'demoMode' });
    expect(bannerAction(bannerFixture({ link_type: 2, game_link_parameter: gameLink }), demo).kind).toBe('none');
  });

  it('ignores a banner without a link url', () => {
    expect(bannerAction(bannerFixture({ link_type: 0, link_url: '' }), site)).toEqual({ kind: 'none', reason: 'noUrl' });
    expect(bannerAction(bannerFixture({ link_type: 1, link_url: '  ' }), site)).toEqual({ kind: 'none', reason: 'noUrl' });
  });

  it('opens the slot list of a non-customized slot provider', () => {
    expect(bannerAction(bannerFixture({ link_type: 2, game_link_parameter: gameLink }), site)).toEqual({
      kind: 'internal',
      to: '/slotgame?gt_id=2&gp_id=15',
    });
  });

  it('opens the game hall for customized slots and for other game types', () => {
    expect(bannerAction(bannerFixture({ link_type: 2, game_link_parameter: { ...gameLink, customized: true } }), site)).toEqual({
      kind: 'internal',
      to: '/gameHall/2',
    });
    expect(bannerAction(bannerFixture({ link_type: 2, game_link_parameter: { ...gameLink, gt_id: 3 } }), site)).toEqual({
      kind: 'internal',
      to: '/gameHall/3',
    });
  });

  it('ignores a game link in another currency than the site currency', () => {
    expect(bannerAction(bannerFixture({ link_type: 2, game_link_parameter: { ...gameLink, currency: 'USD' } }), site)).toEqual({
      kind: 'none',
      reason: 'currencyMismatch',
    });
  });

  it('ignores a game link without its parameters', () => {
    expect(bannerAction(bannerFixture({ link_type: 2, game_link_parameter: null }), site)).toEqual({
      kind: 'none',
      reason: 'noGame',
    });
  });
});
