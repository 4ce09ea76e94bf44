import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

const row = (day: string, ggr: string) => ({
  day,
  site_id: null,
  site: null,
  provider_id: null,
  provider: null,
  game_type_id: null,
  game_type: null,
  game_code: null,
  game: null,
  currency: 'INR',
  bets: 2,
  turnover: '100.00',
  payout: '50.00',
  ggr,
  bonuses: '1.00',
  rebates: '0.00',
  ngr: '49.00',
});
const totals = [
  {
    currency: 'INR',
    bets: 6,
    turnover: '300.00',
    payout: '150.00',
    ggr: '150.00',
    bonuses: '3.00',
    rebates: '0.00',
    ngr: '147.00',
  },
];

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the reports page', () => {
  it('asks the server for each page and order, shows the totals, and exports the same filter as CSV', async () => {
    const asked: Record<string, unknown>[] = [];
    let exported: Record<string, unknown> | null = null;
    const fetchImpl = (async (url: string, init: RequestInit) => {
      const path = String(url).replace(/^\/api/, '');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (path === '/operator/reports/games') {
        asked.push(body);
        const page = Number(body.page);
        return reply({
          rows: page === 1 ? [row('2026-11-28', '50.00'), row('2026-11-27', '50.00')] : [row('2026-11-26', '50.00')],
          total_rows: 3,
          totals,
        });
      }
      if (path === '/operator/reports/games/csv') {
        exported = body;
        return reply({ filename: 'ggr.csv', csv: 'day,currency\r\n2026-11-28,INR\r\n', rows: 1 });
      }
      return reply(null, 404);
    }) as typeof fetch;
    const created: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      created.push('blob');
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await renderAdminAt('/reports', fetchImpl, 'admin', 'en_US');

    const table = await screen.findByTestId('report-table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 2 + 1));
    expect(within(screen.getByTestId('report-totals')).getByText('Total INR')).toBeTruthy();
    expect(within(screen.getByTestId('report-totals')).getByText('147.00')).toBeTruthy();
    expect(screen.getByTestId('report-page').textContent).toBe('Page 1 of 1 (3 rows)');

    // Fewer rows a page: the server pages them.
    fireEvent.change(screen.getByLabelText('Rows a page'), { target: { value: '20' } });
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ page: 1, page_size: 20, group_by: 'day', sort_by: 'key', sort_dir: 'desc' }),
    );

    // A header sorts on the server, descending first, then ascending.
    fireEvent.click(within(table).getByRole('button', { name: 'GGR' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort_by: 'ggr', sort_dir: 'desc' }));
    fireEvent.click(within(screen.getByTestId('report-table')).getByRole('button', { name: /GGR/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort_by: 'ggr', sort_dir: 'asc' }));

    // Filters go to the server when shown.
    fireEvent.input(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.input(screen.getByLabelText('To'), { target: { value: '2026-11-28' } });
    fireEvent.input(screen.getByLabelText('Site id'), { target: { value: '1' } });
    fireEvent.input(screen.getByLabelText('Currency'), { target: { value: 'inr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        start_date: '2026-11-01',
        end_date: '2026-11-28',
        site_id: 1,
        currency: 'INR',
        page: 1,
      }),
    );

    fireEvent.click(screen.getByTestId('export-csv'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(exported).toMatchObject({
      start_date: '2026-11-01',
      site_id: 1,
      currency: 'INR',
      group_by: 'day',
      sort_by: 'ggr',
      sort_dir: 'asc',
    });
    expect(exported).not.toHaveProperty('page');
  });

  it('says why the server refused the period', async () => {
    const fetchImpl = (async (url: string) => {
      const path = String(url).replace(/^\/api/, '');
      if (path === '/operator/reports/games') return reply(null, 101, { message: 'report.bad_period' });
      return reply(null, 404);
    }) as typeof fetch;
    await renderAdminAt('/reports', fetchImpl, 'admin', 'en_US');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The period must end after it starts and be at most 400 days long.',
    );
  });

  it('shows deposits and withdrawals by method', async () => {
    const fetchImpl = (async (url: string) => {
      const path = String(url).replace(/^\/api/, '');
      if (path === '/operator/reports/games') return reply({ rows: [], total_rows: 0, totals: [] });
      if (path === '/operator/reports/payments')
        return reply({
          rows: [{ day: null, currency: 'INR', direction: 'deposit', method: 'UPI', orders: 3, amount: '1500.00' }],
          total_rows: 1,
          totals: [{ currency: 'INR', direction: 'deposit', orders: 3, amount: '1500.00' }],
        });
      return reply(null, 404);
    }) as typeof fetch;
    await renderAdminAt('/reports', fetchImpl, 'admin', 'en_US');
    fireEvent.click(await screen.findByRole('button', { name: 'Deposits and withdrawals' }));
    expect(await screen.findByRole('cell', { name: 'UPI' })).toBeTruthy();
    expect(screen.getByText('Total Deposits INR')).toBeTruthy();
  });
});
