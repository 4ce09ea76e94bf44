import { PAGE_ROUTES } from '@casino/contract/routes.ts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../lib/cookies.ts';
import { renderApp } from '../test/render-app.tsx';
import { installSiteApi } from '../test/site-api.ts';
import { PAGE_DEFINITIONS } from './router.tsx';

function Boom(): never {
  throw new Error('boom');
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('router', () => {
  beforeEach(() => {
    setWidth(1280);
    installSiteApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('defines a page for every route of the contract', () => {
    expect(Object.keys(PAGE_DEFINITIONS).sort()).toEqual([...PAGE_ROUTES].sort());
  });

  it.each(['/main', '/gameHall', '/slotgame', '/gameHall/', '/slotgame?gp_id=3'])('redirects %s to /', async (path) => {
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('banner-carousel')).toBeTruthy();
  });

  it('keeps /slotgame when a game type is given', async () => {
    const { router } = await renderApp('/slotgame?gt_id=2&gp_id=10&house=house');
    expect(await screen.findByTestId('slot-game-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/slotgame');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('House Slots'));
  });

  it('/fastDeposit sets the isFastDeposit cookie and goes home', async () => {
    const { router } = await renderApp('/fastDeposit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getCookie('isFastDeposit')).toBe('true');
  });

  it('/register in production goes home, where isRouteRegister opens the register dialog once', async () => {
    const { router } = await renderApp('/register', { config: { PRODUCTION: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const modal = await screen.findByTestId('login-modal');
    expect(modal.querySelector('[data-testid="login-tab-register"]')?.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByTestId('register-form')).toBeTruthy();
    // The flag is spent: the dialog does not open again on the next start.
    expect(getCookie('isRouteRegister')).toBeUndefined();
  });

  it('/register outside production shows the register page', async () => {
    const { router } = await renderApp('/register');
    expect(await screen.findByTestId('register-form')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Register');
    expect(router.state.location.pathname).toBe('/register');
    expect(getCookie('isRouteRegister')).toBeUndefined();
    expect(screen.queryByTestId('login-modal')).toBeNull();
  });

  it('/register remembers a referral link', async () => {
    await renderApp('/register?invite=FRIEND1&currency=USD');
    expect(await screen.findByTestId('register-form')).toBeTruthy();
    expect(getCookie('register_type')).toBe('recommend_code');
    expect(getCookie('recommend_code')).toBe('FRIEND1');
    expect(getCookie('currency')).toBe('USD');
  });

  it('shows a 404 page for unknown paths, marked noindex, with a way home', async () => {
    const { router } = await renderApp('/no/such/page');
    const page = await screen.findByTestId('error-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(page.textContent).toContain('Page not found: /no/such/page');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    await waitFor(() => expect(document.title).toBe('Page Not Found - Demo Casino'));

    screen.getByRole('button', { name: 'Go back home' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('banner-carousel')).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('translates the error page', async () => {
    await renderApp('/missing', { language: 'zh_CN' });
    await screen.findByTestId('error-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('页面未找到');
    expect(screen.getByTestId('error-page').textContent).toContain('页面未找到：/missing');
    await waitFor(() => expect(document.title).toBe('页面未找到 - 示例娱乐'));
  });

  it('shows Internal Server Error when a page fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/boom', { extraPages: [{ path: '/boom', Component: Boom }] });
    expect(await screen.findByTestId('error-page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Internal Server Error');
    expect(screen.getByTestId('layout-desktop')).toBeTruthy();
    error.mockRestore();
  });

  it.each([
    ['/app', 'app-page', 'Mobile App'],
    ['/discount', 'promotions-page', 'Promotions'],
    ['/discount/3', 'promotion-page', 'Promotions'],
    ['/faq', 'faq-page', 'Help & FAQ'],
    ['/faq/2', 'faq-page', 'Help & FAQ'],
    ['/main/5', 'news-page', 'News'],
    ['/sponsor', 'sponsor-page', 'Sponsors'],
    ['/authCallback', 'auth-callback', 'Signing in'],
  ])('%s shows its page, titled', async (path, testId, title) => {
    await renderApp(path);
    expect(await screen.findByTestId(testId)).toBeTruthy();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    await waitFor(() => expect(document.title).toBe(`${title} - Demo Casino`));
  });

  it.each([
    ['/fastPayment', 'Fast Deposit'],
    ['/user', 'My Wallet'],
    ['/user/Fund/Deposit', 'Deposit'],
    ['/user/TransactionRecord/Transaction', 'Transactions'],
    ['/proxy', 'Agent Centre'],
    ['/proxy/Plan', 'Agent plan'],
  ])('%s is for members: a visitor gets the titled login page', async (path, title) => {
    await renderApp(path);
    expect(await screen.findByTestId('member-only')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} - Demo Casino`));
  });

  it.each(['/user/Nope', '/user/Fund/Nope', '/user/Info/More'])('%s is not a page of the member centre', async (path) => {
    await renderApp(path);
    expect(await screen.findByTestId('error-page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
  });
});

describe('app shell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the desktop template with its body classes and html lang', async () => {
    setWidth(1280);
    installSiteApi();
    await renderApp('/');
    expect(await screen.findByTestId('layout-desktop')).toBeTruthy();
    expect(screen.queryByTestId('mobile-bottom-nav')).toBeNull();
    expect(document.body.classList).toContain('lang-en_US');
    expect(document.body.classList).toContain('template-desktop');
    expect(document.body.classList).toContain('layout-site02');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('renders the mobile template with the bottom navigation below 992 px', async () => {
    setWidth(390);
    installSiteApi();
    await renderApp('/', { language: 'zh_CN' });
    expect(await screen.findByTestId('layout-mobile')).toBeTruthy();
    expect(screen.getByTestId('mobile-bottom-nav')).toBeTruthy();
    expect(document.body.classList).toContain('lang-zh_CN');
    expect(document.body.classList).toContain('template-mobile');
    expect(document.body.classList).toContain('layout-H5_1');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('hides the mobile header and footer on request', async () => {
    setWidth(390);
    installSiteApi();
    await renderApp('/?header=false&footer=false');
    expect(await screen.findByTestId('layout-mobile')).toBeTruthy();
    // The parts drawn after the first paint (the footer among them) are drawn too.
    await waitFor(() => expect(screen.queryAllByTestId('after-first-paint')).toHaveLength(0));
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(screen.queryByTestId('site-footer')).toBeNull();
    expect(screen.queryByTestId('mobile-bottom-nav')).toBeNull();
    expect(await screen.findByTestId('banner-carousel')).toBeTruthy();
  });

  it.each([
    ['header', ['site-header'], ['site-footer', 'banner-carousel']],
    ['content', ['banner-carousel'], ['site-header', 'site-footer']],
    ['footer', ['site-footer'], ['site-header', 'banner-carousel']],
  ])('appPage=%s renders only that part', async (part, shown, hidden) => {
    setWidth(1280);
    installSiteApi();
    await renderApp(`/?appPage=${part}`);
    for (const id of shown) expect(await screen.findByTestId(id)).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('after-first-paint')).toHaveLength(0));
    for (const id of hidden) expect(screen.queryByTestId(id)).toBeNull();
  });
});
