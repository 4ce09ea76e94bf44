import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { installSiteApi } from '../../test/site-api.ts';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function requestBodies(fetchMock: ReturnType<typeof installSiteApi>, path: string): unknown[] {
  return fetchMock.mock.calls.filter(([input]) => String(input) === path).map(([, init]) => JSON.parse(String(init?.body)));
}

describe('home page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the desktop home from the API', async () => {
    setWidth(1280);
    const fetchMock = installSiteApi();
    await renderApp('/');

    const slides = await screen.findAllByTestId('banner-slide');
    expect(slides).toHaveLength(2);
    expect(slides[0]?.querySelector('a')?.getAttribute('href')).toBe('https://example.com/promo');
    expect(slides[0]?.querySelector('a')?.hasAttribute('target')).toBe(false);
    expect(slides[1]?.querySelector('a')?.getAttribute('href')).toBe('/discount/2');

    const items = await screen.findAllByTestId('marquee-item');
    expect(items.map((item) => item.textContent)).toEqual(['Hello visitors']);

    expect((await screen.findByTestId('jackpot-amount')).textContent).toBe('₹0001234567.89');

    const types = await screen.findAllByTestId('game-type-item');
    expect(types.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Slots', '/gameHall/2'],
      ['Live Casino', '/gameHall/3'],
    ]);

    const header = screen.getByTestId('site-header');
    expect(within(header).getByTestId('site-logo').querySelector('img')?.getAttribute('src')).toBe('/media/logo');
    expect(within(header).getByTestId('currency-display').textContent).toContain('₹');
    expect(within(header).getByTestId('currency-display').textContent).toContain('INR');

    expect(requestBodies(fetchMock, '/api/arks/web/carousel_picture')).toEqual([{ site_id: 1, use_type: 0 }]);
    expect(requestBodies(fetchMock, '/api/v3/game_list')[0]).toEqual({
      site_id: 1,
      currency: 'INR',
      support_device: 1,
      template: 'site02',
    });
    expect(requestBodies(fetchMock, '/api/v2/get_jackpot')[0]).toEqual({ currency: 'INR' });
    expect(await screen.findByTestId('site-footer')).toBeTruthy();
  });

  it('asks for mobile banners and the mobile catalogue below 992 px', async () => {
    setWidth(390);
    const fetchMock = installSiteApi();
    await renderApp('/', { currency: 'USD' });
    await screen.findAllByTestId('banner-slide');
    await screen.findAllByTestId('game-type-item');
    expect(requestBodies(fetchMock, '/api/arks/web/carousel_picture')).toEqual([{ site_id: 1, use_type: 2 }]);
    expect(requestBodies(fetchMock, '/api/v3/game_list')[0]).toEqual({
      site_id: 1,
      currency: 'USD',
      support_device: 2,
      template: 'H5_1',
    });
    expect(requestBodies(fetchMock, '/api/arks/web/web-mobile-footer')[0]).toEqual({ site_id: 1, template: 'H5_1' });
  });

  it('builds the mobile bottom bar from the mobile footer of the template', async () => {
    setWidth(390);
    installSiteApi({
      '/api/arks/web/web-mobile-footer': ok({
        list: [
          { id: 2, title: 'Deals', content: '', url: '/discount', image: '', sort: 2 },
          { id: 1, title: 'Start', content: '', url: '/', image: '', sort: 1 },
          { id: 3, title: 'Help', content: '', url: 'https://help.example.com', image: '', sort: 3 },
        ],
      }),
    });
    await renderApp('/');
    const nav = await screen.findByTestId('mobile-bottom-nav');
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Start', 'Deals', 'Help']),
    );
    const [home, deals, help] = within(nav).getAllByRole('link');
    expect(home?.getAttribute('aria-current')).toBe('page');
    expect(deals?.getAttribute('href')).toBe('/discount');
    expect(help?.getAttribute('target')).toBe('_blank');
  });

  it('leaves out the jackpot and marquee when the mobile template turns them off', async () => {
    setWidth(390);
    installSiteApi({ '/api/template_config': ok({ template: 'H5_1', config: { show_jackpot: false, show_marquee: false } }) });
    await renderApp('/');
    await screen.findAllByTestId('banner-slide');
    await waitFor(() => expect(screen.queryByTestId('jackpot')).toBeNull());
    expect(screen.queryByTestId('marquee')).toBeNull();
  });

  it('shows the providers of the selected game type, switching with the arrow keys', async () => {
    setWidth(1280);
    installSiteApi();
    await renderApp('/');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getByRole('link', { name: /House Slots/ })
        .getAttribute('href'),
    ).toBe('/slotgame?gt_id=2&gp_id=10&house=house');

    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getAllByRole('tab')[1]?.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[1]);
    expect(
      within(screen.getByRole('tabpanel'))
        .getByRole('link', { name: /House Live/ })
        .getAttribute('href'),
    ).toBe('/gameHall/3');
  });

  it('leaves banners without links in demo mode', async () => {
    setWidth(1280);
    installSiteApi();
    await renderApp('/', { config: { DEMO_MODE: true } });
    const slides = await screen.findAllByTestId('banner-slide');
    for (const slide of slides) expect(slide.querySelector('a')).toBeNull();
  });

  it('shows a translated error with a retry that loads again', async () => {
    setWidth(1280);
    let attempts = 0;
    installSiteApi({
      '/api/v2/get_jackpot': () => {
        attempts += 1;
        return attempts === 1 ? { status: 503, body: 'unavailable' } : ok({ jackpot_amount_total: '10' });
      },
    });
    await renderApp('/');
    const jackpot = await screen.findByTestId('jackpot');
    const alert = await within(jackpot).findByRole('alert');
    expect(alert.textContent).toContain('The jackpot could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('jackpot-amount')).textContent).toBe('₹0000000010.00');
  });

  it('moves the jackpot counter to each newer total and ends on it exactly', async () => {
    setWidth(1280);
    const totals = ['50000.16', '50001.66'];
    let asked = 0;
    installSiteApi({
      '/api/v2/get_jackpot': () => ok({ jackpot_amount_total: totals[Math.min(asked++, totals.length - 1)] }),
    });
    await renderApp('/');
    // the first amount shows as it is, not counted up from zero
    expect((await screen.findByTestId('jackpot-amount')).textContent).toBe('₹0000050000.16');
    // back from a game window: the counter asks again and counts to the new total
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(screen.getByTestId('jackpot-amount').textContent).toBe('₹0000050001.66'), { timeout: 4_000 });
    expect(screen.getByTestId('jackpot-amount').dataset.amount).toBe('50001.66');
  });

  it('sets the document title from the site title of the language', async () => {
    setWidth(1280);
    installSiteApi();
    await renderApp('/', { language: 'zh_CN' });
    await waitFor(() => expect(document.title).toBe('示例娱乐'));
  });
});
