import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';
import { bodiesOf, correction, fakeApi, type Sent, settlement, statement } from './agents-fake-api.ts';

const LIST = '/operator/agents/commission/corrections';
const PROPOSE = '/operator/agents/commission/correction/propose';
const APPROVE = '/operator/agents/commission/correction/approve';
const REJECT = '/operator/agents/commission/correction/reject';

type Correction = ReturnType<typeof correction>;

/** Corrections 3 (proposed by fin2) and 4 (by ops, the signed-in operator) waiting; `approveCode` refuses approvals. */
function correctionsApi(sent: Sent[], approveCode = 1000) {
  let rows: Correction[] = [correction(4, 'ops'), correction(3, 'fin2'), correction(1, 'fin2', 'approved')];
  const decide = (id: unknown, status: 'approved' | 'rejected', reason = '') => {
    const row = rows.find((r) => r.id === id) as Correction;
    const decided = { ...row, status, decided_by: 'ops', decision_reason: reason };
    rows = rows.map((r) => (r.id === id ? decided : r));
    return reply(decided);
  };
  return fakeApi(sent, {
    [LIST]: (body) => reply({ list: rows.filter((r) => r.status === body.status), next_before_id: null }),
    [APPROVE]: (body) => (approveCode === 1000 ? decide(body.id, 'approved') : reply(null, approveCode)),
    [REJECT]: (body) => decide(body.id, 'rejected', String(body.reason)),
    '/operator/agents/commission/settlements': () => reply({ list: [settlement] }),
    '/operator/agents/commission/statements': () => reply({ list: [statement(7, 'asha', '1000.00')] }),
    [PROPOSE]: (body) =>
      reply({
        ...correction(9, 'ops'),
        mode: body.commission === undefined ? 'recompute' : 'figures',
        after: { ...correction(9, 'ops').after, commission: String(body.commission ?? '950.00') },
      }),
  });
}

const rowOf = (id: number) => screen.findByTestId(`correction-${id}`);

describe('commission corrections', () => {
  it('proposes a new amount, or a recompute without one, from a statement row', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/agents?tab=settlements', correctionsApi(sent), 'finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Show the statements of 2026-10 INR' }));
    fireEvent.click(await screen.findByRole('button', { name: "Propose a correction of asha's statement of 2026-10" }));
    expect(screen.getByText('Commission paid now: 1000.00 INR (version 1).')).toBeTruthy();

    // Neither without a reason nor with an amount of too many decimals is anything sent.
    fireEvent.input(screen.getByLabelText('New commission (INR)'), { target: { value: '1100.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Propose' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the reason for this correction.');
    fireEvent.input(screen.getByLabelText('Reason'), { target: { value: 'late win on 31 Oct' } });
    fireEvent.input(screen.getByLabelText('New commission (INR)'), { target: { value: '11.00005' } });
    fireEvent.click(screen.getByRole('button', { name: 'Propose' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an amount with no more decimals than the currency has.');
    expect(bodiesOf(sent, PROPOSE)).toEqual([]);

    fireEvent.input(screen.getByLabelText('New commission (INR)'), { target: { value: '1100.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Propose' }));
    expect((await screen.findByRole('status')).textContent).toContain('Correction #9 proposed: 1000.00 → 1100.00 INR.');

    fireEvent.click(screen.getByLabelText('Recompute from the records as they are now'));
    expect(screen.queryByLabelText('New commission (INR)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('1000.00 → 950.00 INR'));
    expect(bodiesOf(sent, PROPOSE)).toEqual([
      { site_id: 1, currency: 'INR', period: '2026-10-01', agent_id: 7, reason: 'late win on 31 Oct', commission: '1100.00' },
      { site_id: 1, currency: 'INR', period: '2026-10-01', agent_id: 7, reason: 'late win on 31 Oct' },
    ]);
  });

  it.each([
    [127, 'A correction of this statement is waiting already: decide that one first.'],
    [122, 'This agent has no statement for that month.'],
  ])('says why a proposal was refused (%i)', async (code, words) => {
    const fetchImpl = correctionsApi([]);
    const refusing = (async (url: string, init: RequestInit) =>
      String(url).endsWith('/correction/propose') ? reply(null, code) : fetchImpl(url, init)) as typeof fetch;
    await renderAdminAt('/agents?tab=settlements', refusing, 'finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Show the statements of 2026-10 INR' }));
    fireEvent.click(await screen.findByRole('button', { name: /Propose a correction/ }));
    fireEvent.click(screen.getByLabelText('Recompute from the records as they are now'));
    fireEvent.input(screen.getByLabelText('Reason'), { target: { value: 'voided bet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Propose' }));
    expect((await screen.findByRole('alert')).textContent).toBe(words);
  });

  it("approves another operator's correction and rejects one with a reason, reading the list again", async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/agents?tab=corrections', correctionsApi(sent), 'admin');
    const three = await rowOf(3);
    expect(three.textContent).toContain('1000.00 → 1100.00 INR');
    expect(three.textContent).toContain('late result 3');
    fireEvent.click(within(three).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('status')).textContent).toBe("Approved: agent3's statement is at version 2 and paid.");
    await waitFor(() => expect(screen.queryByTestId('correction-3')).toBeNull());
    expect(bodiesOf(sent, APPROVE)).toEqual([{ id: 3 }]);

    // Rejecting needs a reason; the proposer may withdraw their own this way.
    const four = await rowOf(4);
    fireEvent.click(within(four).getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the reason for rejecting.');
    expect(bodiesOf(sent, REJECT)).toEqual([]);
    fireEvent.input(screen.getByLabelText('Reason for rejecting'), { target: { value: 'wrong month' } });
    fireEvent.click(within(four).getByRole('button', { name: 'Reject' }));
    await screen.findByText('No correction is waiting.');
    expect(bodiesOf(sent, REJECT)).toEqual([{ id: 4, reason: 'wrong month' }]);

    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    const rejected = await rowOf(4);
    expect(rejected.textContent).toContain('wrong month');
    expect(bodiesOf(sent, LIST).at(-1)).toEqual({ status: 'rejected', limit: 50 });
    fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect((await rowOf(1)).textContent).toContain('boss');
    expect((await rowOf(3)).textContent).toContain('ops');
  });

  it("says in words that one's own correction needs another operator (124)", async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/agents?tab=corrections', correctionsApi(sent, 124), 'admin');
    const own = await rowOf(4);
    expect(own.textContent).toContain('Your proposal: another operator approves it.');
    expect((await rowOf(3)).textContent).not.toContain('Your proposal');
    fireEvent.click(within(own).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You proposed this correction: another operator must approve it.',
    );
    await waitFor(() => expect(bodiesOf(sent, LIST)).toHaveLength(2));
    expect(screen.getByTestId('correction-4')).toBeTruthy();
  });

  it.each([
    [125, 'The statement was corrected since this was proposed. Reject it and propose again.'],
    [126, "The agent's wallet does not cover what the new version takes back. The correction keeps waiting."],
    [123, 'This correction is decided already.'],
  ])('says why an approval was refused (%i)', async (code, words) => {
    await renderAdminAt('/agents?tab=corrections', correctionsApi([], code), 'admin');
    fireEvent.click(within(await rowOf(3)).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(words);
  });

  it('reads older corrections a page at a time, from the oldest id of the page before', async () => {
    const sent: Sent[] = [];
    const all = Array.from({ length: 60 }, (_, i) => correction(100 - i, 'fin2'));
    const api = fakeApi(sent, {
      [LIST]: (body) => {
        const older = all.filter((c) => body.before_id === undefined || c.id < Number(body.before_id));
        const list = older.slice(0, Number(body.limit));
        return reply({ list, next_before_id: older.length > list.length ? (list.at(-1)?.id ?? null) : null });
      },
    });
    await renderAdminAt('/agents?tab=corrections', api, 'finance');
    await rowOf(100);
    expect(screen.queryByTestId('correction-50')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await rowOf(41);
    expect(screen.getAllByRole('row')).toHaveLength(61);
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
    expect(bodiesOf(sent, LIST)).toEqual([
      { status: 'pending', limit: 50 },
      { status: 'pending', limit: 50, before_id: 51 },
    ]);
  });

  it('speaks Chinese', async () => {
    await renderAdminAt('/agents?tab=corrections', correctionsApi([], 124), 'admin', 'zh_CN');
    const own = await rowOf(4);
    fireEvent.click(within(own).getByRole('button', { name: '通过' }));
    expect((await screen.findByRole('alert')).textContent).toBe('这是您提出的更正，须由其他操作员审批。');
    expect(screen.getByRole('tab', { name: '已驳回' })).toBeTruthy();
  });
});
