import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, toMajor, toMinor } from '../../../lib/amount-format.ts';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { prefersReducedMotion } from '../../../lib/reduced-motion.ts';
import { cardName } from '../../../ui/table-art.tsx';
import {
  BACCARAT_SPOTS,
  type BaccaratSession,
  type BaccaratSpot,
  dealBaccarat,
  readBaccaratSession,
} from '../api/baccarat-calls.ts';
import type { BaccaratPageData } from '../api/baccarat-page-data.ts';

type Stakes = Partial<Record<BaccaratSpot, number>>;
export type BaccaratHand = 'player' | 'banker';
/** A card on the table: its name ('10H') and whether it slides in (not with reduced motion). */
export type TableCard = { name: string; dealt: boolean };
/** How a spot came out of the last coup: paid more than its stake, or gave the stake back (a tie). */
export type SpotMark = 'won' | 'push';

/** Refusals after which nothing can be played: the session is gone. */
const SESSION_LOST = new Set(['session_expired', 'invalid_session', 'session_ended', 'unknown_game']);
/** The order the cards come out of the shoe: player, banker, player, banker, then the third cards. */
const DEAL_ORDER: [BaccaratHand, number][] = [
  ['player', 0],
  ['banker', 0],
  ['player', 1],
  ['banker', 1],
  ['player', 2],
  ['banker', 2],
];

const codeOf = (error: unknown) => (error instanceof HouseCallError ? error.code : 'network');
const sum = (stakes: Stakes) => BACCARAT_SPOTS.reduce((total, spot) => total + (stakes[spot] ?? 0), 0);

/**
 * The baccarat table of the page: the session, the chip, the stakes on the board, the coup dealt card by card
 * (at once with reduced motion), the result, the meters and Rebet. The board holds only the coming hand's stakes: a
 * settled hand clears it, and Rebet puts the last hand's back.
 */
export function useBaccaratGame(data: BaccaratPageData, call: HouseClient) {
  const { t } = useTranslation();
  const [session, setSession] = useState<BaccaratSession | null>(null);
  const chips = session?.chips ?? data.chips;
  const decimals = useMemo(() => {
    const first = chips[0] ?? '';
    return first.includes('.') ? (first.split('.')[1] ?? '').length : 0;
  }, [chips]);
  const format = useCallback((amount: string) => formatAmount(amount, data.language), [data.language]);
  const money = useCallback((minor: number) => format(toMajor(minor, decimals)), [format, decimals]);

  const [balance, setBalance] = useState('');
  const [chip, setChip] = useState(0);
  const [stakes, setStakes] = useState<Stakes>({});
  const [lastStakes, setLastStakes] = useState<Stakes | null>(null);
  const [busy, setBusy] = useState(false);
  const [cards, setCards] = useState<Record<BaccaratHand, TableCard[]>>({ player: [], banker: [] });
  const [totals, setTotals] = useState<Record<BaccaratHand, number> | null>(null);
  const [marks, setMarks] = useState<Partial<Record<BaccaratSpot, SpotMark>>>({});
  const [result, setResult] = useState<string>(() => t('baccarat.placeBets'));
  const [win, setWin] = useState('0');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sessionLost, setSessionLost] = useState(false);

  // What the handlers read: the latest values, not those of the render that made them.
  const live = useRef({ busy: false, settled: false, stakes, lastStakes, chip });
  live.current.stakes = stakes;
  live.current.lastStakes = lastStakes;
  live.current.chip = chip;

  const failed = useCallback(
    (cause: unknown) => {
      const code = codeOf(cause);
      setError(code);
      if (SESSION_LOST.has(code)) setSessionLost(true);
      const told = cause instanceof HouseCallError ? cause.balance : undefined;
      if (told) setBalance(format(told));
    },
    [format],
  );

  // The session opens the game; when the connection failed, it is read again as soon as the browser is back online.
  useEffect(() => {
    let cancelled = false;
    let opened = false;
    const open = () =>
      readBaccaratSession(call).then(
        (answer) => {
          if (cancelled) return;
          opened = true;
          setError(null);
          setSession(answer);
          setBalance(format(answer.balance));
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

  const clearTable = useCallback(() => {
    setCards({ player: [], banker: [] });
    setTotals(null);
    setMarks({});
  }, []);

  /** The first stake after a settled hand starts a new board: the last hand's cards and result go. */
  const newHand = useCallback(() => {
    if (!live.current.settled) return;
    live.current.settled = false;
    clearTable();
    setResult(t('baccarat.placeBets'));
  }, [clearTable, t]);

  const ready = session !== null && !sessionLost;

  const stake = useCallback(
    (spot: BaccaratSpot) => {
      const amount = chips[live.current.chip];
      if (live.current.busy || !ready || !amount) return;
      newHand();
      const next = { ...live.current.stakes, [spot]: (live.current.stakes[spot] ?? 0) + toMinor(amount, decimals) };
      live.current.stakes = next;
      setStakes(next);
    },
    [chips, decimals, newHand, ready],
  );

  const rebet = useCallback(() => {
    const last = live.current.lastStakes;
    if (live.current.busy || !ready || !last) return;
    newHand();
    live.current.stakes = { ...last };
    setStakes({ ...last });
  }, [newHand, ready]);

  const clear = useCallback(() => {
    if (live.current.busy) return;
    live.current.stakes = {};
    setStakes({});
  }, []);

  const selectChip = useCallback(
    (index: number) => {
      if (index >= 0 && index < chips.length) setChip(index);
    },
    [chips.length],
  );

  const sleep = useCallback(
    (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, prefersReducedMotion() ? 0 : ms)),
    [],
  );

  const deal = useCallback(async () => {
    const board = live.current.stakes;
    if (live.current.busy || !ready || sum(board) === 0) return;
    const bets: Partial<Record<BaccaratSpot, string>> = {};
    for (const spot of BACCARAT_SPOTS) {
      const amount = board[spot];
      if (amount) bets[spot] = toMajor(amount, decimals);
    }
    live.current.busy = true;
    setBusy(true);
    setError(null);
    clearTable();
    setResult('');
    let played: Stakes | null = null;
    try {
      const answer = await dealBaccarat(call, bets);
      played = { ...board };
      const { coup, returns } = answer.outcome;
      const animate = !prefersReducedMotion();
      for (const [hand, index] of DEAL_ORDER) {
        const card = coup[hand][index];
        if (card === undefined) continue;
        setCards((now) => ({ ...now, [hand]: [...now[hand], { name: cardName(card), dealt: animate }] }));
        await sleep(350);
      }
      setTotals({ player: coup.playerTotal, banker: coup.bankerTotal });
      setResult(coup.winner === 'tie' ? t('baccarat.tie') : t('baccarat.wins', { side: t(`baccarat.${coup.winner}`) }));
      const nextMarks: Partial<Record<BaccaratSpot, SpotMark>> = {};
      for (const spot of BACCARAT_SPOTS) {
        const back = returns[spot] ?? 0;
        if (back > 0) nextMarks[spot] = back > (played[spot] ?? 0) ? 'won' : 'push';
      }
      setMarks(nextMarks);
      setWin(answer.win);
      setBalance(format(answer.balance));
      setNote(`${answer.win_pending ? `${t('house.pending')} · ` : ''}${t('house.round')} ${answer.round_id}`);
    } catch (cause) {
      failed(cause);
    }
    // A played hand's stakes leave the board once it is settled (Rebet brings them back): nothing rides on the next
    // hand unseen. A refused deal played nothing and leaves the stakes where they were.
    if (played) {
      live.current.lastStakes = played;
      live.current.stakes = {};
      live.current.settled = true;
      setLastStakes(played);
      setStakes({});
    }
    live.current.busy = false;
    setBusy(false);
  }, [call, clearTable, decimals, failed, format, ready, sleep, t]);

  const total = sum(stakes);
  return {
    session,
    chips,
    chip,
    selectChip,
    stakes,
    stakeOf: (spot: BaccaratSpot) => (stakes[spot] ? money(stakes[spot] ?? 0) : ''),
    totalBet: money(total),
    rebetAmount: lastStakes ? money(sum(lastStakes)) : '',
    /** Stakes are taken once the session is read: until then the spots are shown disabled, not silently deaf. */
    canStake: ready,
    canDeal: !busy && ready && total > 0,
    canRebet: !busy && ready && lastStakes !== null,
    cards,
    totals,
    marks,
    result,
    balance,
    win: format(win),
    note,
    error,
    sessionEnded: error === 'session_ended',
    format,
    stake,
    rebet,
    clear,
    deal,
  };
}

export type BaccaratGame = ReturnType<typeof useBaccaratGame>;
