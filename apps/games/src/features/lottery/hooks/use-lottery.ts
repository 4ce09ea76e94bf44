import { LOTTERY_DRAW_EVENT, LOTTERY_JOIN_EVENT } from '@casino/contract/house/lottery-calls.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import {
  type LotteryDraw,
  type LotteryGame,
  type LotteryGames,
  type LotteryMyBet,
  type LotteryOpenDraw,
  placeSlip,
  readLotteryGames,
  readLotteryResults,
  readMyBets,
} from '../api/lottery-calls.ts';
import type { LotteryGameCode, LotteryPageData } from '../api/lottery-page-data.ts';
import { type LotterySocketLike, readLotteryDrawNews } from '../api/lottery-socket.ts';
import { checkSlip, type SlipLine } from './slip.ts';

/** How often the page reads the games and results again without an event to wait for. */
const REFRESH_MS = 15_000;
/** How soon it asks again while a bet's draw time has passed and its result is not in yet. */
const AWAIT_RESULT_MS = 2_000;
/** The same while the socket is up: the result is pushed, this only covers a push that went astray. */
const AWAIT_RESULT_LIVE_MS = 10_000;
/** News of a draw is read after this, so that a draw drawn and settled in one run is read once. */
const NEWS_READ_MS = 150;

/** The draw that takes bets now: the first whose close is still ahead on the server's clock. */
export function nextDraw(game: LotteryGame | undefined, serverNow: number) {
  return game?.draws.find((draw) => draw.status === 'open' && draw.closes_at > serverNow) ?? null;
}

/**
 * The page's state: the games against the server's clock, the session game's slip, results and the player's bets.
 * With `connect`, the page joins the rooms of its game and of the game shown (docs/decisions/0065) and reads the calls
 * as soon as one of their draws is drawn, settled or voided; while the socket is down it polls as it does without one.
 */
export function useLottery(data: LotteryPageData, call: HouseClient, connect?: () => LotterySocketLike) {
  const [games, setGames] = useState<LotteryGames | null>(null);
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [results, setResults] = useState<Partial<Record<LotteryGameCode, LotteryDraw[]>>>({});
  const [myBets, setMyBets] = useState<LotteryMyBet[]>([]);
  const [balance, setBalance] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [view, setView] = useState<LotteryGameCode>(data.gameCode);
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [follow, setFollow] = useState(1);
  const [stopAfterWin, setStopAfterWin] = useState(true);
  const [placing, setPlacing] = useState(false);
  const [placedNote, setPlacedNote] = useState<{ count: number; cost: string } | null>(null);
  const nextLineId = useRef(1);
  // The session game's draws the page has seen, so that a draw whose betting has closed stays shown until its result.
  const seenDraws = useRef(new Map<string, LotteryOpenDraw>());

  const fail = useCallback((failure: unknown) => {
    const code = failure instanceof HouseCallError ? failure.code : 'network';
    if (code === 'session_ended') setSessionEnded(true);
    else setError(code);
  }, []);

  const refresh = useCallback(
    async (games = true) => {
      try {
        const [answer, own, bets] = await Promise.all([
          games ? readLotteryGames(call) : Promise.resolve(null),
          readLotteryResults(call, view),
          readMyBets(call),
        ]);
        if (answer) {
          for (const draw of answer.games.find((g) => g.game === data.gameCode)?.draws.slice(0, 2) ?? [])
            seenDraws.current.set(draw.draw_id, draw);
          setGames(answer);
          const received = Date.now();
          setOffset(answer.server_time - received);
          setNow(received);
          setBalance(answer.balance);
        }
        setResults((known) => ({ ...known, [view]: own }));
        setMyBets(bets);
        setError((shown) => (shown === 'network' ? null : shown));
      } catch (failure) {
        fail(failure);
      }
    },
    [call, view, fail, data.gameCode],
  );

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // The socket: the rooms of the session's game and of the game shown, joined again after each reconnection.
  const [live, setLive] = useState(false);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const roomsRef = useRef(new Set<LotteryGameCode>([data.gameCode]));
  const socketRef = useRef<LotterySocketLike | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one socket for the page's life; the maker does not change
  useEffect(() => {
    if (!connect) return;
    const socket = connect();
    socketRef.current = socket;
    let dropped = false;
    let newsTimer: ReturnType<typeof setTimeout> | null = null;
    socket.on('connect', () => {
      for (const game of roomsRef.current) socket.emit(LOTTERY_JOIN_EVENT, { game });
      setLive(true);
      // Back after a drop: what was pushed meanwhile is read rather than waited for.
      if (dropped) {
        dropped = false;
        void refreshRef.current();
      }
    });
    socket.on('disconnect', () => {
      dropped = true;
      setLive(false);
    });
    socket.on(LOTTERY_DRAW_EVENT, (message) => {
      const news = readLotteryDrawNews(message);
      if (!news || !roomsRef.current.has(news.game) || newsTimer) return;
      newsTimer = setTimeout(() => {
        newsTimer = null;
        void refreshRef.current();
      }, NEWS_READ_MS);
    });
    return () => {
      if (newsTimer) clearTimeout(newsTimer);
      socket.disconnect();
      socketRef.current = null;
    };
  }, []);

  // A game shown for the first time: its room too (a page stays in the rooms it joined).
  useEffect(() => {
    if (roomsRef.current.has(view)) return;
    roomsRef.current.add(view);
    if (socketRef.current?.connected) socketRef.current.emit(LOTTERY_JOIN_EVENT, { game: view });
  }, [view]);

  // The clock: a tick a second, the countdowns read the server's time from it.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);

  // Back online: read everything again (the connection notice goes with the next good answer).
  useEffect(() => {
    const online = () => void refresh();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [refresh]);

  const serverNow = now + offset;
  const sessionGame = games?.games.find((g) => g.game === data.gameCode);
  const viewGame = games?.games.find((g) => g.game === view);
  const open = nextDraw(sessionGame, serverNow);
  const awaiting = myBets.some((bet) => bet.status === 'pending' && bet.draws_at <= serverNow);
  const sessionResults = view === data.gameCode ? (results[view] ?? []) : [];
  /** The draw whose betting has closed and whose result is not in yet (for a short while after its time). */
  const closing =
    [...seenDraws.current.values()].find(
      (draw) =>
        draw.closes_at <= serverNow &&
        serverNow < draw.draws_at + 30_000 &&
        !sessionResults.some((r) => r.draw_id === draw.draw_id && r.result !== null),
    ) ?? null;

  // Read again at the next close (and, with the socket down, draw) of the session's game, while a result is awaited,
  // and every so often. With the socket up a draw's result is pushed, so its time is not polled.
  // biome-ignore lint/correctness/useExhaustiveDependencies: serverNow moves every second; the timer is set again only when what it waits for changes
  useEffect(() => {
    if (!games || sessionEnded) return;
    const events = (sessionGame?.draws ?? [])
      .flatMap((d) => (live ? [d.closes_at] : [d.closes_at, d.draws_at]))
      .filter((t) => t > serverNow);
    const nextEvent = events.length ? Math.min(...events) - serverNow + 600 : REFRESH_MS;
    const wait = Math.min(awaiting ? (live ? AWAIT_RESULT_LIVE_MS : AWAIT_RESULT_MS) : REFRESH_MS, nextEvent);
    const timer = setTimeout(() => void refresh(), Math.max(500, wait));
    return () => clearTimeout(timer);
  }, [games, sessionGame, awaiting, refresh, sessionEnded, live]);

  const costUnits = useCallback(
    (betType: string) => sessionGame?.bet_types.find((b) => b.bet_type === betType)?.cost_units ?? 1,
    [sessionGame],
  );

  const check = useMemo(
    () =>
      games
        ? checkSlip(
            lines,
            costUnits,
            { minCost: games.limits.min_cost, maxCost: games.limits.max_cost, step: games.limits.stake_step },
            { draws: follow, balance, maxBets: games.max_bets_per_call },
          )
        : null,
    [games, lines, costUnits, follow, balance],
  );

  const addLine = useCallback(
    (betType: string, pick: number[], stake: string) => {
      setPlacedNote(null);
      setLines((current) => {
        const same = current.find((l) => l.betType === betType && l.pick.join(',') === pick.join(','));
        if (same) return current.filter((l) => l !== same);
        if (games && current.length >= games.max_slip_lines) return current;
        return [...current, { id: nextLineId.current++, betType, pick, stake }];
      });
    },
    [games],
  );

  const setStake = useCallback((id: number, stake: string) => {
    setLines((current) => current.map((l) => (l.id === id ? { ...l, stake } : l)));
  }, []);
  const setAllStakes = useCallback((stake: string) => setLines((current) => current.map((l) => ({ ...l, stake }))), []);
  const removeLine = useCallback((id: number) => setLines((current) => current.filter((l) => l.id !== id)), []);
  const clearSlip = useCallback(() => setLines([]), []);

  const place = useCallback(async () => {
    if (!open || !check || check.problem || lines.length === 0 || placing) return;
    setPlacing(true);
    setError(null);
    try {
      const placed = await placeSlip(call, {
        bets: lines.map((l) => ({ draw_id: open.draw_id, bet_type: l.betType, pick: l.pick, stake: l.stake.trim() })),
        ...(follow >= 2 ? { follow: { draws: follow, stop_after_win: stopAfterWin } } : {}),
      });
      setBalance(placed.balance);
      setLines([]);
      setPlacedNote({ count: placed.bets.length, cost: placed.cost });
      await refresh(false);
    } catch (failure) {
      if (failure instanceof HouseCallError && failure.balance) setBalance(failure.balance);
      fail(failure);
    } finally {
      setPlacing(false);
    }
  }, [open, check, lines, placing, call, follow, stopAfterWin, refresh, fail]);

  return {
    games,
    live,
    serverNow,
    sessionGame,
    viewGame,
    view,
    setView,
    open,
    closing,
    results: results[view] ?? null,
    myBets,
    balance,
    error,
    dismissError: () => setError(null),
    sessionEnded,
    lines,
    addLine,
    setStake,
    setAllStakes,
    removeLine,
    clearSlip,
    follow,
    setFollow,
    stopAfterWin,
    setStopAfterWin,
    check,
    place,
    placing,
    placedNote,
  };
}

export type LotteryState = ReturnType<typeof useLottery>;
