import type { DwRecord } from '@casino/contract/calls/payment-calls.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { type FakeHandler, installFakeApi, ok } from '../../../test/fake-api.ts';
import { dwRecordFixture } from '../../../test/fund-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { DwRecordPage } from './dw-record-page.tsx';

const RECORDS: DwRecord[] = [
  dwRecordFixture({ order_number: 'D1', status: 'paid', created_at: '2025-02-28T18:30:00.000Z' }),
  dwRecordFixture({ order_number: 'W2', type: 'withdrawal', method: 'Union Bank', amount: '1200.50', status: 'pending' }),
  dwRecordFixture({ order_number: 'W3', type: 'withdrawal', status: 'rejected', remark: 'Account name differs' }),
  dwRecordFixture({ order_number: 'D4', status: 'failed' }),
  dwRecordFixture({ order_number: 'D5', status: 'expired' }),
];

type Request = { start_date: string; end_date: string; type: string; status?: string; page: number; page_size: number };

function recordApi(handler?: FakeHandler) {
  const requests: Request[] = [];
  const fetchMock = installFakeApi({
    '/api/member/dw_record/list': async (body, init) => {
      requests.push(body as Request);
      return handler ? handler(body, init) : ok({ list: RECORDS, total_count: RECORDS.length });
    },
  });
  return { fetchMock, requests };
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('DwRecordPage', () => {
  beforeEach(() => {
    // 03:30 UTC on 1 March 2025 is 23:30 on 28 February in Caracas.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T03:30:00Z'));
    setWidth(1280);
    saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the last 7 days in America/Caracas and shows a table with translated status badges', async () => {
    const { requests } = recordApi();
    await renderWithProviders(<DwRecordPage />);
    const table = await screen.findByTestId('dw-table');
    expect(table.tagName).toBe('TABLE');
    expect(requests[0]).toEqual({ start_date: '2025-02-22', end_date: '2025-02-28', type: 'all', page: 1, page_size: 20 });
    expect((screen.getByTestId('dw-start-date') as HTMLInputElement).value).toBe('2025-02-22');
    expect(screen.getByTestId('dw-preset-last7').getAttribute('aria-pressed')).toBe('true');

    const rows = screen.getAllByTestId('dw-row');
    expect(rows.map((row) => [row.getAttribute('data-order'), row.getAttribute('data-status')])).toEqual([
      ['D1', 'paid'],
      ['W2', 'pending'],
      ['W3', 'rejected'],
      ['D4', 'failed'],
      ['D5', 'expired'],
    ]);
    expect(rows.map((row) => row.querySelector('.fund-status')?.textContent?.replace(/^\W+/, ''))).toEqual([
      'Paid',
      'Pending',
      'Rejected',
      'Failed',
      'Expired',
    ]);
    expect(within(rows[0]!).getByText('02/28/2025, 14:30:00')).toBeTruthy();
    expect(within(rows[1]!).getByText('Withdrawal')).toBeTruthy();
    expect(within(rows[1]!).getByText('₹1,200.50')).toBeTruthy();
    expect(within(rows[2]!).getByText('Account name differs')).toBeTruthy();
    expect(screen.getByTestId('dw-page-status').textContent).toBe('Page 1 of 1 · Records: 5');
  });

  it('shows cards on the mobile layout', async () => {
    setWidth(400);
    recordApi();
    await renderWithProviders(<DwRecordPage />);
    const list = await screen.findByTestId('dw-table');
    expect(list.tagName).toBe('UL');
    const cards = within(list).getAllByTestId('dw-row');
    expect(cards).toHaveLength(5);
    expect(cards[2]!.getAttribute('data-status')).toBe('rejected');
    expect(within(cards[2]!).getByText('Rejected')).toBeTruthy();
  });

  it('filters by type, status and days when searching, and by a preset at once', async () => {
    const { requests } = recordApi();
    await renderWithProviders(<DwRecordPage />);
    await screen.findByTestId('dw-table');

    fireEvent.change(screen.getByTestId('dw-type-filter'), { target: { value: 'withdrawal' } });
    fireEvent.change(screen.getByTestId('dw-status-filter'), { target: { value: 'rejected' } });
    fireEvent.change(screen.getByTestId('dw-start-date'), { target: { value: '2025-02-01' } });
    fireEvent.change(screen.getByTestId('dw-end-date'), { target: { value: '2025-02-10' } });
    expect(requests).toHaveLength(1);
    fireEvent.click(screen.getByTestId('dw-search'));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({
      start_date: '2025-02-01',
      end_date: '2025-02-10',
      type: 'withdrawal',
      status: 'rejected',
      page: 1,
      page_size: 20,
    });

    fireEvent.click(screen.getByTestId('dw-preset-today'));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]).toMatchObject({ start_date: '2025-02-28', end_date: '2025-02-28', type: 'withdrawal' });
    expect(screen.getByTestId('dw-preset-today').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('dw-preset-last30'));
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[3]).toMatchObject({ start_date: '2025-01-30', end_date: '2025-02-28' });
  });

  it('refuses a start date after the end date', async () => {
    const { requests } = recordApi();
    await renderWithProviders(<DwRecordPage />);
    await screen.findByTestId('dw-table');
    fireEvent.change(screen.getByTestId('dw-start-date'), { target: { value: '2025-03-05' } });
    fireEvent.click(screen.getByTestId('dw-search'));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('pages through the records', async () => {
    const { requests } = recordApi((body) => {
      const page = (body as Request).page;
      return ok({ list: [dwRecordFixture({ order_number: `P${page}` })], total_count: 45 });
    });
    await renderWithProviders(<DwRecordPage />);
    await screen.findByTestId('dw-table');
    expect(screen.getByTestId('dw-page-status').textContent).toBe('Page 1 of 3 · Records: 45');
    expect((screen.getByTestId('dw-prev') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('dw-next'));
    await waitFor(() => expect(screen.getByTestId('dw-row').getAttribute('data-order')).toBe('P2'));
    expect(requests[1]).toMatchObject({ page: 2, page_size: 20 });
    fireEvent.click(screen.getByTestId('dw-next'));
    await waitFor(() => expect(screen.getByTestId('dw-row').getAttribute('data-order')).toBe('P3'));
    expect((screen.getByTestId('dw-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('dw-prev'));
    await waitFor(() => expect(screen.getByTestId('dw-row').getAttribute('data-order')).toBe('P2'));

    // A new search starts again at the first page.
    fireEvent.click(screen.getByTestId('dw-search'));
    await waitFor(() => expect(screen.getByTestId('dw-row').getAttribute('data-order')).toBe('P1'));
  });

  it('reads the records again on refresh and when member queries are invalidated', async () => {
    let status: DwRecord['status'] = 'pending';
    const { requests } = recordApi(() => ok({ list: [dwRecordFixture({ order_number: 'D9', status })], total_count: 1 }));
    const { queryClient } = await renderWithProviders(<DwRecordPage />);
    await waitFor(() => expect(screen.getByTestId('dw-row').getAttribute('data-status')).toBe('pending'));

    status = 'paid';
    fireEvent.click(screen.getByTestId('dw-refresh'));
    await waitFor(() => expect(screen.getByTestId('dw-row').getAttribute('data-status')).toBe('paid'));
    expect(requests).toHaveLength(2);

    // What the realtime member_deposit.success handler does.
    status = 'expired';
    await queryClient.invalidateQueries({ queryKey: ['member'] });
    await waitFor(() => expect(screen.getByTestId('dw-row').getAttribute('data-status')).toBe('expired'));
    expect(requests).toHaveLength(3);
  });

  it('shows an empty period and a failure with a retry', async () => {
    let fail = true;
    recordApi(() => (fail ? { body: { code: 500, message: 'internal_error', data: null } } : ok({ list: [], total_count: 0 })));
    await renderWithProviders(<DwRecordPage />);
    expect(await screen.findByText('The records could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('dw-empty')).toBeTruthy();
    expect(screen.getByText('No deposits or withdrawals in this period.')).toBeTruthy();
    expect(screen.queryByTestId('dw-table')).toBeNull();
    expect(screen.queryByTestId('dw-page-status')).toBeNull();
  });
});
