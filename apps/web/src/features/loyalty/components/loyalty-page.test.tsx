import type { LoyaltyStatus } from '@casino/contract/calls/loyalty-calls.ts';
import { realtimeEvents } from '@casino/contract/realtime.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { loyaltyEventHandlers } from '../loyalty-events.ts';
import { LoyaltyPage } from './loyalty-page.tsx';

const status = (fields: Partial<LoyaltyStatus> = {}): LoyaltyStatus => ({
  currency: 'INR',
  points: 350,
  level: 1,
  window_points: 110,
  window_days: 30,
  next_level: { level: 2, min_points: 200 },
  progress: 0.4,
  perks: { daily_withdrawal_limit: '1000.00', birthday_bonus: '10.00', rebates: [{ game_type_id: 2, percent: '0.8' }] },
  exchange: { points: 100, cash: '5.00' },
  levels: [
    { level: 1, min_points: 50, daily_withdrawal_limit: '1000.00', birthday_bonus: '10.00' },
    { level: 2, min_points: 200, daily_withdrawal_limit: null, birthday_bonus: '0.00' },
  ],
  ...fields,
});

const refusal = (code: number, message: string, data: unknown = null) => ({ body: { code, message, data } });

describe('LoyaltyPage', () => {
  beforeEach(() => saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the points, the level with its progress bar, the perks and the levels', async () => {
    installFakeApi({ '/api/member/loyalty/status': ok(status()) });
    await renderWithProviders(<LoyaltyPage />);
    expect((await screen.findByTestId('loyalty-level')).textContent).toBe('VIP 1');
    expect(screen.getByTestId('loyalty-points').textContent).toBe('350 points');
    const bar = screen.getByRole('progressbar', { name: 'Progress to the next VIP level' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('110 of 200 points for VIP 2 (last 30 days)');
    const perks = screen.getByTestId('loyalty-perks');
    expect(perks.textContent).toContain('₹1,000.00 a day');
    expect(perks.textContent).toContain('₹10.00');
    expect(perks.textContent).toContain('Slots 0.8%');
    expect(screen.getByTestId('loyalty-rate').textContent).toBe('100 points = ₹5.00');
    const rows = within(screen.getByTestId('loyalty-levels')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(rows[2]?.textContent).toContain('Site limits only');
  });

  it('says the top level is reached, and that points do not exchange where the site has no rate', async () => {
    installFakeApi({
      '/api/member/loyalty/status': ok(status({ level: 2, next_level: null, progress: 1, exchange: null })),
    });
    await renderWithProviders(<LoyaltyPage />, { language: 'zh_CN' });
    const bar = await screen.findByRole('progressbar', { name: '距下一VIP等级的进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('您已达到最高等级。')).toBeTruthy();
    expect(screen.getByText('本站目前无法将积分兑换为现金。')).toBeTruthy();
    expect(screen.queryByTestId('loyalty-exchange-submit')).toBeNull();
  });

  it('exchanges points with an idempotency key, checks the step first, and shows a refusal', async () => {
    let points = 350;
    const sent: { body: unknown; key: string | null }[] = [];
    installFakeApi({
      '/api/member/loyalty/status': () => ok(status({ points })),
      '/api/member/loyalty/exchange': (body, init) => {
        const key = new Headers(init.headers).get('idempotency-key');
        sent.push({ body, key });
        const wanted = (body as { points: number }).points;
        if (wanted > points) return refusal(103, 'loyalty.not_enough_points');
        points -= wanted;
        return ok({ points, cash: '10.00', main_cash: '110.00' });
      },
    });
    await renderWithProviders(<LoyaltyPage />);
    const input = (await screen.findByLabelText('Points to exchange')) as HTMLInputElement;

    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.click(screen.getByTestId('loyalty-exchange-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Points must be a multiple of 100.');
    expect(sent).toEqual([]);

    fireEvent.change(input, { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('loyalty-exchange-submit'));
    await screen.findByText('Exchanged 200 points for ₹10.00.');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ points: 200 });
    expect(sent[0]?.key).toMatch(/^pts-[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.getByTestId('loyalty-points').textContent).toBe('150 points'));

    // The page still shows 150 points; another member window spent them meanwhile.
    points = 50;
    fireEvent.change(input, { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('loyalty-exchange-submit'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You do not have enough points.'));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it('reloads on a level-up event of the private channel and says so', async () => {
    let level = 1;
    installFakeApi({
      '/api/member/loyalty/status': () =>
        ok(status({ level, next_level: level === 1 ? { level: 2, min_points: 200 } : null, progress: level === 1 ? 0.4 : 1 })),
    });
    const { queryClient, i18n } = await renderWithProviders(<LoyaltyPage />);
    expect((await screen.findByTestId('loyalty-level')).textContent).toBe('VIP 1');
    const handlers = loyaltyEventHandlers({ queryClient, t: i18n.t.bind(i18n) });
    level = 2;
    handlers[realtimeEvents.vipLevelUp]?.({ level: 2, previous: 1 });
    await waitFor(() => expect(screen.getByTestId('loyalty-level').textContent).toBe('VIP 2'));
    // A payload that is not the contract's changes nothing.
    handlers[realtimeEvents.vipLevelUp]?.({ level: 'x' });
  });
});
