import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';
import { bodiesOf, fakeApi, type Sent, settlement, statement } from './agents-fake-api.ts';

const application = (id: number, account: string, status = 'pending') => ({
  id,
  member_id: id * 10,
  member_account: account,
  site_id: 1,
  status,
  reason: '',
  created_at: '2026-11-28T10:00:00.000Z',
  decided_at: null,
});

describe('the agents page', () => {
  it('approves one application and refuses another with its reason', async () => {
    const decided = new Map<number, string>();
    const sent: Sent[] = [];
    const fetchImpl = fakeApi(sent, {
      '/operator/agents/applications': () =>
        reply({ list: [application(1, 'asha'), application(2, 'binh')].filter((a) => !decided.has(a.id)) }),
      '/operator/agents/applications/decide': (body) => {
        decided.set(Number(body.id), String(body.decision));
        return reply(application(Number(body.id), 'x', body.decision === 'approve' ? 'approved' : 'refused'));
      },
    });
    await renderAdminAt('/agents', fetchImpl, 'finance');

    const asha = await screen.findByTestId('application-1');
    fireEvent.click(within(asha).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('status')).textContent).toBe('asha is an agent now.');
    await waitFor(() => expect(screen.queryByTestId('application-1')).toBeNull());

    const binh = screen.getByTestId('application-2');
    fireEvent.input(within(binh).getByLabelText('Reason (optional)'), { target: { value: 'no marketing plan' } });
    fireEvent.click(within(binh).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(screen.getByText('No applications here.')).toBeTruthy());
    expect(bodiesOf(sent, '/operator/agents/applications/decide')).toEqual([
      { id: 1, decision: 'approve', reason: '' },
      { id: 2, decision: 'refuse', reason: 'no marketing plan' },
    ]);
  });

  it('opens a settled month’s statements on its tab, which the address keeps', async () => {
    const sent: Sent[] = [];
    const fetchImpl = fakeApi(sent, {
      '/operator/agents/commission/settlements': () => reply({ list: [settlement] }),
      '/operator/agents/commission/statements': () =>
        reply({ list: [statement(1, 'asha', '1000.00'), statement(2, 'binh', '250.00', 2)] }),
    });
    await renderAdminAt('/agents', fetchImpl, 'finance');
    fireEvent.click(await screen.findByRole('tab', { name: 'Settlements & statements' }));
    expect(screen.getByRole('tab', { name: 'Settlements & statements' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: 'Show the statements of 2026-10 INR' }));
    const statements = await screen.findByTestId('commission-statements');
    expect(statements.textContent).toContain('Statements of 2026-10');
    expect(within(screen.getByTestId('statement-1')).getByText('1000.00')).toBeTruthy();
    expect(screen.getByTestId('statement-2').textContent).toContain('corrected (version 2)');
    expect(bodiesOf(sent, '/operator/agents/commission/statements')).toEqual([
      { site_id: 1, currency: 'INR', period: '2026-10-01' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the statements of 2026-10 INR' }));
    expect(screen.queryByTestId('commission-statements')).toBeNull();
  });

  it('runs settlement only once confirmed, says what it settled, and reads the settled months again', async () => {
    const sent: Sent[] = [];
    let settled = false;
    const november = { ...settlement, period: '2026-11-01', agents: 3, paid: '900.00' };
    const fetchImpl = fakeApi(sent, {
      '/operator/agents/commission/settlements': () => reply({ list: settled ? [november, settlement] : [settlement] }),
      '/operator/agents/commission/run': () => {
        settled = true;
        return reply({ list: [november] });
      },
    });
    await renderAdminAt('/agents?tab=settlements', fetchImpl, 'admin');
    const table = await screen.findByTestId('commission-settlements');
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Run settlement now' }));
    // Asked first: cancelling sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(bodiesOf(sent, '/operator/agents/commission/run')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Run settlement now' }));
    expect(screen.getByText(/Settle every ended month/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, settle now' }));

    const result = await screen.findByTestId('run-now-result');
    expect(result.textContent).toContain('1 month settled:');
    expect(result.textContent).toContain('2026-11 · site 1 · INR: 3 agents, 900.00 paid');
    await waitFor(() => expect(within(screen.getByTestId('commission-settlements')).getAllByRole('row')).toHaveLength(3));
    expect(bodiesOf(sent, '/operator/agents/commission/settlements')).toHaveLength(2);
  });

  it('says when nothing was due, and why a run was refused', async () => {
    let code = 1000;
    const fetchImpl = fakeApi([], {
      '/operator/agents/commission/settlements': () => reply({ list: [] }),
      '/operator/agents/commission/run': () => reply(code === 1000 ? { list: [] } : null, code, { status: code }),
    });
    await renderAdminAt('/agents?tab=settlements', fetchImpl, 'admin');
    await screen.findByText('No month is settled yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Run settlement now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, settle now' }));
    expect((await screen.findByTestId('run-now-result')).textContent).toBe(
      'Nothing was due: every ended month is settled already.',
    );
    code = 403;
    fireEvent.click(screen.getByRole('button', { name: 'Run settlement now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, settle now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your role may not do this.');
  });

  it('is not offered to a role without the agents right', async () => {
    await renderAdminAt('/agents', fakeApi([], {}), 'support');
    expect(screen.queryByRole('link', { name: 'Agents' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Agents', level: 1 })).toBeNull();
  });

  it('speaks Chinese', async () => {
    const fetchImpl = fakeApi([], {
      '/operator/agents/commission/settlements': () => reply({ list: [settlement] }),
    });
    await renderAdminAt('/agents?tab=settlements', fetchImpl, 'admin', 'zh_CN');
    expect(await screen.findByRole('heading', { name: '代理', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '佣金更正' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '代理树' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '立即结算' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '查看 2026-10 INR 的佣金单' })).toBeTruthy();
  });
});
