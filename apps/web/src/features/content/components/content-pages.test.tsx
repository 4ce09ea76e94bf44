import type { PageDetail, PageSummary, PromotionSummary } from '@casino/contract/calls/content-calls.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRequestLanguage } from '../../../lib/api-client.ts';
import { ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';
import { contentKeys } from '../api/content-keys.ts';
import { FaqPage } from './faq-page.tsx';
import { NewsPage } from './news-page.tsx';
import { PromotionPage } from './promotion-page.tsx';
import { PromotionsPage } from './promotions-page.tsx';
import { SponsorPage } from './sponsor-page.tsx';

function promotion(overrides: Partial<PromotionSummary> = {}): PromotionSummary {
  return {
    id: 1,
    category_id: 1,
    title: 'Welcome bonus 100%',
    summary: 'Double your first deposit up to ₹10,000.',
    cover: '',
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-12-31T00:00:00.000Z',
    sort: 0,
    language: 'en_US',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

function page(overrides: Partial<PageDetail> = {}): PageDetail {
  return {
    id: 8,
    kind: 'info',
    title: 'FAQ',
    summary: '',
    cover: '',
    published_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    language: 'en_US',
    body: '<h2>How do I deposit?</h2><p>Open <a href="/user/Deposit">Deposit</a> in the member centre.</p>',
    ...overrides,
  };
}

const summary = ({ body: _body, ...rest }: PageDetail): PageSummary => rest;

/** The content pages at their routes, inside the providers. */
async function renderAt(path: string, language: 'en_US' | 'th_TH' = 'en_US') {
  const view = await renderWithProviders(
    <Routes>
      <Route path="/discount" element={<PromotionsPage />} />
      <Route path="/discount/:id" element={<PromotionPage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/faq/:id" element={<FaqPage />} />
      <Route path="/main/:id" element={<NewsPage />} />
      <Route path="/sponsor" element={<SponsorPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { language },
  );
  await act(() => view.router.navigate(path));
  return view;
}

describe('/discount', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists running promotions by category for the site currency, and opens one in the discount modal', async () => {
    const list = vi.fn((_body: unknown) =>
      ok({
        categories: [
          { id: 2, name: 'Slots', sort: 1 },
          { id: 1, name: 'Welcome', sort: 0 },
        ],
        list: [promotion(), promotion({ id: 2, category_id: 2, title: 'Free spins Friday', ends_at: null })],
      }),
    );
    installSiteApi({
      '/api/arks/web/promotion/list': list,
      '/api/arks/web/promotion/detail': ok({ detail: { ...promotion(), body: '<p>Deposit at least ₹500.</p>' } }),
    });
    await renderAt('/discount');
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Welcome bonus 100%',
      'Free spins Friday',
    ]);
    expect(list.mock.calls[0]?.[0]).toMatchObject({ site_id: 1, currency: 'INR' });
    expect(within(cards[1] as HTMLElement).getByText('Ongoing')).toBeTruthy();

    const tabs = screen.getByRole('group', { name: 'Promotion categories' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All promotions', 'Welcome', 'Slots']);
    fireEvent.click(within(tabs).getByRole('button', { name: 'Slots' }));
    expect(screen.getAllByTestId('promotion-card')).toHaveLength(1);
    expect(within(tabs).getByRole('button', { name: 'Slots' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(tabs).getByRole('button', { name: 'All promotions' }));

    const first = screen.getAllByTestId('promotion-card')[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('link', { name: /View details/ }));
    const modal = await screen.findByTestId('discount-modal');
    expect(await within(modal).findByText('Deposit at least ₹500.')).toBeTruthy();
    expect(within(modal).getByRole('link', { name: 'Open as a page' }).getAttribute('href')).toBe('/discount/1');
  }, 15_000);

  it('says so when none is running, and offers a retry when the list fails', async () => {
    installSiteApi({ '/api/arks/web/promotion/list': ok({ categories: [], list: [] }) });
    await renderAt('/discount');
    expect((await screen.findByTestId('promotions-empty')).textContent).toContain('No promotions are running right now');
    vi.unstubAllGlobals();

    let fail = true;
    installSiteApi({
      '/api/arks/web/promotion/list': () =>
        fail
          ? { status: 500, body: { code: 500, message: 'internal', data: null } }
          : ok({ categories: [], list: [promotion()] }),
    });
    const { queryClient } = await renderAt('/discount');
    queryClient.setDefaultOptions({ queries: { retry: false } });
    await screen.findByText('Promotions could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('promotion-card')).toBeTruthy();
  });

  it('/discount/{id} shows the promotion, and an ended one says it has ended', async () => {
    installSiteApi({
      '/api/arks/web/promotion/detail': (body) =>
        (body as { id: number }).id === 1
          ? ok({ detail: { ...promotion(), body: '<p>Wager 10 times.</p>' } })
          : { body: { code: 101, message: 'content.not_found', data: null } },
    });
    await renderAt('/discount/1');
    expect((await screen.findByTestId('promotion-article')).textContent).toContain('Wager 10 times.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome bonus 100%');
    await waitFor(() => expect(document.title).toContain('Welcome bonus 100%'));

    await renderAt('/discount/9');
    expect((await screen.findByTestId('promotion-gone')).textContent).toContain('has ended');
  });
});

describe('/faq', () => {
  afterEach(() => vi.unstubAllGlobals());

  const infoPages = [
    page({ id: 1, title: 'About us' }),
    page({ id: 8, title: 'FAQ' }),
    page({ id: 17, title: 'Promotion statement' }),
  ];

  it('shows the FAQ with the information pages beside it, and each page at /faq/{id}', async () => {
    installSiteApi({
      '/api/arks/web/page/list': ok({ list: infoPages.map(summary) }),
      '/api/arks/web/page/detail': (body) => {
        const found = infoPages.find((p) => p.id === (body as { id: number }).id);
        return found ? ok({ detail: found }) : { body: { code: 101, message: 'content.not_found', data: null } };
      },
    });
    const { router } = await renderAt('/faq');
    expect((await screen.findByTestId('faq-article')).getAttribute('data-id')).toBe('8');
    const nav = screen.getByRole('navigation', { name: 'Help pages' });
    expect(within(nav).getByRole('link', { name: 'FAQ' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(nav).getByRole('link', { name: 'About us' }));
    await waitFor(() => expect(screen.getByTestId('faq-article').getAttribute('data-id')).toBe('1'));
    expect(router.state.location.pathname).toBe('/faq/1');

    // A link inside the page body stays inside the app.
    await act(() => router.navigate('/faq/8'));
    const body = await screen.findByTestId('faq-body');
    await waitFor(() => expect(screen.getByTestId('faq-article').getAttribute('data-id')).toBe('8'));
    fireEvent.click(within(screen.getByTestId('faq-body')).getByRole('link', { name: 'Deposit' }));
    expect(body).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/Deposit'));

    await renderAt('/faq/5');
    expect(await screen.findByTestId('faq-page-gone')).toBeTruthy();
  });

  it('is drawn in Thai when the page comes in Thai', async () => {
    const thai = page({ id: 3, title: 'การเล่นเกมอย่างมีความรับผิดชอบ', body: '<p>ตั้งขีดจำกัดการฝากเงินของคุณ</p>', language: 'th_TH' });
    const list = vi.fn((_body: unknown) => ok({ list: [summary(thai)] }));
    installSiteApi({ '/api/arks/web/page/list': list, '/api/arks/web/page/detail': ok({ detail: thai }) });
    setRequestLanguage('th_TH');
    await renderAt('/faq/3', 'th_TH');
    setRequestLanguage('en_US');
    expect((await screen.findByTestId('faq-body')).textContent).toBe('ตั้งขีดจำกัดการฝากเงินของคุณ');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ช่วยเหลือและคำถามที่พบบ่อย');
    const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/api/arks/web/page/list'));
    expect(new Headers(call?.[1]?.headers).get('lang')).toBe('th_TH');
  });
});

describe('/main/{id}', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the news page and opens other news in the news modal', async () => {
    const news = [
      page({ id: 101, kind: 'news', title: 'New live tables open', body: '<p>Six new tables.</p>' }),
      page({ id: 102, kind: 'news', title: 'Cricket season kicks off', body: '<p>Bet on every match.</p>' }),
    ];
    installSiteApi({
      '/api/arks/web/page/list': ok({ list: news.map(summary) }),
      '/api/arks/web/page/detail': (body) => ok({ detail: news.find((p) => p.id === (body as { id: number }).id) }),
    });
    await renderAt('/main/101');
    expect((await screen.findByTestId('news-article')).textContent).toContain('Six new tables.');
    const more = await screen.findByTestId('news-more-list');
    expect(within(more).queryByText('New live tables open')).toBeNull();
    fireEvent.click(within(more).getByRole('button', { name: /Cricket season kicks off/ }));
    expect(await within(await screen.findByTestId('news-modal')).findByText('Bet on every match.')).toBeTruthy();
  });

  it('a news page that is not there says so', async () => {
    installSiteApi({
      '/api/arks/web/page/list': ok({ list: [] }),
      '/api/arks/web/page/detail': { body: { code: 101, message: 'content.not_found', data: null } },
    });
    await renderAt('/main/100');
    expect(await screen.findByTestId('news-page-gone')).toBeTruthy();
    expect(await screen.findByText('No other news yet.')).toBeTruthy();
  });
});

describe('/sponsor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sponsors in their order, and refetches when the sponsor list changes', async () => {
    let list = [
      { id: 2, title: 'City Cricket Club', content: '<p>Official partner</p>', url: 'https://example.com', image: '', sort: 1 },
    ];
    installSiteApi({ '/api/web/model_sponsor': () => ok({ version: 1, list }) });
    const { queryClient } = await renderAt('/sponsor');
    const card = await screen.findByTestId('sponsor-card');
    expect(within(card).getByRole('heading').textContent).toBe('City Cricket Club');
    expect(
      within(card)
        .getByRole('link', { name: /Learn more/ })
        .getAttribute('target'),
    ).toBe('_blank');

    list = [];
    await act(() => queryClient.invalidateQueries({ queryKey: ['model-sponsor'] }));
    expect(await screen.findByTestId('sponsors-empty')).toBeTruthy();
    expect(contentKeys.all).toEqual(['content']);
  });
});
