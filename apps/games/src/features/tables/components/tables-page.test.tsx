import { roundCall } from '@casino/contract/house/slot-baccarat-calls.ts';
import {
  andarBaharDealCall,
  blackjackActCall,
  blackjackDealCall,
  sicBoRollCall,
  tableHistoryCall,
  tableSessionCall,
} from '@casino/contract/house/table-calls.ts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { createGameI18n } from '../../../lib/i18n.ts';
import { setReducedMotion } from '../../../test/reduced-motion.ts';
import type { AndarBaharResult, BlackjackView, SicBoResult, TableSession } from '../api/table-calls.ts';
import type { TableKind, TablePageData } from '../api/table-page-data.ts';
import { TablesPage } from './tables-page.tsx';

const messages = import.meta.glob('../locales/*.json');
const CHIPS = ['1.00', '5.00', '25.00', '100.00', '500.00'];

const sessionOf = (kind: TableKind): TableSession => ({
  kind,
  game: {
    code: `house-${kind}`,
    names: { en_US: { blackjack: 'Blackjack', sic_bo: 'Sic Bo', andar_bahar: 'Andar Bahar' }[kind] },
  },
  currency: 'INR',
  demo: true,
  balance: '2000.00',
  chips: CHIPS,
  limit: '5000.00',
  rtp:
    kind === 'blackjack'
      ? { main: 99.43, insurance: 92.31 }
      : kind === 'sic_bo'
        ? { small: 97.22, big: 97.22, total_4: 84.72, triple_1: 83.8, combo_1_2: 97.22, single_1: 96.3 }
        : { andar: 97.85, bahar: 97, cards_1_5: 96.5 },
  pays:
    kind === 'blackjack'
      ? {}
      : kind === 'sic_bo'
        ? { small: 1, big: 1, total_4: 50, triple_1: 150, combo_1_2: 5, single_1: 1 }
        : { andar: 0.9, bahar: 1, cards_1_5: 3.5 },
  hand: null,
});

const pageOf = (kind: TableKind, language: 'en_US' | 'th_TH' = 'en_US'): TablePageData => ({
  session: 's1',
  language,
  gameCode: `house-${kind}`,
  kind,
  name: '',
  lobbyUrl: '/lobby',
  demo: true,
  currency: 'INR',
  chips: CHIPS,
  limit: '5000.00',
});

type Answers = Record<string, unknown[]>;

function fakeClient(kind: TableKind, answers: Answers) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const call = vi.fn(async (definition: { path: string }, body: Record<string, unknown>) => {
    sent.push({ path: definition.path, body });
    const queue = answers[definition.path];
    if (definition.path === tableSessionCall.path && !queue?.length) return sessionOf(kind);
    const next = queue?.shift();
    if (next === undefined) throw new HouseCallError('network');
    if (next instanceof HouseCallError) throw next;
    return next;
  });
  return { call: call as unknown as HouseClient, sent };
}

async function renderTable(kind: TableKind, answers: Answers = {}, language: 'en_US' | 'th_TH' = 'en_US') {
  const client = fakeClient(kind, answers);
  const i18n = await createGameI18n(language, messages);
  render(
    <I18nextProvider i18n={i18n}>
      <TablesPage data={pageOf(kind, language)} call={client.call} />
    </I18nextProvider>,
  );
  await waitFor(() => expect(document.body.dataset.ready).toBe('true'));
  return client;
}

const text = (testId: string) => screen.getByTestId(testId).textContent ?? '';
const byId = (id: string) => document.getElementById(id) as HTMLElement;
const press = (key: string) => fireEvent.keyDown(document.body, { key });

type HandPart = BlackjackView['hand']['hands'][number];
function blackjackView(overrides: Partial<BlackjackView['hand']>, status: BlackjackView['status'], win = '0.00'): BlackjackView {
  return {
    round_id: 'HRBJ',
    step: 1,
    status,
    bet: '10.00',
    win,
    balance: status === 'in_play' ? '1990.00' : (2000 - 10 + Number(win)).toFixed(2),
    win_pending: false,
    hand: {
      phase: 'player',
      bet: '10.00',
      staked: '10.00',
      dealer: ['9H'],
      dealer_total: 9,
      hands: [],
      active: 0,
      insurance: '0.00',
      insurance_returned: '0.00',
      allowed: [],
      win,
      ...overrides,
    },
  };
}
const playerHand = (cards: string[], total: number, extra: Partial<HandPart> = {}): HandPart => ({
  cards,
  total,
  soft: false,
  bet: '10.00',
  doubled: false,
  done: false,
  result: null,
  returned: null,
  ...extra,
});

beforeEach(() => {
  setReducedMotion(true);
  delete document.body.dataset.ready;
});
afterEach(() => vi.useRealTimers());

describe('the table games page', () => {
  it('opens a blackjack table: name, balance in the currency, chips as radios, limit, rules with RTP, sound off', async () => {
    await renderTable('blackjack');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blackjack');
    expect(text('house-balance')).toBe('₹2,000.00');
    expect(text('table-bet')).toBe('₹0.00');
    expect(screen.getByTestId('table-chip-0').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('table-chip-1').getAttribute('aria-label')).toBe('Chip ₹5.00');
    expect(byId('limit').textContent).toBe('Table limits ₹1.00 – ₹5,000.00');
    expect(byId('sound').getAttribute('aria-pressed')).toBe('false');
    expect(byId('sound').getAttribute('aria-label')).toBe('Turn sound on');
    fireEvent.click(byId('sound'));
    expect(byId('sound').getAttribute('aria-label')).toBe('Turn sound off');
    fireEvent.click(screen.getByTestId('house-info'));
    expect(text('house-rtp')).toContain('99.43%');
    expect(text('house-rtp')).toContain('92.31%');
    expect(screen.getByTestId('table-play')).toHaveProperty('disabled', true);
  });

  it('plays a blackjack hand: deal, the moves the hand allows, hit and stand by key, the win and the balance', async () => {
    const { sent } = await renderTable('blackjack', {
      [blackjackDealCall.path]: [
        blackjackView({ hands: [playerHand(['5S', '6D'], 11)], allowed: ['hit', 'stand', 'double'] }, 'in_play'),
      ],
      [blackjackActCall.path]: [
        blackjackView({ hands: [playerHand(['5S', '6D', '9C'], 20)], allowed: ['hit', 'stand'] }, 'in_play'),
        blackjackView(
          {
            phase: 'settled',
            dealer: ['9H', '8C'],
            dealer_total: 17,
            hands: [playerHand(['5S', '6D', '9C'], 20, { done: true, result: 'win', returned: '20.00' })],
          },
          'settled',
          '20.00',
        ),
      ],
    });
    fireEvent.click(screen.getByTestId('table-chip-1'));
    fireEvent.click(screen.getByTestId('table-spot-main'));
    press('b');
    expect(text('table-bet')).toBe('₹10.00');
    fireEvent.click(screen.getByTestId('table-play'));
    await waitFor(() => expect(screen.getByTestId('bj-hand').textContent).toContain('11'));
    expect(sent.find((s) => s.path === blackjackDealCall.path)?.body).toEqual({ bet: '10.00' });
    expect(screen.getByTestId('bj-hit').hidden).toBe(false);
    expect(screen.getByTestId('bj-split').hidden).toBe(true);
    expect(screen.getByTestId('table-play').hidden).toBe(true);
    expect(byId('dealer-cards').querySelector('.card.back')).not.toBeNull();
    expect(text('house-balance')).toBe('₹1,990.00');
    press('h');
    await waitFor(() => expect(screen.getByTestId('bj-hand').textContent).toContain('20'));
    press('s');
    await waitFor(() => expect(byId('result').textContent).toBe('You win ₹20.00'));
    expect(sent.filter((s) => s.path === blackjackActCall.path).map((s) => s.body.action)).toEqual(['hit', 'stand']);
    expect(screen.getByTestId('bj-hand').textContent).toContain('Win');
    expect(byId('dealer-total').textContent).toBe('17');
    expect(text('house-win')).toBe('₹20.00');
    expect(text('house-balance')).toBe('₹2,010.00');
    expect(text('table-note')).toBe('Round HRBJ');
    expect(screen.getByTestId('bj-stand').hidden).toBe(true);
    expect(screen.getByTestId('table-play').hidden).toBe(false);
  });

  it('rolls sic bo: the dice, the total, the won spots, the board cleared, Rebet and the keys', async () => {
    const roll: SicBoResult = {
      round_id: 'HRSB',
      bet: '6.00',
      win: '2.00',
      jackpot_win: '0.00',
      balance: '1996.00',
      win_pending: false,
      outcome: {
        game: 'house-sic-bo',
        bets: { small: 100, total_4: 500 },
        bet: 600,
        dice: [1, 2, 4],
        total: 7,
        returns: { small: 200 },
        win: 200,
      },
    };
    const { sent } = await renderTable('sic_bo', { [sicBoRollCall.path]: [roll] });
    press('s');
    fireEvent.click(screen.getByTestId('table-chip-1'));
    fireEvent.click(screen.getByTestId('table-spot-total_4'));
    expect(text('table-bet')).toBe('₹6.00');
    press('Enter');
    await waitFor(() => expect(byId('result').textContent).toBe('Total 7 · Small'));
    expect(sent.find((s) => s.path === sicBoRollCall.path)?.body).toEqual({ bets: { small: '1.00', total_4: '5.00' } });
    expect([...byId('dice').querySelectorAll('svg.die')].map((die) => die.getAttribute('aria-label'))).toEqual(['1', '2', '4']);
    expect(screen.getByTestId('table-spot-small').className).toContain('won');
    expect(screen.getByTestId('table-spot-total_4').className).not.toContain('won');
    expect(text('table-bet')).toBe('₹0.00');
    expect(text('house-balance')).toBe('₹1,996.00');
    press('r');
    expect(text('table-bet')).toBe('₹6.00');
    press('Escape');
    expect(text('table-bet')).toBe('₹0.00');
  });

  it('deals Andar Bahar: the joker, the cards in turn, the matching card, the winning side', async () => {
    const deal: AndarBaharResult = {
      round_id: 'HRAB',
      bet: '1.00',
      win: '1.90',
      jackpot_win: '0.00',
      balance: '2000.90',
      win_pending: false,
      outcome: {
        game: 'house-andar-bahar',
        bets: { andar: 100 },
        bet: 100,
        joker: '7H',
        andar: ['2S', '7C'],
        bahar: ['KD'],
        cards: ['7H', '2S', 'KD', '7C'],
        side: 'andar',
        dealt: 3,
        returns: { andar: 190 },
        win: 190,
      },
    };
    await renderTable('andar_bahar', { [andarBaharDealCall.path]: [deal] });
    press('a');
    fireEvent.click(screen.getByTestId('table-play'));
    await waitFor(() => expect(byId('result').textContent).toBe('Andar wins · 3 cards'));
    expect(byId('joker').querySelector('svg')?.getAttribute('aria-label')).toBe('7 of hearts');
    expect([...byId('andar-cards').querySelectorAll('svg.card')].map((card) => card.getAttribute('aria-label'))).toEqual([
      '2 of spades',
      '7 of clubs',
    ]);
    expect(byId('andar-cards').querySelector('.match')?.getAttribute('aria-label')).toBe('7 of clubs');
    expect(byId('lane-andar').className).toContain('won');
    expect(screen.getByTestId('table-spot-andar').className).toContain('won');
    expect(text('house-win')).toBe('₹1.90');
  });

  it('refuses a stake over the limit and says a refused round’s reason; a dropped connection reads the session again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { sent } = await renderTable('sic_bo', {
      [sicBoRollCall.path]: [new HouseCallError('network')],
      [tableSessionCall.path]: [sessionOf('sic_bo'), { ...sessionOf('sic_bo'), balance: '1999.00' }],
    });
    fireEvent.click(screen.getByTestId('table-chip-4'));
    for (let i = 0; i < 10; i += 1) fireEvent.click(screen.getByTestId('table-spot-big'));
    expect(text('table-bet')).toBe('₹5,000.00');
    expect(screen.getByTestId('house-error').hidden).toBe(true);
    fireEvent.click(screen.getByTestId('table-spot-big'));
    expect(text('house-error')).toBe('This bet is not allowed.');
    expect(text('table-bet')).toBe('₹5,000.00');
    fireEvent.click(screen.getByTestId('table-play'));
    await waitFor(() => expect(text('house-error')).toContain('Your round is kept'));
    // The stakes stay on the board; after a moment the balance is read again and the notice goes.
    expect(text('table-bet')).toBe('₹5,000.00');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2600);
    });
    await waitFor(() => expect(text('house-balance')).toBe('₹1,999.00'));
    expect(screen.getByTestId('house-error').hidden).toBe(true);
    expect(sent.map((s) => s.path)).toEqual([tableSessionCall.path, sicBoRollCall.path, tableSessionCall.path]);
  });

  it('shows the notice of an ended session over the page', async () => {
    await renderTable('andar_bahar', { [andarBaharDealCall.path]: [new HouseCallError('session_ended')] });
    press('b');
    press('Enter');
    await waitFor(() => expect((screen.getByTestId('house-session-ended') as HTMLDialogElement).open).toBe(true));
    expect(screen.getByTestId('table-play')).toHaveProperty('disabled', true);
  });

  it('lists the history and verifies a round', async () => {
    await renderTable('sic_bo', {
      [tableHistoryCall.path]: [
        {
          rounds: [
            {
              round_id: 'HR9',
              bet: '5.00',
              win: '10.00',
              win_pending: false,
              created_at: '2026-01-01T10:00:00Z',
              summary: { dice: [2, 3, 5], total: 10 },
            },
          ],
        },
      ],
      [roundCall.path]: [{ replay_matches: true }],
    });
    fireEvent.click(screen.getByTestId('table-history'));
    const verify = await waitFor(() => {
      const button = byId('history-list').querySelector<HTMLButtonElement>('.verify');
      expect(button).not.toBeNull();
      return button as HTMLButtonElement;
    });
    expect(byId('history-list').textContent).toContain('Win ₹10.00');
    // 10:00 UTC on the site's clock (Caracas, UTC-4).
    expect(byId('history-list').querySelector('.when')?.textContent).toBe('06:00:00');
    fireEvent.click(verify);
    await waitFor(() => expect(verify.textContent).toBe('Verified ✓'));
  });

  it('deals blackjack cards one at a time with motion, at once without it', async () => {
    setReducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderTable('blackjack', {
      [blackjackDealCall.path]: [blackjackView({ hands: [playerHand(['5S', '6D'], 11)], allowed: ['stand'] }, 'in_play')],
    });
    fireEvent.click(screen.getByTestId('table-spot-main'));
    fireEvent.click(screen.getByTestId('table-play'));
    await vi.waitFor(() => expect(screen.getByTestId('bj-hand')).toBeTruthy());
    expect(document.querySelectorAll('#hands .card.pending').length).toBeGreaterThan(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(document.querySelectorAll('.pending')).toHaveLength(0);
    expect(document.querySelectorAll('#hands .card.deal')).toHaveLength(2);
  });

  it('speaks Thai', async () => {
    await renderTable('sic_bo', {}, 'th_TH');
    expect(screen.getByTestId('table-play').textContent).not.toBe('Roll');
    expect(screen.getByTestId('table-spot-small').textContent).toContain('ต่ำ');
  });
});
