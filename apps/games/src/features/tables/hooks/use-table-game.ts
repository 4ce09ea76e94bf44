import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMajor, toMinor } from '../../../lib/amount-format.ts';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { moneyFormat, writtenDecimals } from '../../../lib/money-format.ts';
import { prefersReducedMotion } from '../../../lib/reduced-motion.ts';
import {
  actBlackjack,
  type BlackjackAction,
  type BlackjackView,
  dealAndarBahar,
  dealBlackjack,
  readTableSession,
  rollSicBo,
  type TableSession,
} from '../api/table-calls.ts';
import type { TablePageData } from '../api/table-page-data.ts';
import { blackjackCardKeys } from './blackjack-cards.ts';
import { useTableSound } from './use-table-sound.ts';

type Stakes = Record<string, number>;
/** A card dealt to an Andar Bahar lane: whether it slides in, and whether it is the one that matched the joker. */
export type LaneCard = { name: string; dealt: boolean; match: boolean };
export type Lane = 'andar' | 'bahar';

/** Refusals after which nothing can be played: the session is gone. */
const SESSION_LOST = new Set(['session_expired', 'invalid_session', 'session_ended', 'unknown_game']);
/** How long after a dropped connection the page reads the round and the balance again. */
const RESYNC_MS = 2500;

const codeOf = (error: unknown) => (error instanceof HouseCallError ? error.code : 'network');
/** Whether stakes may change: not while a blackjack hand is being played. */
const canStake = (hand: BlackjackView | null) => hand?.status !== 'in_play';
const sum = (stakes: Stakes) => Object.values(stakes).reduce((total, amount) => total + amount, 0);

/**
 * One table of the page (blackjack, sic bo or Andar Bahar): the session, the chip, the stakes on the board within the
 * table limit, the round dealt or rolled step by step (at once with reduced motion), its result, the meters, Rebet,
 * sound (off until the player turns it on), and the round and balance read again after a dropped connection.
 */
export function useTableGame(data: TablePageData, call: HouseClient) {
  const { t } = useTranslation();
  const sound = useTableSound();
  const [session, setSession] = useState<TableSession | null>(null);
  const chips = session?.chips ?? data.chips;
  const limit = session?.limit ?? data.limit;
  const decimals = writtenDecimals(chips[0]);
  const money = useMemo(
    () => moneyFormat(data.language, session?.currency ?? data.currency, decimals),
    [data.language, data.currency, session?.currency, decimals],
  );

  const [balance, setBalance] = useState('');
  const [win, setWin] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sessionLost, setSessionLost] = useState(false);
  const [chip, setChip] = useState(0);
  const [stakes, setStakes] = useState<Stakes>({});
  const [lastStakes, setLastStakes] = useState<Stakes | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('');
  const [wonSpots, setWonSpots] = useState<ReadonlySet<string>>(new Set());
  // Sic bo
  const [dice, setDice] = useState<number[]>([1, 3, 6]);
  const [rolling, setRolling] = useState(false);
  // Andar Bahar
  const [joker, setJoker] = useState<string | null>(null);
  const [lanes, setLanes] = useState<Record<Lane, LaneCard[]>>({ andar: [], bahar: [] });
  const [wonLane, setWonLane] = useState<Lane | null>(null);
  // Blackjack: the hand, and its cards still to come (hidden) and just dealt (sliding in).
  const [hand, setHand] = useState<BlackjackView | null>(null);
  const [pendingCards, setPendingCards] = useState<ReadonlySet<string>>(new Set());
  const [dealtCards, setDealtCards] = useState<ReadonlySet<string>>(new Set());

  // What the handlers read: the latest values, not those of the render that made them.
  const live = useRef({ busy: false, stakes, lastStakes, chip, hand: null as BlackjackView | null, seen: new Set<string>() });
  live.current.stakes = stakes;
  live.current.lastStakes = lastStakes;
  live.current.chip = chip;
  const resyncTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const resyncRef = useRef<() => Promise<void>>(async () => undefined);

  const sleep = useCallback(
    (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, prefersReducedMotion() ? 0 : ms)),
    [],
  );

  const failed = useCallback(
    (cause: unknown) => {
      const code = codeOf(cause);
      setError(code);
      if (SESSION_LOST.has(code)) setSessionLost(true);
      const told = cause instanceof HouseCallError ? cause.balance : undefined;
      if (told) setBalance(money(told));
      // A dropped connection: soon after, the round's outcome and the balance are read again (nothing is lost).
      if (code === 'network') {
        if (resyncTimer.current) clearTimeout(resyncTimer.current);
        resyncTimer.current = setTimeout(() => void resyncRef.current(), RESYNC_MS);
      }
    },
    [money],
  );
  useEffect(
    () => () => {
      if (resyncTimer.current) clearTimeout(resyncTimer.current);
    },
    [],
  );

  /** Draws a blackjack hand; with `animate`, the cards that were not on the table yet come one by one. */
  const drawHand = useCallback(
    async (view: BlackjackView | null, animate: boolean) => {
      const keys = blackjackCardKeys(view);
      const fresh = keys.filter((key) => !live.current.seen.has(key));
      live.current.seen = new Set(keys);
      live.current.hand = view;
      setHand(view);
      if (!animate || prefersReducedMotion() || fresh.length === 0) {
        setPendingCards(new Set());
        setDealtCards(new Set());
        return;
      }
      setDealtCards(new Set(fresh));
      let pending = new Set(fresh);
      setPendingCards(pending);
      for (const key of fresh) {
        pending = new Set(pending);
        pending.delete(key);
        setPendingCards(pending);
        sound.play('card');
        await sleep(260);
      }
    },
    [sleep, sound],
  );

  /** Shows a blackjack answer: the hand, and once it is over its result, win and round. */
  const showHand = useCallback(
    async (view: BlackjackView, animate: boolean) => {
      await drawHand(view, animate);
      if (view.status !== 'in_play') {
        const won = Number(view.win) > 0;
        setResult(won ? t('tables.youWin', { amount: money(view.win) }) : t('house.noWin'));
        setWin(money(view.win));
        if (won) sound.play('win');
        setNote(`${view.win_pending ? `${t('house.pending')} · ` : ''}${t('house.round')} ${view.round_id}`);
      } else {
        setResult('');
      }
      if (view.balance) setBalance(money(view.balance));
    },
    [drawHand, money, sound, t],
  );

  const resync = useCallback(async () => {
    try {
      const fresh = await readTableSession(call);
      setBalance(money(fresh.balance));
      if (data.kind === 'blackjack' && fresh.hand) await showHand(fresh.hand, false);
      setError(null);
    } catch {
      // Still offline: the notice stays until the next try.
    }
  }, [call, data.kind, money, showHand]);
  resyncRef.current = resync;
  const showHandRef = useRef(showHand);
  showHandRef.current = showHand;
  const failedRef = useRef(failed);
  failedRef.current = failed;

  // The session opens the game; when the connection failed, it is read again as soon as the browser is back online.
  useEffect(() => {
    let cancelled = false;
    let opened = false;
    const open = () =>
      readTableSession(call).then(
        async (answer) => {
          if (cancelled) return;
          opened = true;
          setError(null);
          setSession(answer);
          const format = moneyFormat(data.language, answer.currency, writtenDecimals(answer.chips[0]));
          setBalance(format(answer.balance));
          setWin(format('0'));
          if (answer.hand) await showHandRef.current(answer.hand, false);
        },
        (cause: unknown) => {
          if (!cancelled) failedRef.current(cause);
        },
      );
    const reopen = () => {
      if (!opened) void open();
      else void resyncRef.current();
    };
    void open();
    window.addEventListener('online', reopen);
    return () => {
      cancelled = true;
      window.removeEventListener('online', reopen);
    };
  }, [call, data.language]);

  const ready = session !== null && !sessionLost;
  const inPlay = hand?.status === 'in_play';

  /** The first stake after a round starts a new one: the last round's marks (and blackjack's hand) go. */
  const newRound = useCallback(() => {
    if (data.kind === 'blackjack') {
      const view = live.current.hand;
      if (view && view.status !== 'in_play') void drawHand(null, false);
      return;
    }
    setResult('');
    setWonSpots(new Set());
  }, [data.kind, drawHand]);

  const stake = useCallback(
    (spot: string) => {
      const amount = chips[live.current.chip];
      if (live.current.busy || !ready || !amount || !canStake(live.current.hand)) return;
      newRound();
      const add = toMinor(amount, decimals);
      if (sum(live.current.stakes) + add > toMinor(limit, decimals)) {
        setError('invalid_bet');
        return;
      }
      setError(null);
      const next = { ...live.current.stakes, [spot]: (live.current.stakes[spot] ?? 0) + add };
      live.current.stakes = next;
      setStakes(next);
      sound.play('chip');
    },
    [chips, decimals, limit, newRound, ready, sound],
  );

  const clear = useCallback(() => {
    if (live.current.busy || !canStake(live.current.hand)) return;
    live.current.stakes = {};
    setStakes({});
  }, []);

  const rebet = useCallback(() => {
    const last = live.current.lastStakes;
    if (live.current.busy || !ready || !last || !canStake(live.current.hand)) return;
    newRound();
    live.current.stakes = { ...last };
    setStakes({ ...last });
  }, [newRound, ready]);

  const selectChip = useCallback(
    (index: number) => {
      if (index >= 0 && index < chips.length) setChip(index);
    },
    [chips.length],
  );

  const majorBets = useCallback(
    (board: Stakes) => Object.fromEntries(Object.entries(board).map(([spot, amount]) => [spot, toMajor(amount, decimals)])),
    [decimals],
  );

  /** A settled sic bo or Andar Bahar round: its stakes leave the board (Rebet brings them back), the meters. */
  const finish = useCallback(
    (answer: { win: string; balance: string; win_pending: boolean; round_id: string }, played: Stakes) => {
      live.current.lastStakes = played;
      live.current.stakes = {};
      setLastStakes(played);
      setStakes({});
      setWin(money(answer.win));
      setBalance(money(answer.balance));
      setNote(`${answer.win_pending ? `${t('house.pending')} · ` : ''}${t('house.round')} ${answer.round_id}`);
      if (Number(answer.win) > 0) sound.play('win');
    },
    [money, sound, t],
  );

  const begin = useCallback(() => {
    live.current.busy = true;
    setBusy(true);
    setError(null);
  }, []);
  const end = useCallback(() => {
    live.current.busy = false;
    setBusy(false);
  }, []);

  const playSicBo = useCallback(async () => {
    const board = live.current.stakes;
    begin();
    newRound();
    try {
      const answer = await rollSicBo(call, majorBets(board));
      if (!prefersReducedMotion()) {
        setRolling(true);
        for (let i = 0; i < 6; i += 1) {
          setDice([0, 1, 2].map(() => 1 + Math.floor(Math.random() * 6)));
          sound.play('card');
          await sleep(90);
        }
        setRolling(false);
      }
      const outcome = answer.outcome;
      setDice(outcome.dice);
      const [a, b, c] = outcome.dice;
      const triple = a === b && b === c;
      setResult(
        `${t('tables.total')} ${outcome.total} · ${triple ? t('tables.anyTriple') : outcome.total <= 10 ? t('tables.small') : t('tables.big')}`,
      );
      setWonSpots(new Set(Object.entries(outcome.returns).flatMap(([spot, back]) => (back > 0 ? [spot] : []))));
      finish(answer, board);
    } catch (cause) {
      failed(cause);
    }
    end();
  }, [call, failed, finish, majorBets, newRound, sleep, sound, t, end, begin]);

  const playAndarBahar = useCallback(async () => {
    const board = live.current.stakes;
    begin();
    newRound();
    setLanes({ andar: [], bahar: [] });
    setWonLane(null);
    try {
      const answer = await dealAndarBahar(call, majorBets(board));
      const outcome = answer.outcome;
      const animate = !prefersReducedMotion();
      setJoker(outcome.joker);
      sound.play('card');
      await sleep(400);
      // Long deals are shown quicker, so that a round never drags.
      const pause = outcome.dealt > 20 ? 60 : outcome.dealt > 8 ? 120 : 220;
      const dealt: Record<Lane, LaneCard[]> = { andar: [], bahar: [] };
      for (let i = 0; i < outcome.dealt; i += 1) {
        const side: Lane = i % 2 === 0 ? 'andar' : 'bahar';
        const name = outcome[side][Math.floor(i / 2)];
        if (!name) continue;
        dealt[side] = [...dealt[side], { name, dealt: animate, match: i === outcome.dealt - 1 }];
        if (animate) {
          setLanes({ ...dealt });
          sound.play('card');
          await sleep(pause);
        }
      }
      setLanes({ ...dealt });
      setResult(`${t('tables.wins', { side: t(`tables.${outcome.side}`) })} · ${t('tables.cardsCount', { n: outcome.dealt })}`);
      setWonLane(outcome.side);
      setWonSpots(new Set(Object.entries(outcome.returns).flatMap(([spot, back]) => (back > 0 ? [spot] : []))));
      finish(answer, board);
    } catch (cause) {
      failed(cause);
    }
    end();
  }, [call, failed, finish, majorBets, newRound, sleep, sound, t, begin, end]);

  const playBlackjack = useCallback(async () => {
    const board = live.current.stakes;
    if (live.current.hand?.status === 'in_play') return;
    begin();
    try {
      await drawHand(null, false);
      setResult('');
      setWin(money('0'));
      const view = await dealBlackjack(call, toMajor(board.main ?? 0, decimals));
      live.current.lastStakes = { ...board };
      setLastStakes({ ...board });
      await showHand(view, true);
    } catch (cause) {
      failed(cause);
      if (codeOf(cause) === 'hand_in_play') await resync();
    }
    end();
  }, [call, decimals, drawHand, failed, money, resync, showHand, end, begin]);

  /** The primary button and Enter: deal or roll what is on the board. */
  const play = useCallback(() => {
    if (live.current.busy || !ready || sum(live.current.stakes) === 0) return;
    if (data.kind === 'sic_bo') void playSicBo();
    else if (data.kind === 'andar_bahar') void playAndarBahar();
    else void playBlackjack();
  }, [data.kind, playAndarBahar, playBlackjack, playSicBo, ready]);

  /** A blackjack decision the hand allows now. */
  const act = useCallback(
    async (action: BlackjackAction) => {
      const view = live.current.hand;
      if (live.current.busy || !view || view.status !== 'in_play' || !view.hand.allowed.includes(action)) return;
      begin();
      try {
        await showHand(await actBlackjack(call, view, action), true);
      } catch (cause) {
        failed(cause);
        await resync();
      }
      end();
    },
    [call, failed, resync, showHand, end, begin],
  );

  useEffect(() => {
    if (!wonLane) return;
    const timer = setTimeout(() => setWonLane(null), 2500);
    return () => clearTimeout(timer);
  }, [wonLane]);

  const total = sum(stakes);
  const insurance = inPlay && hand?.hand.phase === 'insurance';
  return {
    session,
    ready,
    chips,
    chip,
    selectChip,
    stakes,
    stakeOf: (spot: string) => stakes[spot] ?? 0,
    totalBet: money(toMajor(total, decimals)),
    limitText: chips[0] && limit ? t('tables.limitText', { min: money(chips[0]), max: money(limit) }) : '',
    money,
    balance,
    win,
    note,
    error,
    sessionEnded: error === 'session_ended',
    result: insurance ? t('tables.insuranceQ') : result,
    wonSpots,
    busy,
    canPlay: !busy && ready && total > 0,
    canClear: !busy && total > 0,
    canRebet: !busy && ready && lastStakes !== null,
    dice,
    rolling,
    joker,
    lanes,
    wonLane,
    hand,
    inPlay,
    allowed: inPlay ? (hand?.hand.allowed ?? []) : [],
    pendingCards,
    dealtCards,
    sound,
    stake,
    clear,
    rebet,
    play,
    act,
  };
}

export type TableGame = ReturnType<typeof useTableGame>;
