import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminApp } from '../../../app.tsx';
import { createAdminI18n } from '../../../lib/i18n.ts';
import { operatorSession } from '../../../lib/operator-session.ts';
import { AdminSessionProvider } from '../../sign-in/hooks/admin-session.tsx';

const event = (id: string, home: string, openBets: number) => ({
  event_id: id,
  sport: 'football',
  competition: 'ISL',
  home,
  away: `${home} B`,
  starts_at: Date.parse('2026-11-28T14:00:00Z'),
  status: 'live',
  score: '1-0',
  clock: "55'",
  open_bets: openBets,
  held_markets: 0,
});

const settings = {
  currency: 'INR',
  min_stake: '10.00',
  max_stake: '50000.00',
  max_payout: '500000.00',
  cash_out_margin_bp: 500,
  live_delay_seconds: 5,
  price_margin_bp: null,
};

beforeEach(() => sessionStorage.clear());

describe('the sportsbook desk', () => {
  it('pages the events, opens one’s liability, holds a market with a reason and saves the limits', async () => {
    let held = false;
    const sent: { path: string; body: Record<string, unknown> }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      const path = String(url).replace(/^\/api/, '');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ path, body });
      let data: unknown;
      if (path === '/operator/sports/events') {
        data = body.after
          ? { list: [event('ev:2', 'Goa', 0)], next: null }
          : { list: [event('ev:1', 'Mumbai', 3)], next: 'cursor-1' };
      } else if (path === '/operator/sports/liability') {
        data = {
          event_id: 'ev:1',
          home: 'Mumbai',
          away: 'Mumbai B',
          status: 'live',
          markets: [
            {
              market_id: 'ev:1:1x2',
              type: '1x2',
              line: null,
              status: 'open',
              held,
              selections: [
                { key: 'home', odds: '1.80', exposure: [{ currency: 'INR', bets: 3, stakes: '300.00', liability: '540.00' }] },
                { key: 'away', odds: '4.20', exposure: [] },
              ],
            },
          ],
        };
      } else if (path === '/operator/sports/market') {
        held = true;
        data = { markets: [{ market_id: body.id, status: 'open', held: true }] };
      } else {
        data = { ...settings, ...body };
      }
      return new Response(JSON.stringify({ code: 1000, message: 'ok', data }));
    }) as typeof fetch;
    operatorSession.write({
      token: 't',
      role: 'admin',
      username: 'a',
      expires_at: '2026-11-29T12:00:00.000Z',
      second_factor: 'verified',
    });
    render(
      <I18nextProvider i18n={await createAdminI18n('en_US')}>
        <MemoryRouter initialEntries={['/sports']}>
          <AdminSessionProvider fetchImpl={fetchImpl}>
            <AdminApp />
          </AdminSessionProvider>
        </MemoryRouter>
      </I18nextProvider>,
    );

    const first = await screen.findByTestId('sports-event-ev:1');
    fireEvent.click(screen.getByRole('button', { name: 'Show more events' }));
    await screen.findByTestId('sports-event-ev:2');
    expect(sent.filter((s) => s.path === '/operator/sports/events').map((s) => s.body.after)).toEqual([undefined, 'cursor-1']);

    fireEvent.click(within(first).getByRole('button', { name: 'Mumbai – Mumbai B' }));
    const market = await screen.findByTestId('sports-market-ev:1:1x2');
    expect(market.textContent).toContain('INR: 3 bets, stakes 300.00, pays 540.00 if it wins');
    fireEvent.click(within(market).getByRole('button', { name: 'Hold' }));
    const reason = within(market).getByLabelText('Reason (kept in the audit log)');
    fireEvent.input(reason, { target: { value: 'red card review' } });
    fireEvent.submit(reason.closest('form') as HTMLFormElement);
    expect((await screen.findByText('Market ev:1:1x2 is held: it takes no bets.')).getAttribute('role')).toBe('status');
    await waitFor(() => expect(within(market).getByRole('button', { name: 'Release' })).toBeTruthy());
    expect(sent.find((s) => s.path === '/operator/sports/market')?.body).toEqual({
      target: 'market',
      id: 'ev:1:1x2',
      action: 'hold',
      reason: 'red card review',
    });

    const form = await screen.findByTestId('sports-settings');
    fireEvent.input(within(form).getByLabelText('Maximum stake'), { target: { value: '25000.00' } });
    fireEvent.input(within(form).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Diwali week' } });
    fireEvent.submit(form);
    await screen.findByText("The book's INR settings are saved.");
    const saved = sent.filter((s) => s.path === '/operator/sports/settings').at(-1)?.body;
    expect(saved).toEqual({
      currency: 'INR',
      min_stake: '10.00',
      max_stake: '25000.00',
      max_payout: '500000.00',
      cash_out_margin_bp: 500,
      live_delay_seconds: 5,
      price_margin_bp: null,
      reason: 'Diwali week',
    });
  });
});
