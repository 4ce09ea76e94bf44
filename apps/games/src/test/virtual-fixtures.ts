import type { VirtualBet, VirtualEvent, VirtualState } from '../features/virtuals/api/virtual-calls.ts';
import type { VirtualPageData } from '../features/virtuals/api/virtual-page-data.ts';

/** The server's clock in the virtual pages' tests. */
export const T0 = Date.UTC(2026, 10, 28, 12, 0, 0);

const home = { code: 'LIO', name: 'Lions', colours: ['#b91c1c', '#ffffff'] as [string, string] };
const away = { code: 'EAG', name: 'Eagles', colours: ['#1d4ed8', '#facc15'] as [string, string] };
const meron = { code: 'RED', name: 'Red Baron', colours: ['#7f1d1d', '#f59e0b'] as [string, string] };
const wala = { code: 'BLU', name: 'Blue Storm', colours: ['#1e3a8a', '#e5e7eb'] as [string, string] };

function match(eventNo: number, kickoff: number): VirtualEvent {
  return {
    event_no: eventNo,
    kickoff,
    end: kickoff + 3000,
    sides: { home, away },
    markets: [
      {
        id: '1x2',
        margin: 5,
        selections: [
          { id: 'home', odds: '2.10' },
          { id: 'draw', odds: '3.40' },
          { id: 'away', odds: '3.05' },
        ],
      },
      {
        id: 'ou25',
        margin: 5,
        selections: [
          { id: 'over', odds: '1.95' },
          { id: 'under', odds: '1.85' },
        ],
      },
      {
        id: 'cs',
        margin: 12,
        selections: [
          { id: '1-0', odds: '7.50' },
          { id: 'home_other', odds: '4.20' },
        ],
      },
    ],
  };
}

/** A football league's state: a match being played (kicked off 1 s ago, 3 s long, 1–0 at minute 10), three coming. */
export const FOOTBALL_STATE: VirtualState = {
  league: 'football',
  game: 'house-virtual-football',
  now: T0,
  currency: 'INR',
  demo: true,
  balance: '2000.00',
  period_ms: 9000,
  play_ms: 3000,
  stakes: ['1.00', '5.00', '10.00', '50.00', '100.00'],
  limit: '100000.00',
  rtp: { '1x2': { margin: 5, rtp: 95.2381 }, ou25: { margin: 5, rtp: 95.2381 }, cs: { margin: 12, rtp: 89.2857 } },
  live: {
    event_no: 1_230_100,
    kickoff: T0 - 1000,
    end: T0 + 2000,
    sides: { home, away },
    outcome: {
      home: 1,
      away: 1,
      goals: [
        { minute: 10, side: 'home' },
        { minute: 80, side: 'away' },
      ],
      draw: '42',
    },
  },
  open: [match(1_230_101, T0 + 5000), match(1_230_102, T0 + 14_000), match(1_230_103, T0 + 23_000)],
  results: [{ event_no: 1_230_099, kickoff: T0 - 10_000, end: T0 - 7000, sides: { home, away }, outcome_key: '2-1' }],
  bets: [],
};

/** A bet of the session on the first coming match, under 2.5 at 1.85 for 5.00. */
export function footballBet(status: VirtualBet['status'], win: string | null = null): VirtualBet {
  return {
    bet_id: 'bet-1',
    event_no: 1_230_101,
    sides: { home, away },
    market: 'ou25',
    selection: 'under',
    odds: '1.85',
    stake: '5.00',
    status,
    win,
    outcome_key: status === 'settled' ? '1-0' : null,
    kickoff: T0 + 5000,
    placed_at: new Date(T0).toISOString(),
  };
}

/** A cockfight's state: a fight that ended (Meron won) and two coming. */
export const COCKFIGHT_STATE: VirtualState = {
  ...FOOTBALL_STATE,
  league: 'cockfight',
  game: 'house-cockfight',
  period_ms: 6000,
  play_ms: 2000,
  rtp: { mwd: { margin: 6, rtp: 94.3396 } },
  live: {
    event_no: 880_010,
    kickoff: T0 - 2500,
    end: T0 - 500,
    sides: { meron, wala },
    outcome: { winner: 'meron', exchanges: ['meron', 'wala', 'meron'], draw: '7' },
  },
  open: [880_011, 880_012].map((eventNo, i) => ({
    event_no: eventNo,
    kickoff: T0 + 3500 + i * 6000,
    end: T0 + 5500 + i * 6000,
    sides: { meron, wala },
    markets: [
      {
        id: 'mwd',
        margin: 6,
        selections: [
          { id: 'meron', odds: '1.80' },
          { id: 'draw', odds: '15.72' },
          { id: 'wala', odds: '2.05' },
        ],
      },
    ],
  })),
  results: [],
  bets: [],
};

export const FOOTBALL_PAGE: VirtualPageData = {
  session: 'session-token',
  language: 'en_US',
  gameCode: 'house-virtual-football',
  league: 'football',
  name: 'Virtual Football League',
  lobbyUrl: '/lobby',
  demo: true,
};

export const COCKFIGHT_PAGE: VirtualPageData = {
  ...FOOTBALL_PAGE,
  gameCode: 'house-cockfight',
  league: 'cockfight',
  name: 'Rooster Arena',
};
