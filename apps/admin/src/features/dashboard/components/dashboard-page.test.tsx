import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

// The chart draws on a canvas, which the test's DOM has not: its data is shown as text instead.
vi.mock('./trend-chart.tsx', () => ({
  default: ({ days, series }: { days: string[]; series: { label: string; values: number[] }[] }) => (
    <ul data-testid="trend-chart" data-days={days.length}>
      {series.map((s) => (
        <li key={s.label}>
          {s.label}: {s.values.join(' ')}
        </li>
      ))}
    </ul>
  ),
}));

const figures = (deposits: string, ggr: string, members: number) => ({
  deposits,
  withdrawals: '10.00',
  bets: 7,
  turnover: '300.00',
  ggr,
  ngr: '20.00',
  sign_ups: members,
  first_deposits: 1,
  active_members: members,
});

const DASHBOARD = {
  today: '2026-11-28',
  start_date: '2026-10-30',
  summaries: [
    {
      site_id: 1,
      site: 'Main',
      currency: 'INR',
      today: figures('500.00', '25.00', 3),
      last_30_days: figures('9000.00', '700.00', 40),
    },
    { site_id: 2, site: 'Lotus', currency: 'VND', today: figures('0', '0', 0), last_30_days: figures('100000', '5000', 2) },
  ],
  days: [
    {
      day: '2026-11-27',
      site_id: 1,
      currency: 'INR',
      deposits: '100.00',
      withdrawals: '0.00',
      turnover: '50.00',
      ggr: '12.50',
      ngr: '10.00',
    },
    {
      day: '2026-11-28',
      site_id: 1,
      currency: 'INR',
      deposits: '500.00',
      withdrawals: '10.00',
      turnover: '300.00',
      ggr: '25.00',
      ngr: '20.00',
    },
  ],
  waiting: { pending_withdrawals: 4, manual_deposits: 2, agent_applications: 1 },
};

beforeEach(() => sessionStorage.clear());

describe('the dashboard', () => {
  it("opens first for finance with today's and 30 days' figures, what waits, and the chart of the chosen site", async () => {
    const paths: string[] = [];
    const fetchImpl = (async (url: string) => {
      const path = String(url).replace(/^\/api/, '');
      paths.push(path);
      if (path === '/operator/reports/dashboard') return reply(DASHBOARD);
      return reply(null, 404);
    }) as typeof fetch;
    await renderAdminAt('/', fetchImpl, 'finance', 'en_US');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    const deposits = await screen.findByTestId('figure-deposits');
    expect(deposits.textContent).toBe('Deposits500.0030 days: 9000.00');
    expect(screen.getByTestId('figure-active_members').textContent).toBe('Active members330 days: 40');
    expect(screen.getByTestId('waiting').textContent).toBe('4withdrawals to decide2bank deposits to confirm1agent applications');
    const chart = await screen.findByTestId('trend-chart');
    // Thirty days, each a point; the days without figures are zero.
    expect(chart.getAttribute('data-days')).toBe('30');
    expect(within(chart).getByText(/^GGR:/).textContent).toBe(`GGR: ${'0 '.repeat(28)}12.5 25`);
    expect(screen.getByRole('link', { name: 'Reports' })).toBeTruthy();
    expect(paths).toContain('/operator/reports/dashboard');
  });

  it('is neither shown nor asked for when the role may not read reports', async () => {
    const paths: string[] = [];
    const fetchImpl = (async (url: string) => {
      paths.push(String(url).replace(/^\/api/, ''));
      return reply({ list: [] });
    }) as typeof fetch;
    await renderAdminAt('/', fetchImpl, 'support', 'en_US');
    await waitFor(() => expect(screen.getByTestId('operator-name')).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
    expect(paths).not.toContain('/operator/reports/dashboard');
  });

  it('speaks Chinese', async () => {
    const fetchImpl = (async () => reply(DASHBOARD)) as typeof fetch;
    await renderAdminAt('/', fetchImpl, 'admin', 'zh_CN');
    expect(await screen.findByRole('heading', { name: '仪表盘', level: 1 })).toBeTruthy();
    expect((await screen.findByTestId('figure-sign_ups')).textContent).toBe('注册人数330 天：40');
  });
});
