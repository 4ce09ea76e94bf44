import { dealCall, houseSessionCall } from '@casino/contract/house/slot-baccarat-calls.ts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { createGameI18n } from '../../../lib/i18n.ts';
import { setReducedMotion } from '../../../test/reduced-motion.ts';
import type { BaccaratRoundResult, BaccaratSession } from '../api/baccarat-calls.ts';
import type { BaccaratPageData } from '../api/baccarat-page-data.ts';
import { BaccaratPage } from './baccarat-page.tsx';

const messages = import.meta.glob('../locales/*.json');

const SESSION: BaccaratSession = {
  kind: 'baccarat',
  currency: 'INR',
  balance: '2000.00',
  demo: true,
  language: 'en_US',
  lobby_url: '/lobby',
  game: {
    code: 'house-baccarat',
    names: { en_US: 'Baccarat', th_TH: 'บาคาร่า' },
    spots: ['player', 'banker', 'tie', 'player_pair', 'banker_pair'],
  },
  chips: ['1.00', '5.00', '25.00', '100.00', '500.00'],
  rtp: { player: 98.76, banker: 98.94, tie: 85.64, player_pair: 89.64, banker_pair: 89.64 },
};

const PAGE: BaccaratPageData = {
  session: 's1',
  language: 'en_US',
  gameCode: 'house-baccarat',
  name: '',
  lobbyUrl: '/lobby',
  demo: true,
  currency: 'INR',
  chips: SESSION.chips,
};

/** A coup Banker wins 7 to 5: the player 5H 10S (5), the banker 4D 3C (7); cards are 0 to 51 (suits S, H, D, C). */
function bankerWins(bets: Record<string, number>, returns: Record<string, number>, balance: string, win: string) {
  return {
    round_id: 'HR1',
    bet: '0',
    win,
    jackpot_win: '0.00',
    balance,
    win_pending: false,
    outcome: {
      game: 'house-baccarat',
      bets,
      bet: 0,
      coup: {
        player: [13 + 4, 9],
        banker: [26 + 3, 39 + 2],
        playerTotal: 5,
        bankerTotal: 7,
        winner: 'banker' as const,
        natural: false,
        playerPair: false,
        bankerPair: false,
      },
      cards: ['5H', '4D', '10S', '3C'],
      returns,
      win: 0,
    },
  } satisfies BaccaratRoundResult;
}

type Answer = BaccaratRoundResult | HouseCallError;

function fakeClient(deals: Answer[], session: BaccaratSession | HouseCallError = SESSION) {
  const sent: Record<string, string>[] = [];
  const call = vi.fn(async (definition: { path: string }, body: Record<string, unknown>) => {
    if (definition.path === houseSessionCall.path) {
      if (session instanceof HouseCallError) throw session;
      return session;
    }
    if (definition.path === dealCall.path) {
      sent.push(body.bets as Record<string, string>);
      const next = deals.shift();
      if (!next) throw new HouseCallError('network');
      if (next instanceof HouseCallError) throw next;
      return next;
    }
    throw new Error(`unexpected call ${definition.path}`);
  });
  return { call: call as unknown as HouseClient, sent };
}

async function renderBaccarat(
  deals: Answer[],
  language: 'en_US' | 'th_TH' = 'en_US',
  session?: BaccaratSession | HouseCallError,
) {
  const client = fakeClient(deals, session);
  const i18n = await createGameI18n(language, messages);
  render(
    <I18nextProvider i18n={i18n}>
      <BaccaratPage data={{ ...PAGE, language }} call={client.call} />
    </I18nextProvider>,
  );
  return client;
}
const ready = () => waitFor(() => expect(screen.getByTestId('house-balance').textContent).toBe('2,000.00'));
const text = (testId: string) => screen.getByTestId(testId).textContent;
const byId = (id: string) => document.getElementById(id) as HTMLElement;

beforeEach(() => setReducedMotion(true));
afterEach(() => vi.useRealTimers());

describe('the baccarat page', () => {
  it('shows the spots disabled until the session is read: a stake is never taken and dropped', async () => {
    let open: (session: BaccaratSession) => void = () => undefined;
    const opening = new Promise<BaccaratSession>((resolve) => {
      open = resolve;
    });
    const call = vi.fn(async (definition: { path: string }) => {
      if (definition.path === houseSessionCall.path) return opening;
      throw new Error(`unexpected call ${definition.path}`);
    }) as unknown as HouseClient;
    const i18n = await createGameI18n('en_US', messages);
    render(
      <I18nextProvider i18n={i18n}>
        <BaccaratPage data={{ ...PAGE, language: 'en_US' }} call={call} />
      </I18nextProvider>,
    );
    const player = screen.getByTestId('house-spot-player') as HTMLButtonElement;
    expect(player.disabled).toBe(true);
    open(SESSION as BaccaratSession);
    await ready();
    expect(player.disabled).toBe(false);
    player.click();
    await waitFor(() => expect(text('house-bet')).toBe('1.00'));
  });

  it('opens on the session: name, balance, chips drawn, the first chip chosen, rules with each spot’s RTP', async () => {
    await renderBaccarat([]);
    await ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Baccarat');
    await waitFor(() => expect(document.title).toBe('Baccarat'));
    expect(text('house-demo')).toBe('Demo – play money');
    expect(byId('result').textContent).toBe('Place your bets');
    const chips = [...document.querySelectorAll('.chip')];
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Chip 1.00',
      'Chip 5.00',
      'Chip 25.00',
      'Chip 100.00',
      'Chip 500.00',
    ]);
    expect(chips.map((chip) => chip.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(screen.getByTestId('house-deal')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('house-rebet')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('house-info'));
    expect(text('house-rtp')).toBe('Banker 98.94% · Player 98.76% · Tie 85.64%');
    expect(text('slot-paytable')).toContain('Punto Banco');
  });

  it('deals a coup: the cards with their names, totals, result, the won spot, win, balance, round; the board clears and Rebet brings it back', async () => {
    const { sent } = await renderBaccarat([
      bankerWins({ banker: 600 }, { banker: 1170 }, '2005.70', '11.70'),
      bankerWins({ banker: 600 }, { banker: 1170 }, '2011.40', '11.70'),
    ]);
    await ready();
    fireEvent.click(screen.getByTestId('house-spot-banker'));
    fireEvent.click(byId('chips').querySelectorAll('.chip')[1] as HTMLElement);
    fireEvent.click(screen.getByTestId('house-spot-banker'));
    expect(text('house-bet')).toBe('6.00');
    expect(byId('stake-banker').textContent).toBe('6.00');
    fireEvent.click(screen.getByTestId('house-deal'));
    await waitFor(() => expect(byId('result').textContent).toBe('Banker wins'));
    expect(sent).toEqual([{ banker: '6.00' }]);
    const labels = (id: string) => [...byId(id).querySelectorAll('svg.card')].map((card) => card.getAttribute('aria-label'));
    expect(labels('player-cards')).toEqual(['5 of hearts', '10 of spades']);
    expect(labels('banker-cards')).toEqual(['4 of diamonds', '3 of clubs']);
    expect(byId('player-total').textContent).toBe('5');
    expect(byId('banker-total').textContent).toBe('7');
    expect(screen.getByTestId('house-spot-banker').className).toContain('won');
    expect(text('house-win')).toBe('11.70');
    expect(text('house-balance')).toBe('2,005.70');
    expect(byId('note').textContent).toBe('Round HR1');
    // Settled: nothing rides on the next hand; Rebet offers the last hand's stakes.
    expect(text('house-bet')).toBe('0.00');
    expect(byId('stake-banker').textContent).toBe('');
    expect(screen.getByTestId('house-rebet').textContent).toBe('Rebet 6.00');
    fireEvent.click(screen.getByTestId('house-rebet'));
    expect(text('house-bet')).toBe('6.00');
    expect(byId('player-cards').querySelectorAll('.card')).toHaveLength(0);
    expect(byId('result').textContent).toBe('Place your bets');
  });

  it('plays from the keyboard: chips 1–5, P B T, Escape clears, Enter deals, R rebets, I opens the rules', async () => {
    const { sent } = await renderBaccarat([bankerWins({ player: 2500, tie: 100 }, {}, '1974.00', '0.00')]);
    await ready();
    fireEvent.keyDown(document.body, { key: 'b' });
    expect(text('house-bet')).toBe('1.00');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(text('house-bet')).toBe('0.00');
    fireEvent.keyDown(document.body, { key: '3' });
    expect(byId('chips').querySelectorAll('.chip')[2]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(document.body, { key: 'p' });
    fireEvent.keyDown(document.body, { key: '1' });
    fireEvent.keyDown(document.body, { key: 't' });
    expect(text('house-bet')).toBe('26.00');
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await waitFor(() => expect(byId('result').textContent).toBe('Banker wins'));
    expect(sent).toEqual([{ player: '25.00', tie: '1.00' }]);
    expect(screen.getByTestId('house-spot-player').className).not.toContain('won');
    expect(text('house-win')).toBe('0.00');
    fireEvent.keyDown(document.body, { key: 'r' });
    expect(text('house-bet')).toBe('26.00');
    fireEvent.keyDown(document.body, { key: 'i' });
    expect((byId('panel') as HTMLDialogElement).open).toBe(true);
    // No key plays under an open dialog.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(text('house-bet')).toBe('26.00');
  });

  it('keeps the stakes on a refused deal and says why; an ended session shows its notice and deals no more', async () => {
    await renderBaccarat([new HouseCallError('insufficient_funds', '3.00'), new HouseCallError('session_ended')]);
    await ready();
    fireEvent.click(screen.getByTestId('house-spot-player'));
    fireEvent.click(screen.getByTestId('house-deal'));
    await waitFor(() => expect(text('house-error')).toBe('Not enough balance for this bet.'));
    expect(text('house-balance')).toBe('3.00');
    expect(text('house-bet')).toBe('1.00');
    expect(screen.getByTestId('house-deal')).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByTestId('house-deal'));
    await waitFor(() => expect((screen.getByTestId('house-session-ended') as HTMLDialogElement).open).toBe(true));
    expect(screen.getByTestId('house-deal')).toHaveProperty('disabled', true);
  });

  it('says the connection failed when the session cannot be read, and reads it again once back online', async () => {
    const client = await renderBaccarat([], 'en_US', new HouseCallError('network'));
    await waitFor(() => expect(text('house-error')).toBe('Connection problem. Please try again.'));
    expect(text('house-balance')).toBe('–');
    (client.call as unknown as { mockImplementation: (f: () => Promise<BaccaratSession>) => void }).mockImplementation(
      async () => SESSION,
    );
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await ready();
    expect(screen.getByTestId('house-error').hidden).toBe(true);
  });

  it('deals card by card with motion, each card sliding in; all at once without motion', async () => {
    setReducedMotion(false);
    vi.useFakeTimers();
    await renderBaccarat([bankerWins({ banker: 100 }, { banker: 195 }, '2000.95', '1.95')]);
    await vi.waitFor(() => expect(text('house-balance')).toBe('2,000.00'));
    fireEvent.click(screen.getByTestId('house-spot-banker'));
    fireEvent.click(screen.getByTestId('house-deal'));
    await vi.waitFor(() => expect(byId('player-cards').querySelectorAll('.card')).toHaveLength(1));
    expect(byId('banker-cards').querySelectorAll('.card')).toHaveLength(0);
    expect(byId('player-cards').querySelector('.card')?.classList.contains('deal')).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(350);
    });
    expect(byId('banker-cards').querySelectorAll('.card')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1400);
    });
    expect(byId('result').textContent).toBe('Banker wins');
    vi.useRealTimers();
  });

  it('speaks Thai', async () => {
    await renderBaccarat([], 'th_TH', { ...SESSION, language: 'th_TH' });
    await ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('บาคาร่า');
    expect(screen.getByTestId('house-spot-banker').textContent).toContain('เจ้ามือ');
  });
});

it('reduced motion: the cards come without the sliding class', async () => {
  await renderBaccarat([bankerWins({ banker: 100 }, { banker: 195 }, '2000.95', '1.95')]);
  await ready();
  fireEvent.click(screen.getByTestId('house-spot-banker'));
  fireEvent.click(screen.getByTestId('house-deal'));
  await waitFor(() => expect(byId('result').textContent).toBe('Banker wins'));
  const cards = [...document.querySelectorAll('svg.card')];
  expect(cards).toHaveLength(4);
  expect(cards.some((card) => card.classList.contains('deal'))).toBe(false);
});
