import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';

type Sent = { path: string; body: Record<string, unknown> };
type Status = 'pending' | 'approved' | 'rejected';

const proposal = (id: number, status: Status = 'pending') => ({
  id,
  member_id: 1000 + id,
  member_account: `member${id}`,
  site_id: 1,
  currency: 'INR',
  amount: `${id}000.00`,
  reason: `reason ${id}`,
  proposed_by: 'fin2',
  status,
  decided_by: status === 'pending' ? null : 'boss',
  decision_reason: status === 'pending' ? '' : `decided ${id}`,
  transaction_id: status === 'approved' ? `tx${id}` : null,
  created_at: '2026-11-22T10:00:00.000Z',
  decided_at: status === 'pending' ? null : '2026-11-23T10:00:00.000Z',
});

type Proposal = ReturnType<typeof proposal>;

/** Ids 60 down to 1 pending (a full page of 50, then 10), one approved, none rejected. */
const queues = (): Record<Status, Proposal[]> => ({
  pending: Array.from({ length: 60 }, (_, i) => proposal(60 - i)),
  approved: [proposal(200, 'approved')],
  rejected: [],
});

/**
 * A fake operator API for the approvals page: pages of 50, newest first, as the server answers them; `decideCode`
 * and `thresholdCode` answer the decide and threshold calls with a refusal instead.
 */
function fakeApi(sent: Sent[], options: { decideCode?: number; thresholdCode?: number } = {}) {
  const queue = queues();
  const thresholds = [{ site_id: 1, currency: 'INR', amount: '10000.00', updated_at: '2026-11-20T10:00:00.000Z' }];
  return (async (url: string, init: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = JSON.parse(String(init.body || '{}'));
    sent.push({ path, body });
    if (path === '/operator/members/adjust/pending') {
      const list = queue[body.status as Status].filter((p) => !body.before_id || p.id < body.before_id);
      return reply({ list: list.slice(0, 50) });
    }
    if (path === '/operator/members/adjust/decide') {
      if (options.decideCode) return reply(null, options.decideCode);
      const item = queue.pending.find((p) => p.id === body.id) as Proposal;
      queue.pending = queue.pending.filter((p) => p.id !== body.id);
      return reply({ ...item, status: body.decision === 'approve' ? 'approved' : 'rejected', decided_by: 'ops' });
    }
    if (path === '/operator/members/adjust/thresholds') return reply({ list: thresholds });
    if (path === '/operator/members/adjust/threshold_set') {
      if (options.thresholdCode) return reply(null, options.thresholdCode);
      const saved = { ...body, amount: `${body.amount}.00`, updated_at: '2026-11-29T10:00:00.000Z' };
      thresholds.push(saved);
      return reply(saved);
    }
    return reply({ list: [] });
  }) as typeof fetch;
}

const pendingCalls = (sent: Sent[]) => sent.filter((s) => s.path === '/operator/members/adjust/pending').map((s) => s.body);
const queueRows = async () =>
  within(await screen.findByTestId('approvals-queue'))
    .getAllByRole('row')
    .slice(1);

describe('the approvals page', () => {
  it('is in the menu, lists pending adjustments of all members and reads older ones page by page', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/approvals', fakeApi(sent), 'finance');
    expect(screen.getByRole('link', { name: 'Approvals' })).toBeTruthy();
    expect(await queueRows()).toHaveLength(50);
    const link = screen.getByRole('link', { name: 'member60' });
    expect(link.getAttribute('href')).toBe('/members/1060');
    expect(within(screen.getByTestId('approvals-queue')).getByText('60000.00 INR')).toBeTruthy();
    expect(pendingCalls(sent)).toEqual([{ status: 'pending' }]);

    // A full page may have more: the next one starts before its oldest id. A short page is the end.
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(async () => expect(await queueRows()).toHaveLength(60));
    expect(pendingCalls(sent)[1]).toEqual({ status: 'pending', before_id: 11 });
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
  }, 20_000);

  it('shows who decided, why and when on the approved tab, and an empty rejected tab', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/approvals', fakeApi(sent), 'finance');
    await queueRows();
    fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    const table = await screen.findByTestId('approvals-queue');
    await waitFor(() => expect(within(table).getByText('decided 200')).toBeTruthy());
    expect(within(table).getByText('boss')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Decided at' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Approved' }).getAttribute('aria-selected')).toBe('true');
    expect(pendingCalls(sent).at(-1)).toEqual({ status: 'approved' });

    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    await screen.findByText('No rejected adjustments.');
    expect(pendingCalls(sent).at(-1)).toEqual({ status: 'rejected' });
  }, 20_000);

  it('approves and rejects with a reason, then reads the queue again', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/approvals', fakeApi(sent), 'finance');
    const [first] = await queueRows();
    // Without a reason nothing is sent.
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Give a reason of at least 3 characters.');
    expect(sent.some((s) => s.path === '/operator/members/adjust/decide')).toBe(false);

    fireEvent.input(screen.getByLabelText('Reason for your decision'), { target: { value: 'prize confirmed' } });
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.path === '/operator/members/adjust/decide').map((s) => s.body)).toEqual([
        { id: 60, decision: 'approve', reason: 'prize confirmed' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'member60' })).toBeNull());
    expect(pendingCalls(sent)).toHaveLength(2);

    fireEvent.input(screen.getByLabelText('Reason for your decision'), { target: { value: 'no ticket' } });
    const [next] = await queueRows();
    expect(next?.textContent).toContain('member59');
    fireEvent.click(within(next as HTMLElement).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.path === '/operator/members/adjust/decide').at(-1)?.body).toEqual({
        id: 59,
        decision: 'reject',
        reason: 'no ticket',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'member59' })).toBeNull());
  }, 20_000);

  it.each([
    [103, 'This adjustment was already decided, or is your own.'],
    [104, "The member's balance is too low for this debit."],
    [403, 'Your role may not do this.'],
    [500, 'The server could not be reached. Try again.'],
  ])(
    'says in clear words why a decision was refused (%i), and reads the queue again',
    async (code, words) => {
      const sent: Sent[] = [];
      await renderAdminAt('/approvals', fakeApi(sent, { decideCode: code }), 'admin');
      const [first] = await queueRows();
      fireEvent.input(screen.getByLabelText('Reason for your decision'), { target: { value: 'looks fine' } });
      fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Approve' }));
      expect((await screen.findByRole('alert')).textContent).toBe(words);
      // A refusal usually means someone else decided it meanwhile: the queue shows what is true now.
      await waitFor(() => expect(pendingCalls(sent)).toHaveLength(2));
    },
    20_000,
  );

  it("offers no buttons on the proposer's own adjustment", async () => {
    const fetchImpl = fakeApi([]);
    const own = (async (url: string, init: RequestInit) => {
      const answer = await fetchImpl(url, init);
      if (!String(url).endsWith('/adjust/pending')) return answer;
      const { data } = await answer.json();
      return reply({ list: data.list.map((p: Proposal) => (p.id === 60 ? { ...p, proposed_by: 'ops' } : p)) });
    }) as typeof fetch;
    await renderAdminAt('/approvals', own, 'admin');
    const [first, second] = await queueRows();
    expect(first?.textContent).toContain('Your proposal: another operator decides');
    expect(within(first as HTMLElement).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(second as HTMLElement).getByRole('button', { name: 'Approve' })).toBeTruthy();
  }, 20_000);

  it('shows a role without the right to approve or set thresholds no buttons, reason or form', async () => {
    await renderAdminAt('/approvals', fakeApi([]), 'support');
    await queueRows();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByLabelText('Reason for your decision')).toBeNull();
    expect(within(await screen.findByTestId('adjustment-thresholds')).getByText('10000.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save threshold' })).toBeNull();
  }, 20_000);

  it('sets a threshold with the right body, and names the wrong field', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/approvals', fakeApi(sent), 'admin');
    await screen.findByTestId('adjustment-thresholds');
    fireEvent.input(screen.getByLabelText('Site'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'JPY' } });
    // JPY has no decimals: the amount is refused here, beside its field, and nothing is sent.
    fireEvent.input(screen.getByLabelText('Threshold amount'), { target: { value: '5000.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    await screen.findByText('Enter a whole amount of 0 or more: this currency has no decimals.');
    expect(screen.getByLabelText('Threshold amount').getAttribute('aria-invalid')).toBe('true');
    expect(sent.some((s) => s.path === '/operator/members/adjust/threshold_set')).toBe(false);

    fireEvent.input(screen.getByLabelText('Threshold amount'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    await screen.findByText('Site 2: the JPY threshold is now 5000.00.');
    expect(sent.find((s) => s.path === '/operator/members/adjust/threshold_set')?.body).toEqual({
      site_id: 2,
      currency: 'JPY',
      amount: '5000',
    });
    await waitFor(() => expect(within(screen.getByTestId('adjustment-thresholds')).getAllByRole('row')).toHaveLength(3));
  }, 20_000);

  it('names the site when the server knows no such site', async () => {
    await renderAdminAt('/approvals', fakeApi([], { thresholdCode: 400 }), 'admin');
    await screen.findByTestId('adjustment-thresholds');
    fireEvent.input(screen.getByLabelText('Site'), { target: { value: '77' } });
    fireEvent.input(screen.getByLabelText('Threshold amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No site has this number.');
    expect(screen.getByLabelText('Site').getAttribute('aria-invalid')).toBe('true');
  }, 20_000);

  it('speaks Chinese', async () => {
    await renderAdminAt('/approvals', fakeApi([]), 'admin', 'zh_CN');
    expect(await screen.findByRole('heading', { name: '审批', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: '已批准' })).toBeTruthy();
  }, 20_000);
});
