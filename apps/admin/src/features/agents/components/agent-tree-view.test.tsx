import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt, reply } from '../../../test/render-admin.tsx';
import { bodiesOf, fakeApi, type Sent, treeNode } from './agents-fake-api.ts';

const TREE = '/operator/agents/tree';

/** Agent 5 with 25 sub-agents on level 1 (ids 100 to 124, pages of 20) and one on level 2 under agent 100. */
function treeApi(sent: Sent[]) {
  const levelOne = Array.from({ length: 25 }, (_, i) => treeNode(100 + i, 5));
  return fakeApi(sent, {
    [TREE]: (body) => {
      if (body.agent_id !== 5) return reply(null, 121);
      const page = Number(body.page);
      const one = { level: 1, total: 25, page, list: levelOne.slice((page - 1) * 20, page * 20) };
      const two = { level: 2, total: 1, page, list: page === 1 ? [treeNode(300, 100, '75.00')] : [] };
      const levels = body.level === 1 ? [one] : body.level === 2 ? [two] : [one, two];
      return reply({
        currency: 'INR',
        start_date: body.start_date,
        end_date: body.end_date,
        agent: { ...treeNode(5, null, '1200.00'), members: 40, sub_agents: 25 },
        levels,
      });
    },
  });
}

const show = async (id: string) => {
  fireEvent.input(await screen.findByLabelText('Agent id'), { target: { value: id } });
  fireEvent.input(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
  fireEvent.input(screen.getByLabelText('To'), { target: { value: '2026-11-28' } });
  fireEvent.click(screen.getByRole('button', { name: 'Show tree' }));
};

describe('the agent tree', () => {
  it('shows the agent and each level with counts and figures, and pages one level on its own', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/agents?tab=tree', treeApi(sent), 'admin');
    await show('5');

    const agent = await screen.findByTestId('tree-agent-figures');
    expect(screen.getByRole('heading', { name: /agent5 \(#5\)/ })).toBeTruthy();
    expect(within(agent).getByText('40')).toBeTruthy();
    expect(within(agent).getByText('1200.00')).toBeTruthy();
    expect(bodiesOf(sent, TREE)).toEqual([{ agent_id: 5, start_date: '2026-11-01', end_date: '2026-11-28', page: 1, count: 20 }]);

    const levelOne = screen.getByTestId('tree-level-1');
    expect(within(levelOne).getByRole('heading', { name: 'Level 1 · 25 agents' })).toBeTruthy();
    expect(within(levelOne).getAllByRole('row')).toHaveLength(21);
    expect(within(levelOne).getByText('Page 1 of 2')).toBeTruthy();
    const levelTwo = screen.getByTestId('tree-level-2');
    expect(within(levelTwo).getByRole('heading', { name: 'Level 2 · 1 agent' })).toBeTruthy();
    const deep = within(levelTwo)
      .getByRole('rowheader', { name: /agent300/ })
      .closest('tr') as HTMLElement;
    expect(deep.textContent).toContain('75.00');
    expect(within(deep).getAllByRole('cell')[0]?.textContent).toBe('100');
    // One page: no pager for level 2.
    expect(within(levelTwo).queryByRole('button', { name: /page/ })).toBeNull();

    expect((screen.getByRole('button', { name: 'Previous page of level 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page of level 1' }));
    await waitFor(() => expect(within(screen.getByTestId('tree-level-1')).getByText('Page 2 of 2')).toBeTruthy());
    expect(within(screen.getByTestId('tree-level-1')).getAllByRole('row')).toHaveLength(6);
    expect(within(screen.getByTestId('tree-level-1')).getByRole('rowheader', { name: /agent124/ })).toBeTruthy();
    // The other level stays as it was.
    expect(within(screen.getByTestId('tree-level-2')).getByRole('rowheader', { name: /agent300/ })).toBeTruthy();
    expect(bodiesOf(sent, TREE).at(-1)).toEqual({
      agent_id: 5,
      start_date: '2026-11-01',
      end_date: '2026-11-28',
      level: 1,
      page: 2,
      count: 20,
    });
    expect((screen.getByRole('button', { name: 'Next page of level 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says in words that an id names no agent (121), and sends nothing for an id that is not a number', async () => {
    const sent: Sent[] = [];
    await renderAdminAt('/agents?tab=tree', treeApi(sent), 'admin');
    await show('abc');
    expect((await screen.findByRole('alert')).textContent).toBe("Enter the agent's member id (a number).");
    expect(bodiesOf(sent, TREE)).toEqual([]);
    await show('9');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No agent has this id.'));
    expect(screen.queryByTestId('agent-tree')).toBeNull();
  });

  it('says when the period is refused (111)', async () => {
    const fetchImpl = fakeApi([], { [TREE]: () => reply(null, 111) });
    await renderAdminAt('/agents?tab=tree', fetchImpl, 'admin');
    await show('5');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The period is wrong: it ends before it starts or is longer than 93 days.',
    );
  });

  it('speaks Chinese', async () => {
    await renderAdminAt('/agents?tab=tree', treeApi([]), 'admin', 'zh_CN');
    fireEvent.input(await screen.findByLabelText('代理 ID'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '查看代理树' }));
    expect(await screen.findByRole('heading', { name: '第 1 级 · 25 位代理' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 1 级下一页' })).toBeTruthy();
  });
});
