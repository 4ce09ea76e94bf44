import type { MemberBonus } from '@casino/contract/calls/bonus-calls.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { BonusPage } from './bonus-page.tsx';
import { WageringNotice } from './wagering-notice.tsx';

const bonus = (fields: Partial<MemberBonus> = {}): MemberBonus => ({
  id: 4,
  promotion_id: 9,
  title: 'Welcome match',
  source: 'deposit',
  status: 'active',
  currency: 'INR',
  amount: '300.00',
  balance: '250.00',
  deposit_amount: '500.00',
  requirement: '4000.00',
  wagered: '1000.00',
  remaining: '3000.00',
  progress: 25,
  weights: {},
  closed_amount: '0.00',
  expires_at: '2030-01-08T00:00:00.000Z',
  created_at: '2030-01-01T00:00:00.000Z',
  closed_at: null,
  ...fields,
});

function summary(active: MemberBonus[]) {
  return ok({
    active,
    history: [bonus({ id: 2, status: 'converted', closed_amount: '40.00', title: '', source: 'operator' })],
    rebates: [{ day: '2030-01-01', currency: 'INR', valid_bets: '1000.00', amount: '10.00', paid_at: '2030-01-02T00:00:00Z' }],
    rebate_total: '10.00',
    rewards: [{ kind: 'red_envelope', amount: '8.00', currency: 'INR', at: '2030-01-03T00:00:00Z' }],
    currency: 'INR',
  });
}

describe('BonusPage', () => {
  beforeEach(() => saveSession({ token: 'tok', memberId: 7, account: 'player01', currency: 'INR' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the active bonus with its wagering as a progress bar, the rebates and the closed bonuses', async () => {
    installFakeApi({ '/api/arks/web/bonus/list': summary([bonus()]) });
    await renderWithProviders(<BonusPage />);
    const card = await screen.findByTestId('bonus-active');
    expect(within(card).getByRole('heading').textContent).toBe('Welcome match');
    expect(within(card).getByTestId('bonus-balance').textContent).toBe('₹250.00');
    expect(within(card).getByTestId('bonus-remaining').textContent).toBe('₹3,000.00');
    const bar = within(card).getByRole('progressbar', { name: 'Wagering progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('Wagered ₹1,000.00 of ₹4,000.00');
    expect(screen.getByTestId('rebate-total').textContent).toBe('Rebates received: ₹10.00');
    expect(screen.getByTestId('reward').textContent).toContain('Red envelope');
    expect(screen.getByTestId('reward').textContent).toContain('₹8.00');
    expect(screen.getByTestId('bonus-closed').textContent).toContain('Gift bonus');
    expect(screen.getByTestId('bonus-closed').textContent).toContain('₹40.00 to cash');
  });

  it('gives a bonus up after asking, and says so', async () => {
    let active = [bonus()];
    const fetchMock = installFakeApi({
      '/api/arks/web/bonus/list': () => summary(active),
      '/api/arks/web/bonus/cancel': () => {
        active = [];
        return ok(bonus({ status: 'forfeited', balance: '0.00', closed_amount: '250.00' }));
      },
    });
    await renderWithProviders(<BonusPage />);
    fireEvent.click(await screen.findByTestId('bonus-cancel'));
    const dialog = await screen.findByTestId('bonus-cancel-dialog');
    expect(dialog.textContent).toContain('₹250.00');
    fireEvent.click(screen.getByTestId('bonus-cancel-dialog-confirm'));
    expect(await screen.findByTestId('bonus-none')).toBeTruthy();
    const sent = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/arks/web/bonus/cancel');
    expect(JSON.parse(String(sent[0]?.[1]?.body))).toEqual({ id: 4 });
  });

  it('tells on the withdrawal page how much is left to wager', async () => {
    installFakeApi({ '/api/arks/web/bonus/list': summary([bonus()]) });
    await renderWithProviders(<WageringNotice />);
    await waitFor(() => expect(screen.getByTestId('wagering-notice').textContent).toContain('₹3,000.00 is left to wager'));
  });
});
