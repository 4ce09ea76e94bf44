import { describe, expect, it } from 'vitest';
import { isPageRoute, opensInPopup, pageRouteOf } from './routes.ts';

describe('page routes', () => {
  it('knows every route of the specification', () => {
    for (const path of [
      '/',
      '/app',
      '/discount/3',
      '/faq/17',
      '/gameHall/4',
      '/main/9',
      '/slotgame',
      '/sponsor',
      '/gameRoom',
      '/play',
      '/loading',
      '/close',
      '/authCallback',
      '/fastDeposit',
      '/fastPayment',
      '/register',
      '/user',
      '/user/Deposit',
      '/user/Fund/Withdrawal',
      '/proxy',
      '/proxy/Plan',
      '/proxy/ProxyCenter/DownlineInfo',
      '/support',
    ]) {
      expect(isPageRoute(path), path).toBe(true);
    }
  });

  it('does not know other paths', () => {
    for (const path of [
      '/nope',
      '/faq/1/2',
      '/gameHall/3/x',
      '/user/a/b/c',
      '/index.php',
      '/gameHall/99',
      '/gameHall/1',
      '/gameHall/x',
    ]) {
      expect(isPageRoute(path), path).toBe(false);
    }
  });

  it('names the route a path is a page of', () => {
    expect(pageRouteOf('/')).toBe('/');
    expect(pageRouteOf('/discount')).toBe('/discount');
    expect(pageRouteOf('/discount/12/')).toBe('/discount/:id');
    expect(pageRouteOf('/gameHall/3')).toBe('/gameHall/:id');
    expect(pageRouteOf('/user/Deposit/Bank')).toBe('/user/:page/:subPage');
    expect(pageRouteOf('/gameHall/99')).toBeNull();
    expect(pageRouteOf('/nope')).toBeNull();
  });

  it('knows a game hall only for a game type', () => {
    for (const id of ['2', '3', '4', '5', '6', '7', '8', '9']) expect(isPageRoute(`/gameHall/${id}`), id).toBe(true);
  });

  it('opens member, agent and fast-payment pages in a pop-up on desktop', () => {
    expect(opensInPopup('/user/Deposit')).toBe(true);
    expect(opensInPopup('/proxy')).toBe(true);
    expect(opensInPopup('/fastPayment')).toBe(true);
    expect(opensInPopup('/userguide')).toBe(false);
    expect(opensInPopup('/')).toBe(false);
  });
});
