import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, toMajor, toMinor } from '../../../lib/amount-format.ts';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { prefersReducedMotion } from '../../../lib/reduced-motion.ts';
import {
  historyEntryOf,
  readSlotSession,
  type SlotHistoryEntry,
  type SlotSession,
  type SlotSpin,
  spinSlot,
} from '../api/slot-calls.ts';
import type { SlotPageData } from '../api/slot-page-data.ts';
import { columnOf, REEL_COUNT, randomColumn, winningCells } from './slot-wins.ts';
import { useCountUp } from './use-count-up.ts';
import { useSound } from './use-sound.ts';

export type ReelState = 'spinning' | 'stopped';
export type ReelsView = { columns: string[][]; states: ReelState[] };
/** What the last spin won: its cells ("reel-row") and its lines, drawn over the reels until the next spin. */
export type WinsView = { cells: string[]; lines: number[] } | null;
export type Celebration = { kind: 'big' | 'free' | 'jackpot'; title: string; detail: string };
export type AutoSettings = { spins: number; stopWin: number; stopBalance: number; stopFeature: boolean };
type Auto = AutoSettings & { left: number };
/** What autoplay needs to decide whether to go on after a round. */
type RoundOutcome = { win: number; balance: number; feature: boolean };

/** Refusals after which nothing can be played: the session is gone. */
const SESSION_LOST = new Set(['session_expired', 'invalid_session', 'session_ended', 'unknown_game']);
/** The bet the page starts on: the third offered, a middle stake. */
const FIRST_BET_INDEX = 2;
/** How many of the session's rounds the history dialog keeps. */
const HISTORY_LENGTH = 20;

const codeOf = (error: unknown) => (error instanceof HouseCallError ? error.code : 'network');

/**
 * The slot machine of the page: the session, the bet, the reels and what they won, the meters, autoplay, turbo and
 * sound, and what the page says to a screen reader. One paid round plays its spins one after another; the reels stop
 * one by one and wins count up, faster in turbo and all at once with reduced motion.
 */
export function useSlotGame(data: SlotPageData, call: HouseClient) {
  const { t } = useTranslation();
  const sound = useSound();
  const win = useCountUp('0');
  const decimals = useMemo(() => {
    const first = data.bets[0] ?? '';
    return first.includes('.') ? (first.split('.')[1] ?? '').length : 0;
  }, [data.bets]);
  const format = useCallback((amount: string) => formatAmount(amount, data.language), [data.language]);
  const money = useCallback((minor: number) => format(toMajor(minor, decimals)), [format, decimals]);

  const [session, setSession] = useState<SlotSession | null>(null);
  const [balance, setBalance] = useState('');
  const [jackpot, setJackpot] = useState('');
  const [betIndex, setBetIndex] = useState(Math.min(FIRST_BET_INDEX, Math.max(0, data.bets.length - 1)));
  const [busy, setBusy] = useState(false);
  const [auto, setAuto] = useState<Auto | null>(null);
  const [turbo, setTurbo] = useState(false);
  const [reels, setReels] = useState<ReelsView>(() => ({
    columns: Array.from({ length: REEL_COUNT }, () => randomColumn(data.symbols)),
    states: Array.from({ length: REEL_COUNT }, () => 'stopped'),
  }));
  const [wins, setWins] = useState<WinsView>(null);
  const [freeLeft, setFreeLeft] = useState(0);
  const [freeMode, setFreeMode] = useState(false);
  const [note, setNote] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [history, setHistory] = useState<SlotHistoryEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sessionLost, setSessionLost] = useState(false);
  const [celebration, setCelebration] = useState<Celebration | null>(null);

  // What the rounds read while they play: the latest values, not those of the render that started them.
  const live = useRef({ busy: false, auto: null as Auto | null, turbo: false, betIndex, shownBalance: '' });
  live.current.betIndex = betIndex;
  const endCelebration = useRef<(() => void) | null>(null);

  const pace = useCallback((ms: number) => {
    if (prefersReducedMotion()) return 0;
    return live.current.turbo ? Math.round(ms * 0.3) : ms;
  }, []);
  const sleep = useCallback((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, pace(ms))), [pace]);

  const failed = useCallback(
    (cause: unknown) => {
      const code = codeOf(cause);
      setError(code);
      if (SESSION_LOST.has(code)) setSessionLost(true);
      const told = cause instanceof HouseCallError ? cause.balance : undefined;
      if (told) live.current.shownBalance = told;
      setBalance(format(live.current.shownBalance));
    },
    [format],
  );

  // The session opens the game; when the connection failed, it is read again as soon as the browser is back online.
  useEffect(() => {
    let cancelled = false;
    let opened = false;
    const open = () =>
      readSlotSession(call).then(
        (answer) => {
          if (cancelled) return;
          opened = true;
          live.current.shownBalance = answer.balance;
          setError(null);
          setSession(answer);
          setBalance(format(answer.balance));
          setJackpot(format(answer.jackpot));
        },
        (cause: unknown) => {
          if (!cancelled) failed(cause);
        },
      );
    const reopen = () => {
      if (!opened) void open();
    };
    void open();
    window.addEventListener('online', reopen);
    return () => {
      cancelled = true;
      window.removeEventListener('online', reopen);
    };
  }, [call, format, failed]);

  const refreshJackpot = useCallback(async () => {
    try {
      setJackpot(format((await readSlotSession(call)).jackpot));
    } catch {
      // The jackpot shown stays until the next round brings it again.
    }
  }, [call, format]);

  const spinReels = useCallback(
    async (spin: SlotSpin) => {
      setWins(null);
      const final = Array.from({ length: REEL_COUNT }, (_, reel) => columnOf(spin.window, reel));
      if (prefersReducedMotion()) {
        setReels({ columns: final, states: final.map(() => 'stopped') });
        return;
      }
      setReels((now) => ({ columns: now.columns, states: now.states.map(() => 'spinning') }));
      sound.play('start');
      await sleep(500);
      for (let reel = 0; reel < REEL_COUNT; reel += 1) {
        setReels((now) => ({
          columns: now.columns.map((column, r) => (r === reel ? (final[r] ?? column) : column)),
          states: now.states.map((state, r) => (r === reel ? 'stopped' : state)),
        }));
        sound.play('stop');
        if (reel < REEL_COUNT - 1) await sleep(260);
      }
    },
    [sleep, sound],
  );

  const celebrate = useCallback(
    (next: Celebration) => {
      sound.play(next.kind === 'big' ? 'big' : 'feature');
      setCelebration(next);
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, prefersReducedMotion() ? 1200 : pace(1800));
        function done() {
          clearTimeout(timer);
          endCelebration.current = null;
          setCelebration(null);
          resolve();
        }
        endCelebration.current = done;
      });
    },
    [pace, sound],
  );
  const dismissCelebration = useCallback(() => endCelebration.current?.(), []);

  /** One paid spin and its free spins; what autoplay needs, or null when the round failed. */
  const playRound = useCallback(async (): Promise<RoundOutcome | null> => {
    const game = session?.game;
    const bet = data.bets[live.current.betIndex];
    if (live.current.busy || !game || !bet || sessionLost) return null;
    live.current.busy = true;
    setBusy(true);
    setError(null);
    setNote('');
    // The stake leaves the balance on screen at once; the answer then tells the balance after the round.
    const shownMinor = toMinor(live.current.shownBalance, decimals);
    setBalance(money(Math.max(0, shownMinor - toMinor(bet, decimals))));
    let outcome: RoundOutcome | null = null;
    try {
      const result = await spinSlot(call, bet);
      const entry = historyEntryOf(result, new Date());
      const spins = result.outcome.spins;
      let shown = 0;
      let feature = false;
      setFreeMode(false);
      win.show(money(0));
      for (let i = 0; i < spins.length; i += 1) {
        const spin = spins[i] as SlotSpin;
        if (i > 0) {
          setFreeMode(true);
          setFreeLeft(spins.length - 1 - i);
        }
        await spinReels(spin);
        const cells = winningCells(spin, game);
        setWins(cells.length ? { cells, lines: spin.lineWins.map((lineWin) => lineWin.line) } : null);
        if (spin.win > 0) {
          sound.play('win');
          await win.run(shown, shown + spin.win, pace(700), money);
          shown += spin.win;
        }
        if (spin.freeSpinsAwarded) {
          feature = true;
          setFreeLeft(spins.length - 1 - i);
          await celebrate({
            kind: 'free',
            title: t('slot.freeWon', { n: spin.freeSpinsAwarded }),
            detail: t('slot.freeSpins'),
          });
        }
        if (i < spins.length - 1) await sleep(spin.win > 0 ? 900 : 350);
      }
      setFreeMode(false);
      setFreeLeft(0);
      const jackpotWon = Number(result.jackpot_win) > 0;
      if (jackpotWon) {
        feature = true;
        await celebrate({ kind: 'jackpot', title: t('slot.jackpotWon'), detail: format(result.jackpot_win) });
      } else if (shown >= toMinor(result.bet || bet, decimals) * 15) {
        await celebrate({ kind: 'big', title: t('slot.bigWin'), detail: money(shown) });
      }
      win.show(format(result.win));
      setBalance(format(result.balance));
      live.current.shownBalance = result.balance;
      const lines = spins.reduce((count, spin) => count + spin.lineWins.length, 0);
      const said = [
        Number(result.win) > 0 ? t('slot.winOn', { w: format(result.win), n: lines }) : t('house.noWin'),
        ...(spins.length > 1 ? [t('slot.freeWon', { n: spins.length - 1 })] : []),
        ...(jackpotWon ? [t('slot.jackpotWon')] : []),
        `${t('house.balance')} ${format(result.balance)}`,
      ];
      setAnnouncement(said.join(' · '));
      setNote(`${result.win_pending ? `${t('house.pending')} · ` : ''}${t('house.round')} ${result.round_id}`);
      setHistory((rounds) => [entry, ...rounds].slice(0, HISTORY_LENGTH));
      outcome = { win: Number(result.win), balance: Number(result.balance), feature };
      void refreshJackpot();
    } catch (cause) {
      failed(cause);
    }
    live.current.busy = false;
    setBusy(false);
    return outcome;
  }, [
    call,
    celebrate,
    data.bets,
    decimals,
    failed,
    format,
    money,
    pace,
    refreshJackpot,
    session,
    sessionLost,
    sleep,
    sound,
    spinReels,
    t,
    win,
  ]);

  const stopAuto = useCallback(() => {
    if (!live.current.auto) return;
    live.current.auto = null;
    setAuto(null);
    setAnnouncement(t('slot.autoStopped'));
  }, [t]);

  const startAuto = useCallback(
    async (settings: AutoSettings) => {
      if (live.current.busy || live.current.auto || !session) return;
      let current: Auto = { ...settings, left: settings.spins };
      live.current.auto = current;
      setAuto(current);
      while (live.current.auto === current && current.left > 0) {
        current = { ...current, left: current.left - 1 };
        live.current.auto = current;
        setAuto(current);
        const outcome = await playRound();
        if (live.current.auto !== current) break;
        const stop =
          !outcome ||
          current.left <= 0 ||
          (current.stopWin > 0 && outcome.win > current.stopWin) ||
          (current.stopBalance > 0 && outcome.balance < current.stopBalance) ||
          (current.stopFeature && outcome.feature);
        if (stop) {
          stopAuto();
          break;
        }
        const left = current.left;
        setAnnouncement((said) => `${said} · ${t('slot.autoLeft', { n: left })}`);
        await sleep(400);
      }
    },
    [playRound, session, sleep, stopAuto, t],
  );

  /** The spin button and key: a round, or the end of autoplay while it runs. */
  const spin = useCallback(() => {
    if (live.current.auto) stopAuto();
    else void playRound();
  }, [playRound, stopAuto]);

  const locked = busy || auto !== null;
  const changeBet = useCallback(
    (step: number) => {
      if (live.current.busy || live.current.auto) return;
      setBetIndex((index) => Math.max(0, Math.min(data.bets.length - 1, index + step)));
    },
    [data.bets.length],
  );

  const toggleTurbo = useCallback(() => {
    live.current.turbo = !live.current.turbo;
    setTurbo(live.current.turbo);
  }, []);

  return {
    session,
    balance,
    jackpot,
    bet: data.bets[betIndex] ?? '',
    canLowerBet: !locked && betIndex > 0,
    canRaiseBet: !locked && betIndex < data.bets.length - 1,
    canSpin: !locked && session !== null && !sessionLost,
    canStartAuto: !busy && session !== null && !sessionLost,
    format,
    reels,
    wins,
    win,
    freeLeft,
    freeMode,
    note,
    announcement,
    history,
    error,
    sessionEnded: error === 'session_ended',
    celebration,
    dismissCelebration,
    auto,
    turbo,
    toggleTurbo,
    sound,
    spin,
    changeBet,
    startAuto,
    stopAuto,
  };
}

export type SlotGameState = ReturnType<typeof useSlotGame>;
