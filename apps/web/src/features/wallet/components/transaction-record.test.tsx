import type { TransactionEntry } from '@casino/contract/calls/wallet-calls.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import type { FakeHandler, FakeReply } from '../../../test/fake-api.ts';
import { ok } from '../../../test/fake-api.ts';
import { memberLayoutFixture, transactionFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

type ListBody = { start_date: string; end_date: string; kind?: string; page: number; page_size: number };

/** 45 movements, alternating money in and out; the fake server pages them like the real one. */
const ENTRIES: TransactionEntry[] = Array.from({ length: 45 }, (_, i) =>
  transactionFixture({
    id: String(45 - i),
    kind: i % 2 === 0 ? 'deposit' : 'withdrawal',
    amount: i % 2 === 0 ? '500.00' : '-200.00',
    balance_after: '100000.00',
    order_number: `D${45 - i}`,
  }),
);

function recordApi(overrides: Record<string, FakeHandler | FakeReply> = {}) {
  return installSiteApi({
    '/api/member/profile/common/layout': ok(memberLayoutFixture({ member_currency: 'INR' })),
    '/api/member/transaction/list': (body) => {
      const { page, page_size, kind } = body as ListBody;
      const matching = ENTRIES.filter((e) => !kind || e.kind === kind);
      return ok({ list: matching.slice((page - 1) * page_size, page * page_size), total_count: matching.length });
    },
    ...overrides,
  });
}

function bodies(fetchMock: ReturnType<typeof installSiteApi>) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/member/transaction/list')
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as ListBody);
}

describe('/user/TransactionRecord/Transaction', () => {
  beforeEach(() => {
    setWidth(1280);
    // 02:00 UTC on 10 March is still 9 March in America/Caracas.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-10T02:00:00Z'));
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts with the last 7 days of Caracas, all kinds, page 1 of 20, as a table', async () => {
    const fetchMock = recordApi();
    await renderApp('/user/TransactionRecord/Transaction');
    const table = await screen.findByTestId('tx-table');
    expect(table.tagName).toBe('TABLE');
    expect(within(table).getAllByTestId('tx-row')).toHaveLength(20);
    expect(bodies(fetchMock)).toEqual([{ start_date: '2025-03-03', end_date: '2025-03-09', page: 1, page_size: 20 }]);
    expect((screen.getByTestId('tx-start') as HTMLInputElement).value).toBe('2025-03-03');
    expect((screen.getByTestId('tx-end') as HTMLInputElement).value).toBe('2025-03-09');
    expect((screen.getByTestId('tx-kind-filter') as HTMLSelectElement).value).toBe('all');
    expect(screen.getByTestId('tx-preset-7').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('tx-summary').textContent).toBe('Records: 45 · page 1 of 3');

    // Signed amounts: colour and a written sign.
    const [first, second] = within(table).getAllByTestId('tx-row');
    const money = (row: HTMLElement) => row.querySelector('.tx-amount');
    expect(money(first!)?.textContent).toBe('+₹500.00');
    expect(money(first!)?.classList).toContain('tx-amount--in');
    expect(money(second!)?.textContent).toBe('-₹200.00');
    expect(money(second!)?.classList).toContain('tx-amount--out');
    expect(within(first!).getByText('Deposit')).toBeTruthy();
    expect(within(first!).getByText('03/09/2025, 14:30:00')).toBeTruthy();
    // Money in one format everywhere: the rupee grouped in lakhs, as on the rest of the site.
    expect(within(first!).getByText('₹1,00,000.00')).toBeTruthy();
    expect(within(first!).getByTestId('tx-details').textContent).toBe('Order number D45');
    expect(within(second!).getByText('Withdrawal')).toBeTruthy();
  });

  it('pages with previous, next and the page numbers', async () => {
    const fetchMock = recordApi();
    await renderApp('/user/TransactionRecord/Transaction');
    await screen.findByTestId('tx-table');
    const prev = screen.getByTestId('tx-prev') as HTMLButtonElement;
    const next = screen.getByTestId('tx-next') as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    expect(screen.getByTestId('tx-page-1').getAttribute('aria-current')).toBe('page');

    fireEvent.click(next);
    await waitFor(() => expect(screen.getByTestId('tx-summary').textContent).toBe('Records: 45 · page 2 of 3'));
    expect(bodies(fetchMock).at(-1)).toMatchObject({ page: 2 });
    expect(screen.getByTestId('tx-page-2').getAttribute('aria-current')).toBe('page');
    expect(prev.disabled).toBe(false);

    fireEvent.click(screen.getByTestId('tx-page-3'));
    await waitFor(() => expect(screen.getAllByTestId('tx-row')).toHaveLength(5));
    expect(bodies(fetchMock).at(-1)).toMatchObject({ page: 3 });
    expect(next.disabled).toBe(true);

    fireEvent.click(prev);
    await waitFor(() => expect(screen.getAllByTestId('tx-row')).toHaveLength(20));
    expect(bodies(fetchMock).at(-1)).toMatchObject({ page: 2 });
  });

  it('searches by kind and dates, back to page 1, and the presets set the days', async () => {
    const fetchMock = recordApi();
    await renderApp('/user/TransactionRecord/Transaction');
    await screen.findByTestId('tx-table');
    fireEvent.click(screen.getByTestId('tx-next'));
    await waitFor(() => expect(bodies(fetchMock).at(-1)).toMatchObject({ page: 2 }));

    fireEvent.change(screen.getByTestId('tx-kind-filter'), { target: { value: 'withdrawal' } });
    fireEvent.change(screen.getByTestId('tx-start'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByTestId('tx-end'), { target: { value: '2025-03-05' } });
    // Nothing is asked before the search.
    expect(bodies(fetchMock)).toHaveLength(2);
    fireEvent.click(screen.getByTestId('tx-search'));
    await waitFor(() =>
      expect(bodies(fetchMock).at(-1)).toEqual({
        start_date: '2025-03-01',
        end_date: '2025-03-05',
        kind: 'withdrawal',
        page: 1,
        page_size: 20,
      }),
    );
    await waitFor(() => expect(screen.getByTestId('tx-summary').textContent).toBe('Records: 22 · page 1 of 2'));
    expect(screen.getByTestId('tx-preset-7').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByTestId('tx-preset-30'));
    await waitFor(() =>
      expect(bodies(fetchMock).at(-1)).toEqual({
        start_date: '2025-02-08',
        end_date: '2025-03-09',
        kind: 'withdrawal',
        page: 1,
        page_size: 20,
      }),
    );
    expect(screen.getByTestId('tx-preset-30').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('tx-preset-1'));
    await waitFor(() => expect(bodies(fetchMock).at(-1)).toMatchObject({ start_date: '2025-03-09', end_date: '2025-03-09' }));

    fireEvent.change(screen.getByTestId('tx-kind-filter'), { target: { value: 'all' } });
    fireEvent.click(screen.getByTestId('tx-search'));
    await waitFor(() => expect(bodies(fetchMock).at(-1)).not.toHaveProperty('kind'));
  });

  it('refuses a start after the end without asking the server', async () => {
    const fetchMock = recordApi();
    await renderApp('/user/TransactionRecord/Transaction');
    await screen.findByTestId('tx-table');
    fireEvent.change(screen.getByTestId('tx-start'), { target: { value: '2025-03-09' } });
    fireEvent.change(screen.getByTestId('tx-end'), { target: { value: '2025-03-01' } });
    fireEvent.click(screen.getByTestId('tx-search'));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('tx-start'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('tx-search'));
    expect(await screen.findByText('Please choose a start date and an end date.')).toBeTruthy();
    expect(bodies(fetchMock)).toHaveLength(1);
  });

  it('says when a period has no movements, and shows a failed load with a retry', async () => {
    let attempts = 0;
    recordApi({
      '/api/member/transaction/list': () => {
        attempts += 1;
        return attempts === 1 ? { status: 503, body: 'down' } : ok({ list: [], total_count: 0 });
      },
    });
    await renderApp('/user/TransactionRecord/Transaction');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The transactions could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('tx-empty')).toBeTruthy();
    expect(screen.getByText('No transactions in this period.')).toBeTruthy();
    expect(screen.queryByTestId('tx-next')).toBeNull();
  });

  it('shows cards on mobile, and /user/Transaction is the same page', async () => {
    setWidth(390);
    recordApi();
    await renderApp('/user/Transaction');
    const list = await screen.findByTestId('tx-table');
    expect(list.tagName).toBe('UL');
    const cards = within(list).getAllByTestId('tx-row');
    expect(cards).toHaveLength(20);
    expect(cards[0]!.tagName).toBe('LI');
    expect(within(cards[0]!).getByText('+₹500.00')).toBeTruthy();
    expect(within(cards[0]!).getByText('Order number D45')).toBeTruthy();
  });

  it('shows the provider, the round and the order number, never an internal key', async () => {
    const entries: TransactionEntry[] = [
      transactionFixture({
        id: '4',
        kind: 'win',
        amount: '25.00',
        order_number: null,
        round_id: 'HRX42',
        gp_name: 'House Games',
      }),
      transactionFixture({
        id: '3',
        kind: 'bet',
        amount: '-10.00',
        order_number: null,
        round_id: 'HRX42',
        gp_name: 'House Games',
      }),
      transactionFixture({ id: '2', kind: 'transfer_out', amount: '3.00', order_number: null, gp_name: 'House Live' }),
      transactionFixture({ id: '1', kind: 'adjustment', amount: '1.00', order_number: null }),
    ];
    for (const width of [1280, 390]) {
      setWidth(width);
      recordApi({ '/api/member/transaction/list': ok({ list: entries, total_count: entries.length }) });
      const { unmount } = await renderApp('/user/TransactionRecord/Transaction');
      const rows = within(await screen.findByTestId('tx-table')).getAllByTestId('tx-row');
      const details = (row: HTMLElement) => within(row).queryByTestId('tx-details')?.textContent ?? null;
      expect(details(rows[0]!)).toBe('House GamesRound HRX42');
      expect(within(rows[0]!).getByText('Round HRX42')).toBeTruthy();
      expect(details(rows[1]!)).toBe('House GamesRound HRX42');
      expect(details(rows[2]!)).toBe('House Live');
      expect(details(rows[3]!) ?? '–').toBe('–');
      const text = document.body.textContent ?? '';
      expect(text).not.toMatch(/gp:\d|:round:/);
      unmount();
    }
  });
});
