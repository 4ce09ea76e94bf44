import { houseSessionCall, roundCall, slotRoundsCall, spinCall } from '@casino/contract/house/slot-baccarat-calls.ts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { createGameI18n } from '../../../lib/i18n.ts';
import { NO_WIN_ROWS, SEVENS_ROWS, TEST_PAGE, TEST_SESSION, testRound, testSpin } from '../../../test/slot-fixtures.ts';
import type { SlotRoundResult } from '../api/slot-calls.ts';
import { SlotPage } from './slot-page.tsx';

const slotMessages = import.meta.glob('../locales/*.json');

beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
});

/** A stored round as the slot rounds call lists it. */
const listed = (id: string, win: string, stops: number[][] = [[1, 2, 3, 4, 5]]) => ({
  round_id: id,
  bet: '2.50',
  win,
  jackpot: false,
  win_pending: false,
  created_at: '2026-11-28T12:00:00.000Z',
  stops,
});
type ListedPage = { rounds: ReturnType<typeof listed>[]; next: string | null };

/**
 * A house client: the session, each spin with the next of `rounds`, the round call with the stops `stored` keeps
 * for each round (the server's record) and its replay verdict, and the session's stored rounds by the round they are
 * read before (`''` for the first page; none unless given).
 */
function fakeClient(
  rounds: SlotRoundResult[],
  stored: Record<string, { draws: number[][]; replay: boolean }>,
  pages: Record<string, ListedPage> = {},
) {
  const asked: string[] = [];
  const pagesAsked: string[] = [];
  const call = vi.fn(async (definition: { path: string }, body: Record<string, unknown>) => {
    if (definition.path === houseSessionCall.path) return TEST_SESSION;
    if (definition.path === slotRoundsCall.path) {
      const before = typeof body.before === 'string' ? body.before : '';
      pagesAsked.push(before);
      const page = pages[before];
      if (before && !page) throw new HouseCallError('unknown_round');
      return page ?? { rounds: [], next: null };
    }
    if (definition.path === spinCall.path) {
      const next = rounds.shift();
      if (!next) throw new HouseCallError('network');
      return next;
    }
    if (definition.path === roundCall.path) {
      const id = String(body.round_id);
      asked.push(id);
      const record = stored[id];
      if (!record) throw new HouseCallError('unknown_round');
      return {
        round_id: id,
        status: 'settled',
        bet: '2.50',
        win: '0.00',
        draws: record.draws,
        created_at: '2026-11-28T12:00:00.000Z',
        replay_matches: record.replay,
        outcome: { game: 'house-lucky-sevens', win: 0 },
      };
    }
    throw new Error(`unexpected call ${definition.path}`);
  });
  return { call: call as unknown as HouseClient, asked, pagesAsked };
}

async function renderAndSpin(
  rounds: SlotRoundResult[],
  stored: Parameters<typeof fakeClient>[1],
  pages?: Parameters<typeof fakeClient>[2],
) {
  const count = rounds.length;
  const client = fakeClient(rounds, stored, pages);
  const i18n = await createGameI18n('en_US', slotMessages);
  render(
    <I18nextProvider i18n={i18n}>
      <SlotPage data={TEST_PAGE} call={client.call} />
    </I18nextProvider>,
  );
  const spin = screen.getByTestId('house-spin');
  for (let i = 0; i < count; i += 1) {
    await waitFor(() => expect(spin).toHaveProperty('disabled', false));
    fireEvent.click(spin);
    await waitFor(() => expect(screen.getByTestId('slot-announce').textContent).toContain('Balance'));
    await waitFor(() => expect(spin).toHaveProperty('disabled', false));
  }
  return client;
}

const winning = () => testSpin(SEVENS_ROWS, [{ line: 0, symbol: 'seven', count: 3, pay: 250 }], { stops: [3, 14, 7, 0, 21] });
const losing = () => testSpin(NO_WIN_ROWS, [], { stops: [1, 2, 3, 4, 5] });

describe('the slot history', () => {
  it('says there is nothing yet before the first spin', async () => {
    await renderAndSpin([], {});
    fireEvent.click(screen.getByTestId('slot-history-open'));
    const dialog = screen.getByTestId('slot-history');
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('History');
    // Once the server has said it stored none either.
    await waitFor(() => expect(dialog.textContent).toContain('No rounds yet in this session.'));
  });

  it('lists the rounds played, newest first, with bet, win, balance and a short result', async () => {
    await renderAndSpin([testRound([losing()], '2.50', '1997.50', 'HR1'), testRound([winning()], '2.50', '1997.50', 'HR2')], {});
    fireEvent.click(screen.getByTestId('slot-history-open'));
    const rows = screen.getAllByTestId('slot-history-round');
    expect(rows.map((row) => row.getAttribute('data-round'))).toEqual(['HR2', 'HR1']);
    const [newest, oldest] = rows as [HTMLElement, HTMLElement];
    expect(within(newest).getByTestId('slot-history-win').textContent).toBe('2.50');
    expect(within(newest).getByTestId('slot-history-balance').textContent).toBe('1,997.50');
    expect(newest.textContent).toContain('Bet 2.50');
    // The time of the spin on the site's 24-hour clock, as the site's records show it.
    expect(newest.querySelector('.when')?.textContent).toMatch(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
    expect(within(oldest).getByTestId('slot-history-win').textContent).toBe('0.00');
    expect(oldest.textContent).toContain('No win this round');
    const toggle = within(newest).getByRole('button', { expanded: false });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(newest).getByTestId('slot-round-details').textContent).toContain('3 · 14 · 7 · 0 · 21');
  });

  it('verifies a round whose stored stops are the ones shown and whose replay matches', async () => {
    const { asked } = await renderAndSpin([testRound([winning()], '2.50', '1997.50', 'HR2')], {
      HR2: { draws: [[3, 14, 7, 0, 21]], replay: true },
    });
    fireEvent.click(screen.getByTestId('slot-history-open'));
    fireEvent.click(within(screen.getByTestId('slot-history-round')).getByRole('button', { expanded: false }));
    fireEvent.click(screen.getByTestId('slot-verify'));
    await waitFor(() => expect(screen.getByTestId('slot-verdict').textContent).toMatch(/^Verified/));
    expect(asked).toEqual(['HR2']);
  });

  it('does not verify a round whose stored stops differ from the ones shown, nor one whose replay does not match', async () => {
    await renderAndSpin([testRound([winning()], '2.50', '1997.50', 'HR2'), testRound([losing()], '2.50', '1995.00', 'HR3')], {
      HR2: { draws: [[3, 14, 7, 0, 22]], replay: true },
      HR3: { draws: [[1, 2, 3, 4, 5]], replay: false },
    });
    fireEvent.click(screen.getByTestId('slot-history-open'));
    for (const row of screen.getAllByTestId('slot-history-round')) {
      fireEvent.click(within(row).getByRole('button', { expanded: false }));
      fireEvent.click(within(row).getByTestId('slot-verify'));
      await waitFor(() => expect(within(row).getByTestId('slot-verdict').textContent).toMatch(/^Not verified/));
    }
  });

  it('lists the rounds the server stored before the page was loaded, an older page at a time', async () => {
    const { pagesAsked } = await renderAndSpin(
      [],
      {},
      {
        '': { rounds: [listed('HR9', '5.00'), listed('HR8', '0.00')], next: 'HR8' },
        HR8: { rounds: [listed('HR7', '0.00')], next: null },
      },
    );
    fireEvent.click(screen.getByTestId('slot-history-open'));
    await waitFor(() => expect(screen.getAllByTestId('slot-history-round')).toHaveLength(2));
    const rows = () => screen.getAllByTestId('slot-history-round');
    expect(rows().map((row) => row.getAttribute('data-round'))).toEqual(['HR9', 'HR8']);
    const [newest] = rows() as [HTMLElement];
    expect(within(newest).getByTestId('slot-history-win').textContent).toBe('5.00');
    // The balance after a stored round is not known: it is not shown rather than guessed.
    expect(within(newest).queryByTestId('slot-history-balance')).toBeNull();
    expect(screen.queryByText('No rounds yet in this session.')).toBeNull();

    fireEvent.click(screen.getByTestId('slot-history-more'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((row) => row.getAttribute('data-round'))).toEqual(['HR9', 'HR8', 'HR7']);
    expect(screen.queryByTestId('slot-history-more')).toBeNull();
    expect(pagesAsked).toEqual(['', 'HR8']);
  });

  it('shows a round of this page once, with the balance the page was told, before the stored ones it had not shown', async () => {
    await renderAndSpin(
      [testRound([winning()], '2.50', '1997.50', 'HR2')],
      {},
      {
        '': { rounds: [listed('HR2', '2.50', [[3, 14, 7, 0, 21]]), listed('HR1', '0.00')], next: null },
      },
    );
    fireEvent.click(screen.getByTestId('slot-history-open'));
    await waitFor(() => expect(screen.getAllByTestId('slot-history-round')).toHaveLength(2));
    const [played, before] = screen.getAllByTestId('slot-history-round') as [HTMLElement, HTMLElement];
    expect([played.getAttribute('data-round'), before.getAttribute('data-round')]).toEqual(['HR2', 'HR1']);
    expect(within(played).getByTestId('slot-history-balance').textContent).toBe('1,997.50');
    expect(within(before).queryByTestId('slot-history-balance')).toBeNull();
  });

  it('says why the stored rounds could not be read, and still lists those of this page', async () => {
    const client = fakeClient([], {});
    const refusing = vi.fn(async (definition: { path: string }, body: Record<string, unknown>) => {
      if (definition.path === slotRoundsCall.path) throw new HouseCallError('network');
      return (client.call as unknown as (d: unknown, b: unknown) => Promise<unknown>)(definition, body);
    }) as unknown as HouseClient;
    const i18n = await createGameI18n('en_US', slotMessages);
    render(
      <I18nextProvider i18n={i18n}>
        <SlotPage data={TEST_PAGE} call={refusing} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByTestId('slot-history-open'));
    await waitFor(() => expect(screen.getByTestId('slot-history-error').textContent).not.toBe(''));
  });
});
