import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { StratifiedTable } from './stratified-table.tsx';

const figures = (deposits: string, signUps: number) => ({
  sign_ups: signUps,
  first_deposits: 1,
  active_members: 1,
  deposits,
  withdrawals: '0.00',
  valid_bet: '0.00',
  gross_revenue: '0.00',
  bonuses: '0.00',
  rebates: '0.00',
  net_revenue: '0.00',
});

describe('StratifiedTable', () => {
  beforeEach(() => saveSession({ token: 'tok', memberId: 7, account: 'agent01', currency: 'INR' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the figures of each level of the tree, and asks again for the period chosen', async () => {
    const fetchMock = installFakeApi({
      '/api/member/agent/stratified': ok({
        currency: 'INR',
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        levels: [
          { level: 1, agents: 1, members: 3, figures: figures('500.00', 2) },
          { level: 2, agents: 2, members: 5, figures: figures('70.00', 1) },
        ],
      }),
    });
    await renderWithProviders(<StratifiedTable />);
    const second = await screen.findByTestId('stratified-level-2');
    expect(within(second).getByRole('heading').textContent).toBe('Level 2 · members: 5 · agents: 2');
    expect(within(second).getByTestId('stratified-2-deposits').textContent).toContain('₹70.00');
    expect(within(screen.getByTestId('stratified-level-1')).getByTestId('stratified-1-sign_ups').textContent).toContain('2');

    fireEvent.change(screen.getByTestId('stratified-start'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByTestId('stratified-end'), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByTestId('stratified-search'));
    await vi.waitFor(() => {
      const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));
      expect(bodies).toContainEqual({ start_date: '2026-10-01', end_date: '2026-10-31' });
    });
  });

  it('refuses a period that ends before it starts without asking the server', async () => {
    const fetchMock = installFakeApi({
      '/api/member/agent/stratified': ok({ currency: 'INR', start_date: 'x', end_date: 'x', levels: [] }),
    });
    await renderWithProviders(<StratifiedTable />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByTestId('stratified-start'), { target: { value: '2026-10-31' } });
    fireEvent.change(screen.getByTestId('stratified-end'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByTestId('stratified-search'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
