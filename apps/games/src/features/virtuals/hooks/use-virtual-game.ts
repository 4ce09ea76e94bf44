import { useCallback, useEffect, useRef, useState } from 'react';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import type { MoneyFormat } from '../../../lib/money-format.ts';
import { placeVirtualBet, readVirtualState, type VirtualSides, type VirtualState } from '../api/virtual-calls.ts';
import type { VirtualWords } from './virtual-words.ts';

/** How often the page reads the state (the server decides everything: schedule, prices, outcomes, settlement). */
export const POLL_MS = 3000;

/** The selection on the slip, at the price the slip shows (the price the bet is taken at, or refused if it moved). */
export type SlipPick = { event_no: number; market: string; selection: string; odds: string; sides: VirtualSides };

/** The game ended by the platform (`ended`), or a session that expired or is not valid (`over`). */
export type SessionGone = 'ended' | 'over' | null;

type GameOptions = {
  call: HouseClient;
  words: VirtualWords;
  t: (key: string, vars?: Record<string, string>) => string;
  money: (state: VirtualState | null) => MoneyFormat;
  tone: (frequency: number, ms: number) => void;
  /** Browser timers and clock (tests pass their own). */
  now?: () => number;
};

const SESSION_OVER = new Set(['session_expired', 'invalid_session']);

/**
 * The virtual sports page's state: the state read every POLL_MS (at once when an event kicks off or its outcome can be
 * read), the server's clock, the tab shown, the slip and its stake, placing a bet and every refusal's words, a dropped
 * connection (said at once when the browser knows, read again when it is back) and a session that is gone.
 */
export function useVirtualGame({ call, words, t, money, tone, now = Date.now }: GameOptions) {
  const [state, setState] = useState<VirtualState | null>(null);
  const [offline, setOfflineState] = useState(false);
  const [gone, setGone] = useState<SessionGone>(null);
  const [tab, setTab] = useState<number | null>(null);
  const [pick, setPickState] = useState<SlipPick | null>(null);
  const [stakeIndex, setStakeIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');

  const stateRef = useRef<VirtualState | null>(null);
  const pickRef = useRef<SlipPick | null>(null);
  const offlineRef = useRef(false);
  const goneRef = useRef<SessionGone>(null);
  const busyRef = useRef(false);
  const refreshing = useRef(false);
  const wantBalance = useRef(true);
  const settledSeen = useRef(new Set<string>());
  const firstState = useRef(true);
  const clockOffset = useRef(0);
  const lastRead = useRef(0);
  const stakeIndexRef = useRef(0);
  const latest = useRef({ call, words, t, money, tone, now });
  latest.current = { call, words, t, money, tone, now };

  /** The server's clock now. */
  const serverNow = useCallback(() => latest.current.now() + clockOffset.current, []);

  const setPick = useCallback((next: SlipPick | null) => {
    pickRef.current = next;
    setPickState(next);
  }, []);
  const setOffline = useCallback((value: boolean) => {
    if (offlineRef.current === value) return;
    offlineRef.current = value;
    setOfflineState(value);
    if (!value) setNote(latest.current.t('virtuals.connectionBack'));
  }, []);
  const endSession = useCallback((why: Exclude<SessionGone, null>) => {
    goneRef.current = why;
    setGone(why);
  }, []);
  const setBalance = useCallback((balance: string) => {
    const current = stateRef.current;
    if (!current) return;
    stateRef.current = { ...current, balance };
    setState(stateRef.current);
  }, []);

  const refresh = useCallback(async () => {
    if (refreshing.current || goneRef.current) return;
    refreshing.current = true;
    const { call: client, t: say, tone: play } = latest.current;
    try {
      const asked = wantBalance.current;
      const read = await readVirtualState(client, asked);
      if (asked) wantBalance.current = false;
      clockOffset.current = read.now - latest.current.now();
      // The balance comes only when asked: otherwise the one shown stays.
      const next = read.balance === null ? { ...read, balance: stateRef.current?.balance ?? null } : read;
      // A bet of ours that settled since the last look: the balance moved.
      let newlySettled = false;
      for (const bet of next.bets) {
        if (bet.status === 'open' || settledSeen.current.has(bet.bet_id)) continue;
        settledSeen.current.add(bet.bet_id);
        if (firstState.current) continue;
        newlySettled = true;
        if (bet.status === 'settled' && Number(bet.win) > 0) play(880, 250);
      }
      firstState.current = false;
      if (newlySettled) wantBalance.current = true;
      stateRef.current = next;
      setState(next);
      setOffline(false);
      setTab((shown) =>
        shown === null || !next.open.some((event) => event.event_no === shown) ? (next.open[0]?.event_no ?? null) : shown,
      );
      const chosen = pickRef.current;
      if (chosen && !next.open.some((event) => event.event_no === chosen.event_no)) {
        // The chosen event kicked off before the bet was placed.
        setPick(null);
        setNote(say('virtuals.bettingClosed'));
      }
    } catch (error) {
      const code = error instanceof HouseCallError ? error.code : 'network';
      if (code === 'session_ended') endSession('ended');
      else if (SESSION_OVER.has(code)) endSession('over');
      else setOffline(true);
    } finally {
      refreshing.current = false;
    }
  }, [endSession, setOffline, setPick]);

  const place = useCallback(async () => {
    const chosen = pickRef.current;
    const current = stateRef.current;
    if (!chosen || !current || busyRef.current || offlineRef.current || goneRef.current) return;
    const stake = current.stakes[stakeIndexRef.current];
    if (stake === undefined) return;
    const { call: client, t: say, words: names, money: moneyOf, tone: play } = latest.current;
    const money = moneyOf(current);
    busyRef.current = true;
    setBusy(true);
    try {
      const placed = await placeVirtualBet(client, {
        event_no: chosen.event_no,
        market: chosen.market,
        selection: chosen.selection,
        stake,
        // The price on the slip: the server takes the bet at it, or refuses it if the price has moved since.
        odds: chosen.odds,
      });
      setBalance(placed.balance);
      setNote(
        say('virtuals.betPlaced', {
          choice: names.selectionName(chosen.market, chosen.selection, chosen.sides),
          odds: placed.odds,
        }),
      );
      play(600, 120);
      if (pickRef.current === chosen) setPick(null);
      busyRef.current = false;
      setBusy(false);
      await refresh();
    } catch (error) {
      const refusal = error instanceof HouseCallError ? error : new HouseCallError('network');
      const detail = (key: string) => {
        const value = refusal.detail[key];
        return typeof value === 'string' ? value : undefined;
      };
      const newOdds = detail('odds');
      if (refusal.code === 'betting_closed') setNote(say('virtuals.bettingClosed'));
      else if (refusal.code === 'price_changed' && newOdds) {
        // Nothing was taken: the slip shows the new price, which a second Place accepts.
        if (pickRef.current === chosen) setPick({ ...chosen, odds: newOdds });
        setNote(say('virtuals.priceChanged', { odds: newOdds }));
      } else if (refusal.code === 'over_max_payout')
        setNote(say('virtuals.overMaxPayout', { max: money(detail('max_payout')), stake: money(detail('max_stake')) }));
      else if (refusal.code === 'insufficient_funds') setNote(say('virtuals.insufficientFunds'));
      // A wager or loss limit the member set (docs/decisions/0082): the words every game page shares.
      else if (refusal.code === 'limit_reached') setNote(say('error_page.limit_reached'));
      else if (refusal.code === 'session_ended') {
        setNote(say('virtuals.sessionEnded'));
        endSession('ended');
      } else if (SESSION_OVER.has(refusal.code)) {
        setNote(say('virtuals.sessionOver'));
        endSession('over');
      } else if (refusal.code === 'network') {
        setOffline(true);
        setNote(say('virtuals.connectionLost'));
      } else setNote(say('virtuals.failed'));
      if (refusal.balance) setBalance(refusal.balance);
      wantBalance.current = true;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, [endSession, refresh, setBalance, setOffline, setPick]);

  const chooseStake = useCallback((index: number) => {
    const count = stateRef.current?.stakes.length ?? 0;
    if (count === 0) return;
    const next = Math.max(0, Math.min(index, count - 1));
    stakeIndexRef.current = next;
    setStakeIndex(next);
  }, []);

  const choose = useCallback(
    (next: SlipPick) => {
      setPick(next);
      latest.current.tone(520, 60);
    },
    [setPick],
  );

  // The state at once, then every POLL_MS; the browser knows first when the network is gone, and when it is back.
  useEffect(() => {
    void refresh();
    const poll = setInterval(() => void refresh(), POLL_MS);
    const goneOffline = () => setOffline(true);
    const backOnline = () => void refresh();
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    return () => {
      clearInterval(poll);
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, [refresh, setOffline]);

  // The next event kicked off, or the live one's outcome can be read now: read the state at once.
  useEffect(() => {
    const check = setInterval(() => {
      const current = stateRef.current;
      if (!current || offlineRef.current || refreshing.current) return;
      const at = serverNow();
      const first = current.open[0];
      const due = (first && at >= first.kickoff) || (!current.live.outcome && at >= current.live.kickoff + 250);
      if (due && at - lastRead.current > 400) {
        lastRead.current = at;
        void refresh();
      }
    }, 250);
    return () => clearInterval(check);
  }, [refresh, serverNow]);

  return {
    state,
    offline,
    gone,
    tab,
    setTab,
    pick,
    choose,
    stakeIndex,
    chooseStake,
    busy,
    note,
    place,
    serverNow,
    refresh,
  };
}

export type VirtualGame = ReturnType<typeof useVirtualGame>;
