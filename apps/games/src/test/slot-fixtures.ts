import type { SlotRoundResult, SlotSession, SlotSpin } from '../features/slot/api/slot-calls.ts';
import type { SlotPageData } from '../features/slot/api/slot-page-data.ts';

/** A small slot for the page's tests: three symbols, a wild, a scatter and a jackpot, two paylines. */
export const TEST_SESSION: SlotSession = {
  kind: 'slot',
  currency: 'INR',
  balance: '2000.00',
  demo: true,
  language: 'en_US',
  lobby_url: '/lobby',
  game: {
    code: 'house-lucky-sevens',
    names: { en_US: 'Lucky Sevens' },
    symbols: [
      { id: 'cherry', glyph: 'c', kind: 'regular', pays: [0, 5, 20, 100] },
      { id: 'bell', glyph: 'b', kind: 'regular', pays: [0, 10, 40, 200] },
      { id: 'seven', glyph: '7', kind: 'regular', pays: [2, 50, 250, 1200] },
      { id: 'wild', glyph: 'w', kind: 'wild', pays: [0, 50, 250, 2000] },
      { id: 'party', glyph: 'p', kind: 'scatter', pays: [0, 2, 10, 50] },
      { id: 'jackpot', glyph: 'j', kind: 'jackpot' },
    ],
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
    ],
    free_spins: { spins: [8, 12, 20], multiplier: 2 },
  },
  bets: ['0.50', '1.00', '2.50', '5.00'],
  jackpot: '50000.00',
  rtp: {
    total: 96.57,
    base: 95.57,
    jackpot: 1,
    lines: 80,
    scatter: 5,
    free_spins: 10.57,
    free_spin_chance: 0.01,
    jackpot_chance: 0.00001,
  },
};

export const TEST_PAGE: SlotPageData = {
  session: 'session-token',
  language: 'en_US',
  gameCode: 'house-lucky-sevens',
  name: 'Lucky Sevens',
  lobbyUrl: '/lobby',
  demo: true,
  currency: 'INR',
  bets: TEST_SESSION.bets,
  symbols: TEST_SESSION.game.symbols.map((symbol) => symbol.id),
};

/** A spin that shows `rows` (three rows of five ids) and pays `lineWins`; amounts in minor units. */
export function testSpin(rows: string[][], lineWins: SlotSpin['lineWins'] = [], extra: Partial<SlotSpin> = {}): SlotSpin {
  const win = lineWins.reduce((sum, lineWin) => sum + lineWin.pay, 0);
  return {
    stops: [0, 0, 0, 0, 0],
    window: rows,
    lineWins,
    scatters: 0,
    linePay: win,
    scatterPay: 0,
    freeSpinsAwarded: 0,
    jackpot: false,
    freeSpin: 0,
    multiplier: 1,
    win,
    ...extra,
  };
}

/** A round answer of the spins given, at `bet`, ending on `balance`. */
export function testRound(spins: SlotSpin[], bet: string, balance: string, roundId = 'HR1'): SlotRoundResult {
  const win = spins.reduce((sum, spin) => sum + spin.win, 0);
  return {
    round_id: roundId,
    bet,
    win: (win / 100).toFixed(2),
    jackpot_win: '0.00',
    balance,
    win_pending: false,
    outcome: {
      game: 'house-lucky-sevens',
      bet: Math.round(Number(bet) * 100),
      lineBet: 5,
      spins,
      freeSpins: spins.length - 1,
      win,
      jackpot: false,
    },
  };
}

export const NO_WIN_ROWS = [
  ['cherry', 'bell', 'cherry', 'bell', 'cherry'],
  ['bell', 'cherry', 'bell', 'cherry', 'bell'],
  ['cherry', 'bell', 'cherry', 'bell', 'cherry'],
];
export const SEVENS_ROWS = [
  ['cherry', 'bell', 'cherry', 'bell', 'cherry'],
  ['seven', 'seven', 'seven', 'bell', 'cherry'],
  ['cherry', 'bell', 'cherry', 'bell', 'cherry'],
];
