import { vi } from 'vitest';
import type { LiveMemberState, LiveRound, LiveTableState } from '../api/live-calls.ts';
import type { LivePageData } from '../api/live-page-data.ts';
import type { LiveSocketLike } from '../hooks/use-live-table.ts';

/** The tests' clock: the server's and the page's alike unless a test skews them. */
export const T0 = Date.UTC(2026, 10, 28, 12, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

export const BACCARAT_PAGE: LivePageData = {
  session: 'S'.repeat(32),
  language: 'en_US',
  table: 'house-live-baccarat',
  name: 'Live Baccarat',
  lobbyUrl: '',
  demo: true,
};

/** A round in its betting window: opened at `opens`, closing 6 s later. */
export const bettingRound = (no: number, opens: number): LiveRound => ({
  id: `LB-${no}`,
  no,
  phase: 'betting',
  opens_at: iso(opens),
  closes_at: iso(opens + 6_000),
  dealt_at: null,
  settled_at: null,
  reveal_ms: null,
  outcome: null,
});

export const BACCARAT_OUTCOME = {
  game: 'house-live-baccarat' as const,
  cards: ['9H', '2S', 'KD', '3C', '5D'],
  player: ['9H', 'KD'],
  banker: ['2S', '3C', '5D'],
  playerTotal: 9,
  bankerTotal: 0,
  winner: 'player' as const,
  playerPair: false,
  bankerPair: false,
  natural: true,
};

/** The same round dealt at `dealt`, its five cards turned 1 s apart. */
export const dealtRound = (no: number, opens: number, dealt: number): LiveRound => ({
  ...bettingRound(no, opens),
  phase: 'dealt',
  dealt_at: iso(dealt),
  reveal_ms: 5_000,
  outcome: BACCARAT_OUTCOME,
});

export function tableState(round: LiveRound | null, table: LiveTableState['table'] = 'house-live-baccarat'): LiveTableState {
  return {
    table,
    server_now: iso(T0),
    reveal_step_ms: 1_000,
    result_ms: 2_000,
    round,
    history: [{ id: 'LB-3', no: 3, outcome: { ...BACCARAT_OUTCOME, winner: 'banker' } }],
    roads: {
      bead: [{ col: 0, row: 0, winner: 'banker', playerPair: false, bankerPair: true }],
      big: [{ col: 0, row: 0, entry: { winner: 'banker', ties: 1, playerPair: false, bankerPair: true } }],
      bigEye: [],
      small: [],
      cockroach: [],
    },
    shoe: { no: 2, left: 300, last: false },
  };
}

export function memberState(round: LiveRound | null, over: Partial<LiveMemberState> = {}): LiveMemberState {
  const table = (round?.id.startsWith('LR') ? 'house-live-roulette' : 'house-live-baccarat') as LiveTableState['table'];
  return {
    ...tableState(round, table),
    game: { code: table, names: { en_US: 'Live Baccarat' } },
    currency: 'INR',
    demo: true,
    balance: '2000.00',
    chips: ['1.00', '5.00', '25.00', '100.00', '500.00'],
    limits: { player: { min: '1.00', max: '5000.00' }, tie: { min: '1.00', max: '500.00' } },
    rules: { player: { pays: 1, rtp: 98.76, edge: 1.24 }, banker: { pays: 0.95, rtp: 98.94, edge: 1.06 } },
    my_round: [],
    my_bets: [],
    ...over,
  };
}

/** A socket that the test drives: what the page sent, and the server's messages and connection as the test says. */
export function fakeSocket(serverTime: () => number) {
  const handlers = new Map<string, ((message?: unknown) => void)[]>();
  const joined: unknown[] = [];
  const socket = {
    connected: true,
    on(event: string, listener: (message?: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), listener]);
      return socket;
    },
    emit(_event: 'live:join', message: { table: string }) {
      joined.push(message);
      return socket;
    },
    timeout: () => ({ emitWithAck: async () => serverTime() }),
    connect: vi.fn(() => socket),
    disconnect: vi.fn(() => socket),
  };
  const fire = (event: string, message?: unknown) => {
    for (const listener of handlers.get(event) ?? []) listener(message);
  };
  return { socket: socket as LiveSocketLike, fire, joined, raw: socket };
}
