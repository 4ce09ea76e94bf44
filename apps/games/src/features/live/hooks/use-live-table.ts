import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { prefersReducedMotion } from '../../../lib/reduced-motion.ts';
import {
  type LiveHistoryRound,
  type LiveMemberState,
  type LiveOutcome,
  type LiveRound,
  type LiveTableState,
  placeLiveBet,
  readLiveState,
  verifyLiveBet,
} from '../api/live-calls.ts';
import { kindOf, type LivePageData } from '../api/live-page-data.ts';
import { type LiveSharedState, readSharedState, readTableState } from '../api/live-socket.ts';
import { liveMoney } from './live-money.ts';
import { countdown, isNewer, serverClock, untilNextSecond } from './live-timing.ts';
import type { LiveSound } from './use-live-sound.ts';

/** What the page needs of its socket (socket.io-client's Socket; a fake one in the tests). */
export type LiveSocketLike = {
  readonly connected: boolean;
  on(event: 'connect' | 'disconnect', listener: () => void): unknown;
  on(event: 'live.state' | 'live.shared', listener: (message: unknown) => void): unknown;
  emit(event: 'live:join', message: { table: string }): unknown;
  timeout(ms: number): { emitWithAck(event: 'live:time'): Promise<unknown> };
  connect(): unknown;
  disconnect(): unknown;
};

export type LivePhase = 'waiting' | 'betting' | 'closed' | 'revealing' | 'result';
/** Stakes in minor units by spot. */
type Stakes = Record<string, number>;
const sum = (stakes: Stakes) => Object.values(stakes).reduce((a, b) => a + b, 0);

/** The wheel's turn of a round: to `number` over `spinMs`, `elapsed` of it gone when the page saw it. */
export type WheelTurn = { roundId: string; number: number; spinMs: number; elapsed: number };

type Machine = {
  info: LiveMemberState | null;
  table: LiveTableState | null;
  shared: LiveSharedState | null;
  chip: number;
  pending: Stakes;
  confirmed: Stakes;
  lastStakes: Stakes | null;
  busy: boolean;
  shownRound: string | null;
  resultShownFor: string | null;
  revealed: number;
  dropped: boolean;
  away: boolean;
  unseen: boolean;
  lastSeenNo: number | null;
  betRounds: Set<string>;
  announced: Set<string>;
  lastPhase: string | null;
  phase: LivePhase;
  seconds: number | null;
  share: number;
  result: string;
  win: string | null;
  balance: string | null;
  note: string;
  error: string | null;
  sessionEnded: boolean;
  missed: LiveHistoryRound[];
  missedUpTo: number;
  wheel: WheelTurn | null;
  ballLanded: boolean;
  verified: Record<string, 'yes' | 'no' | 'busy'>;
};

const fresh = (): Machine => ({
  info: null,
  table: null,
  shared: null,
  chip: 0,
  pending: {},
  confirmed: {},
  lastStakes: null,
  busy: false,
  shownRound: null,
  resultShownFor: null,
  revealed: -1,
  dropped: false,
  away: false,
  unseen: false,
  lastSeenNo: null,
  betRounds: new Set(),
  announced: new Set(),
  lastPhase: null,
  phase: 'waiting',
  seconds: null,
  share: 0,
  result: '',
  win: null,
  balance: null,
  note: '',
  error: null,
  sessionEnded: false,
  missed: [],
  missedUpTo: 0,
  wheel: null,
  ballLanded: false,
  verified: {},
});

/** The seconds left to bet (null when betting is not open) and the share of the betting window they are. */
export type Countdown = { seconds: number | null; share: number };

/**
 * What a step of the clock can change on the page (the countdown bar aside): the round shown, its phase and seconds,
 * the cards turned, the wheel and its ball, the result, chips taken back and rounds missed.
 */
function stepMark(m: Machine): string {
  return [
    m.shownRound,
    m.phase,
    m.seconds,
    m.revealed,
    m.wheel?.roundId,
    m.ballLanded,
    m.result,
    m.note,
    sum(m.pending),
    m.lastSeenNo,
    m.missed.length,
  ].join('|');
}

export type LiveTableOptions = {
  connect: () => LiveSocketLike;
  sound: LiveSound;
  /** This page's clock, which never steps back. */
  localNow?: () => number;
};

/**
 * The live table (decision 43): the round every player sees from the socket's `live.state` and the state call, this
 * session's money and bets from the latter, the players and totals per spot from `live.shared`; the server's clock
 * from round trips, the countdown to the server's close, the card-by-card reveal, chips laid but not placed, the
 * dropped connection and the rounds dealt while it was down.
 */
export function useLiveTable(data: LivePageData, call: HouseClient, options: LiveTableOptions) {
  const { t } = useTranslation();
  const kind = kindOf(data.table);
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const m = useRef<Machine>(fresh()).current;
  const localNow = options.localNow ?? (() => performance.timeOrigin + performance.now());
  const clock = useRef(serverClock({ now: localNow })).current;
  const count = useRef(countdown()).current;
  const sound = useRef(options.sound);
  sound.current = options.sound;
  const socketRef = useRef<LiveSocketLike | null>(null);
  const countdownListeners = useRef(new Set<(countdown: Countdown) => void>()).current;
  /** Tells `listener` the countdown now and at every step of the clock, until the returned call. */
  const watchCountdown = useRef((listener: (countdown: Countdown) => void) => {
    countdownListeners.add(listener);
    listener({ seconds: m.seconds, share: m.share });
    return () => {
      countdownListeners.delete(listener);
    };
  }).current;
  const tRef = useRef(t);
  tRef.current = t;

  const moneyRef = useRef(liveMoney(data.language, '', 2));
  const money = moneyRef.current;

  const winnerText = (outcome: LiveOutcome | null | undefined): string => {
    const tr = tRef.current;
    if (!outcome) return '';
    if (outcome.game === 'house-live-roulette') return `${outcome.number} ${tr(`live.${outcome.colour}`, '')}`.trim();
    return outcome.winner === 'tie' ? tr('live.tie') : tr('live.wins', { side: tr(`live.${outcome.winner}`) });
  };

  const serverNow = () => clock.now();
  const bettingOpen = () => Boolean(m.table?.round) && clock.ready && count.show(m.table?.round ?? null, serverNow()).open;

  const showError = (error: unknown) => {
    const code = error instanceof HouseCallError ? error.code : 'network';
    m.error = code;
    if (code === 'session_ended') m.sessionEnded = true;
  };

  const phaseOf = (round: LiveRound | null): LivePhase => {
    if (!round) return 'waiting';
    const now = serverNow();
    // Closed as soon as the server says so or this page's reading of its clock reaches the close.
    if (round.phase === 'betting') return count.show(round, now).open ? 'betting' : 'closed';
    if (round.phase === 'dealt') return now < Date.parse(round.dealt_at ?? '') + (round.reveal_ms ?? 0) ? 'revealing' : 'result';
    return 'result';
  };

  const adoptMyRound = () => {
    m.confirmed = {};
    const roundId = m.table?.round?.id;
    const mine = (m.info?.my_round ?? []).filter((b) => b.round_id === roundId);
    if (mine.length && roundId) m.betRounds.add(roundId);
    for (const b of mine)
      for (const [k, v] of Object.entries(b.bets)) m.confirmed[k] = (m.confirmed[k] ?? 0) + moneyRef.current.toMinor(v);
  };

  /** The round on the stage at the server's time: phase, countdown, reveal, result. Answers the ms left to bet. */
  const step = (): number | null => {
    const table = m.table;
    if (!table || !clock.ready) return null;
    const tr = tRef.current;
    const round = table.round;
    const phase = phaseOf(round);
    const now = serverNow();
    if (round && round.id !== m.shownRound) {
      // A new round at the table: its board starts empty.
      m.shownRound = round.id;
      m.confirmed = {};
      m.pending = {};
      m.revealed = -1;
      m.wheel = null;
      m.ballLanded = false;
      m.result = '';
      m.win = null;
      if (m.info) adoptMyRound();
    }
    m.phase = phase;
    let left: number | null = null;
    if (phase === 'betting') {
      const shown = count.show(round, now);
      left = shown.left ?? null;
      m.seconds = shown.seconds;
      m.share = shown.share;
    } else {
      m.seconds = null;
      m.share = 0;
      // Betting closed: chips laid but never placed go back (nothing was staked); one being placed waits for its answer.
      if (!m.busy && sum(m.pending) > 0) {
        m.pending = {};
        m.note = tr('live.unplacedCleared');
      }
    }
    const outcome = round?.outcome;
    if (round && outcome) {
      if (m.lastSeenNo === null || round.no > m.lastSeenNo) {
        m.lastSeenNo = round.no;
        // A new deal on the stage: the rounds missed while away make way for it.
        if (m.missedUpTo < round.no) {
          m.missed = [];
          m.missedUpTo = 0;
        }
      }
      const elapsed = now - Date.parse(round.dealt_at ?? '');
      const stepMs = table.reveal_step_ms;
      const revealMs = round.reveal_ms ?? 0;
      if (outcome.game === 'house-live-roulette') {
        if (m.wheel?.roundId !== round.id) {
          m.wheel = { roundId: round.id, number: outcome.number, spinMs: revealMs - stepMs, elapsed };
        }
        m.ballLanded = elapsed >= revealMs - stepMs || prefersReducedMotion();
      } else {
        const cards = outcome.cards.length;
        const shown = prefersReducedMotion() ? cards : Math.min(cards, Math.floor(elapsed / stepMs) + 1);
        if (shown !== m.revealed) {
          if (shown > m.revealed && m.revealed >= 0) sound.current.play('card');
          m.revealed = shown;
        }
      }
      if (phase === 'result' && m.resultShownFor !== round.id) {
        m.resultShownFor = round.id;
        m.result = winnerText(outcome);
        sound.current.play('close');
      }
    } else if (kind !== 'roulette') {
      m.revealed = 0;
    }
    return left;
  };

  /**
   * A table state from the socket or a call: never one older than the one shown. Rounds that ended while this page
   * was away (offline, asleep) are shown in full.
   */
  const adoptTable = (state: LiveTableState): boolean => {
    if (!isNewer(state, m.table)) return false;
    m.table = state;
    if (m.lastSeenNo === null) {
      // Whatever ended before the page opened is not news.
      m.lastSeenNo = state.round ? (state.round.phase === 'betting' ? state.round.no - 1 : state.round.no) : 0;
    }
    // Before drawing: the round on the stage counts as seen once drawn, and may be newer than those missed. Back from
    // a drop, the round on the stage is missed too when it was dealt meanwhile: it stays shown after the stage moves on.
    const returning = m.unseen;
    m.unseen = false;
    const seen = m.lastSeenNo;
    const missed: LiveHistoryRound[] = state.history.filter((h) => h.no > seen && h.id !== state.round?.id);
    const round = state.round;
    if (returning && round?.outcome && round.no > seen) missed.unshift({ id: round.id, no: round.no, outcome: round.outcome });
    step();
    if (missed.length) {
      m.lastSeenNo = Math.max(m.lastSeenNo, ...missed.map((h) => h.no));
      m.missed = missed.slice(0, 3);
      m.missedUpTo = Math.max(...m.missed.map((h) => h.no));
    }
    return true;
  };

  /** This session's money and bets, read again after a settlement or a reconnection. */
  const refresh = async () => {
    try {
      const sent = localNow();
      const state = await readLiveState(call);
      // The call is a round trip too: the server read its clock between sent and now.
      clock.sample(sent, Date.parse(state.server_now), localNow());
      m.info = state;
      const decimals = (state.chips[0]?.split('.')[1] ?? '').length;
      moneyRef.current = liveMoney(data.language, state.currency, decimals);
      m.balance = state.balance;
      adoptTable(state);
      if (state.round?.id === m.shownRound) adoptMyRound();
      // The outcome of every round this session bet on, once settled, even one that ended while the connection was
      // down: its result and the win are shown when the page hears of it.
      const settled = state.my_bets.filter((b) => m.betRounds.has(b.round_id) && !m.announced.has(b.round_id) && !b.win_pending);
      const latest = settled[0];
      if (latest) {
        const same = settled.filter((b) => b.round_id === latest.round_id);
        for (const b of settled) m.announced.add(b.round_id);
        const cash = moneyRef.current;
        const win = same.reduce((a, b) => a + cash.toMinor(b.win), 0);
        const tr = tRef.current;
        m.win = cash.toMajor(win);
        const result = `${tr('live.round', { n: latest.round_no })}: ${winnerText(latest.outcome)}`;
        m.note = `${result} · ${win > 0 ? tr('live.youWin', { amount: cash.format(cash.toMajor(win)) }) : tr('live.noWin')}`;
        if (latest.round_id !== state.round?.id) m.result = result;
        if (win > 0) sound.current.play('win');
      }
    } catch (error) {
      showError(error);
    }
    bump();
  };
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const adoptRef = useRef(adoptTable);
  adoptRef.current = adoptTable;
  const stepRef = useRef(step);
  stepRef.current = step;

  // Stepped every 200 ms, and while the countdown runs just after each whole second of it, so that every page at the
  // table changes its number at the same moment. The page is drawn again only when a step changed what it shows; the
  // countdown bar's share goes straight to the bar (watchCountdown), which a phone would otherwise pay a whole page for,
  // five times a second.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine and its listeners last as long as the page
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let shown = '';
    const loop = () => {
      const left = stepRef.current();
      const mark = stepMark(m);
      if (mark !== shown) {
        shown = mark;
        bump();
      }
      for (const listener of countdownListeners) listener({ seconds: m.seconds, share: m.share });
      timer = setTimeout(loop, left ? Math.min(200, untilNextSecond(left) + 1) : 200);
    };
    loop();
    return () => clearTimeout(timer);
  }, []);

  // The socket: the table's room, the clock samples, the drop and the return; one for the page's life.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the table and the socket's maker do not change
  useEffect(() => {
    const socket = options.connect();
    socketRef.current = socket;
    let stopped = false;
    const sampleClock = async (times: number) => {
      for (let i = 0; i < times && socket.connected && !stopped; i++) {
        const sent = localNow();
        try {
          const server = await socket.timeout(3_000).emitWithAck('live:time');
          clock.sample(sent, Number(server), localNow());
        } catch {
          return;
        }
        if (i < times - 1) await new Promise((resolve) => setTimeout(resolve, 150));
      }
    };
    const sampling = setInterval(() => void sampleClock(1), 10_000);
    /** The network or the socket is back: said once, then the table and this session's bets are read again. */
    const back = () => {
      if (m.away) {
        m.away = false;
        m.note = tRef.current('live.reconnected');
      }
      void refreshRef.current();
    };
    const droppedOut = () => {
      m.dropped = true;
      m.away = true;
      m.unseen = true;
      bump();
    };
    socket.on('connect', () => {
      socket.emit('live:join', { table: data.table });
      void sampleClock(5);
      // Back after a drop: the round as it stands now (its outcome, and this session's win) is read again.
      if (m.dropped) {
        m.dropped = false;
        back();
      }
      bump();
    });
    socket.on('disconnect', droppedOut);
    // The network is back: the table is read at once, and the socket connects afresh now instead of at its next retry
    // (one that still looks connected may be dead after the change).
    const online = () => {
      socket.disconnect();
      socket.connect();
      back();
    };
    addEventListener('offline', droppedOut);
    addEventListener('online', online);
    socket.on('live.shared', (message) => {
      const state = readSharedState(message);
      if (!state || state.table !== data.table) return;
      m.shared = state;
      bump();
    });
    socket.on('live.state', (message) => {
      const state = readTableState(message);
      if (!state || state.table !== data.table) return;
      if (!adoptRef.current(state)) return;
      bump();
      const mark = `${state.round?.id}:${state.round?.phase}`;
      if (mark !== m.lastPhase) {
        m.lastPhase = mark;
        // Settled: the win is credited now; a new round: this session's bets are none yet.
        if (state.round?.phase === 'settled' || state.round?.phase === 'betting') void refreshRef.current();
      }
    });
    void refreshRef.current();
    return () => {
      stopped = true;
      clearInterval(sampling);
      removeEventListener('offline', droppedOut);
      removeEventListener('online', online);
      socket.disconnect();
    };
  }, []);

  // ------------------------------------------------------------------ the player's actions
  const canAct = () => Boolean(m.info) && bettingOpen() && !m.busy;
  const stake = (spot: string) => {
    const info = m.info;
    if (!info || !canAct()) return;
    m.error = null;
    m.pending[spot] = (m.pending[spot] ?? 0) + moneyRef.current.toMinor(info.chips[m.chip] ?? '0');
    sound.current.play('chip');
    bump();
  };
  const selectChip = (i: number) => {
    if (!m.info || i < 0 || i >= m.info.chips.length) return;
    m.chip = i;
    bump();
  };
  const clearStakes = () => {
    if (m.busy) return;
    m.pending = {};
    bump();
  };
  const rebet = () => {
    if (!m.lastStakes || !bettingOpen() || m.busy) return;
    m.pending = { ...m.lastStakes };
    bump();
  };
  const confirm = async () => {
    const round = m.table?.round;
    if (!round || !bettingOpen() || m.busy || sum(m.pending) === 0) return;
    m.busy = true;
    bump();
    const cash = moneyRef.current;
    const bets = Object.fromEntries(Object.entries(m.pending).map(([k, v]) => [k, cash.toMajor(v)]));
    try {
      const placed = await placeLiveBet(call, round.id, bets);
      for (const [k, v] of Object.entries(m.pending)) m.confirmed[k] = (m.confirmed[k] ?? 0) + v;
      m.lastStakes = { ...m.confirmed };
      m.betRounds.add(round.id);
      m.pending = {};
      m.balance = placed.balance;
      m.note = tRef.current('live.placed', { amount: cash.format(placed.amount) });
      m.error = null;
    } catch (error) {
      showError(error);
      if (error instanceof HouseCallError) {
        if (error.balance) m.balance = error.balance;
        if (error.code === 'betting_closed') m.pending = {};
      }
    } finally {
      m.busy = false;
      bump();
    }
  };
  const verify = async (betId: string) => {
    m.verified[betId] = 'busy';
    bump();
    try {
      const checked = await verifyLiveBet(call, betId);
      m.verified[betId] = checked.matches ? 'yes' : 'no';
    } catch (error) {
      delete m.verified[betId];
      showError(error);
    }
    bump();
  };

  // ------------------------------------------------------------------ what the page shows
  const sharedGroup =
    m.shared && m.shared.round_id === m.table?.round?.id
      ? (m.shared.totals.find((g) => g.currency === m.info?.currency && g.demo === m.info?.demo) ?? null)
      : null;
  const open = bettingOpen() && !m.busy && !m.dropped;
  return {
    version,
    kind,
    ready: m.info !== null,
    info: m.info,
    table: m.table,
    round: m.table?.round ?? null,
    phase: m.phase,
    seconds: m.seconds,
    watchCountdown,
    revealed: m.revealed,
    wheel: m.wheel,
    ballLanded: m.ballLanded,
    result: m.result,
    missed: m.missed,
    money,
    balance: m.balance,
    win: m.win,
    bet: sum(m.confirmed),
    unplaced: sum(m.pending),
    confirmed: m.confirmed,
    pending: m.pending,
    chip: m.chip,
    players: m.shared ? m.shared.players : null,
    bettors: m.shared && m.info ? (sharedGroup?.bettors ?? 0) : null,
    totalOn: (spot: string) => Number(sharedGroup?.spots[spot] ?? 0),
    open,
    canConfirm: open && sum(m.pending) > 0,
    canRebet: open && m.lastStakes !== null,
    offline: m.dropped,
    note: m.note,
    error: m.error,
    sessionEnded: m.sessionEnded,
    verified: m.verified,
    winnerText,
    stake,
    selectChip,
    clearStakes,
    rebet,
    confirm,
    verify,
  };
}
export type LiveTable = ReturnType<typeof useLiveTable>;
