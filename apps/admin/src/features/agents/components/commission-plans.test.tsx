import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';
import { bodiesOf, fakeApi, plan, type Sent } from './agents-fake-api.ts';

const LIST = '/operator/agents/commission-plan/list';
const SAVE = '/operator/agents/commission-plan/save';

function plansApi(
  sent: Sent[],
  save: (body: Record<string, unknown>) => Response = (body) => reply({ ...plan('INR'), ...body }),
) {
  return fakeApi(sent, { [LIST]: (body) => reply({ list: body.site_id === 1 ? [plan('INR')] : [] }), [SAVE]: save });
}

const open = async () => {
  await renderAdminAt('/agents?tab=plans', plansApi([]), 'admin');
};

describe('the commission plans', () => {
  it('lists a site’s plans per currency and reads another site’s on Enter', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/agents?tab=plans', plansApi(sent), 'admin');
    const row = await screen.findByTestId('plan-INR');
    expect(row.textContent).toContain('5+ active, 10000.00+ net revenue: 30 %');
    expect(row.textContent).toContain('bets 100.00+, deposits 0.00+');
    expect(row.textContent).toContain('payment 1.5 %, platform 0 %');
    expect(row.textContent).toContain('5 %');
    const site = screen.getByLabelText('Site');
    fireEvent.input(site, { target: { value: '2' } });
    fireEvent.keyDown(site, { key: 'Enter' });
    await screen.findByText('Site 2 has no commission plan yet.');
    expect(bodiesOf(sent, LIST)).toEqual([{ site_id: 1 }, { site_id: 2 }]);
  });

  it('edits a plan and sends every field as the call takes it', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/agents?tab=plans', plansApi(sent), 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the INR plan' }));
    expect((screen.getByLabelText('Rate (%), tier 2') as HTMLInputElement).value).toBe('30');
    fireEvent.input(screen.getByLabelText('Rate (%), tier 2'), { target: { value: '35.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    fireEvent.input(screen.getByLabelText('Active members at least, tier 3'), { target: { value: '20' } });
    fireEvent.input(screen.getByLabelText('Net revenue at least, tier 3'), { target: { value: '50000' } });
    fireEvent.input(screen.getByLabelText('Rate (%), tier 3'), { target: { value: '40' } });
    fireEvent.input(screen.getByLabelText('Deposits at least (INR)'), { target: { value: '500' } });
    fireEvent.input(screen.getByLabelText('Platform fee (%)'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText("Carry a month's loss into the next month (negative carry-over)"));
    fireEvent.input(screen.getByLabelText('Level 2 above (%)'), { target: { value: '2.5' } });
    // Level 3 without level 2 would be no share: shares stop at the first empty level.
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));

    expect((await screen.findByRole('status')).textContent).toBe('Site 1: the INR plan is saved.');
    expect(bodiesOf(sent, SAVE)).toEqual([
      {
        site_id: 1,
        currency: 'INR',
        plan: {
          tiers: [
            { min_active_members: 1, min_net_revenue: '0.00', rate_percent: 20 },
            { min_active_members: 5, min_net_revenue: '10000.00', rate_percent: 35.5 },
            { min_active_members: 20, min_net_revenue: '50000', rate_percent: 40 },
          ],
          active: { min_valid_bet: '100.00', min_deposits: '500' },
          payment_fee_percent: 1.5,
          platform_fee_percent: 2,
          carry_negative: 0,
          upline_share_percent: [5, 2.5],
        },
      },
    ]);
    await waitFor(() => expect(bodiesOf(sent, LIST)).toHaveLength(2));
  });

  it('makes a plan for another currency with the currency field', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/agents?tab=plans', plansApi(sent), 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'New plan' }));
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    expect(screen.getByRole('heading', { name: 'Plan of site 1 in USD' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Rate (%), tier 1'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await screen.findByText('Site 1: the USD plan is saved.');
    const [saved] = bodiesOf(sent, SAVE);
    expect(saved?.currency).toBe('USD');
    expect(saved?.plan).toEqual({
      tiers: [{ min_active_members: 0, min_net_revenue: '0', rate_percent: 25 }],
      active: { min_valid_bet: '0', min_deposits: '0' },
      payment_fee_percent: 0,
      platform_fee_percent: 0,
      carry_negative: 1,
      upline_share_percent: [],
    });
  });

  it('names the fields a 400 refused, and sends nothing with an empty rate', async () => {
    const sent: Sent[] = [];
    const refuse = () =>
      reply({ fields: { 'plan.tiers.1.rate_percent': ['too_big'], currency: ['invalid'] } }, 400, {
        status: 400,
        message: 'validation_failed',
      });
    await renderAdminAt('/agents?tab=plans', plansApi(sent, refuse), 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'New plan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields are not valid.Refused: plan.tiers.0.rate_percent');
    expect(bodiesOf(sent, SAVE)).toEqual([]);

    fireEvent.input(screen.getByLabelText('Rate (%), tier 1'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Some fields are not valid.Refused: plan.tiers.1.rate_percent, currency',
      ),
    );
  });

  it('says which rules a plan broke (103) and when the site does not offer the currency (102)', async () => {
    let code = 103;
    const refuse = () => reply(code === 103 ? { problems: ['tiers_not_ascending', 'upline_share_out_of_range'] } : null, code);
    await renderAdminAt('/agents?tab=plans', plansApi([], refuse), 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the INR plan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The plan breaks a rule. Each tier must need more than the one before and pay at least its rate. The upline shares must stay below 100 % together.',
    );
    code = 102;
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The site does not offer this currency.'));
  });

  it('removes a tier but never the last one', async () => {
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the INR plan' }));
    const tiers = screen.getByTestId('plan-tiers');
    fireEvent.click(within(tiers).getByRole('button', { name: 'Remove tier 1' }));
    expect(within(tiers).getAllByRole('row')).toHaveLength(2);
    expect((within(tiers).getByRole('button', { name: 'Remove tier 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Rate (%), tier 1') as HTMLInputElement).value).toBe('30');
  });

  it('speaks Chinese', async () => {
    await renderAdminAt('/agents?tab=plans', plansApi([]), 'admin', 'zh_CN');
    fireEvent.click(await screen.findByRole('button', { name: '编辑 INR 方案' }));
    expect(screen.getByLabelText('第 2 档比例（%）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存方案' })).toBeTruthy();
  });
});
