import type { CommissionStatementView } from '@casino/contract/calls/agent-calls.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { PerformanceSettlement } from './performance-settlement.tsx';

function statement(period: string, commission: string, version = 1, corrected_at: string | null = null): CommissionStatementView {
  return {
    agent_id: 7,
    agent_account: 'agent01',
    period,
    currency: 'INR',
    members: 12,
    active_members: 5,
    first_deposits: 2,
    valid_bet: '90000.00',
    gross_revenue: '8000.00',
    bonuses: '500.00',
    rebates: '300.00',
    deposits: '20000.00',
    withdrawals: '9000.00',
    fees_charged: '200.00',
    net_revenue: '7000.00',
    carried_in: '0.00',
    commission_base: '7000.00',
    rate_percent: '25',
    commission,
    carried_out: '0.00',
    upline_share: '0.00',
    version,
    corrected_at,
  };
}

describe('PerformanceSettlement', () => {
  beforeEach(() => saveSession({ token: 'tok', memberId: 7, account: 'agent01', currency: 'INR' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the statements newest month first, with members, rate and commission', async () => {
    installFakeApi({
      '/api/member/agent/statements': ok({
        list: [statement('2026-09-01', '1500.00'), statement('2026-10-01', '1750.00', 2, '2026-11-03T10:00:00.000Z')],
      }),
    });
    await renderWithProviders(<PerformanceSettlement />);
    await waitFor(() => expect(screen.getAllByTestId('statement')).toHaveLength(2));
    const [october, september] = screen.getAllByTestId('statement') as HTMLElement[];
    expect(october?.getAttribute('data-period')).toBe('2026-10-01');
    expect(within(october as HTMLElement).getByRole('heading').textContent).toBe('10/01/2026 – 10/31/2026');
    expect(within(october as HTMLElement).getByTestId('statement-commission').textContent).toBe('₹1,750.00');
    expect(within(october as HTMLElement).getByText('12 (5 active)')).toBeTruthy();
    expect(within(october as HTMLElement).getByText('25%')).toBeTruthy();
    expect(within(october as HTMLElement).getByTestId('statement-version').textContent).toBe('Version 2Corrected on 11/03/2026');
    expect(september?.getAttribute('data-period')).toBe('2026-09-01');
    expect(within(september as HTMLElement).getByTestId('statement-version').textContent).toBe('Version 1');
    expect(within(september as HTMLElement).queryByTestId('statement-corrected')).toBeNull();
  });

  it('says when there is no statement yet', async () => {
    installFakeApi({ '/api/member/agent/statements': ok({ list: [] }) });
    await renderWithProviders(<PerformanceSettlement />);
    expect((await screen.findByTestId('statements-empty')).textContent).toBe(
      'No statements yet. Your first one appears after the first month ends.',
    );
  });
});
