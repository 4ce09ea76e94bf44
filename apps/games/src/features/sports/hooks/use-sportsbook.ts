import {
  SPORTS_EVENT_EVENT,
  SPORTS_JOIN_EVENT,
  SPORTS_LEAVE_EVENT,
  SPORTS_LOBBY_ROOM,
} from '@casino/contract/house/sports-calls.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { readEvent, readLobby, type SportName, type SportsEvent, type SportsLobby } from '../api/sports-calls.ts';
import type { SportsPageData } from '../api/sports-page-data.ts';
import { readSportsEvent, type SportsSocketLike } from '../api/sports-socket.ts';
import { adoptEvent, isOpenEvent, type KnownEvent } from '../lib/events.ts';

/** How often the lobby's counts and events are read again besides the socket's news. */
const REFRESH_MS = 60_000;
/** After news of a result, when the balance is read again. */
const SETTLED_READ_MS = [1_500, 10_000];

export type SportsbookOptions = { connect: () => SportsSocketLike };

/**
 * The book as the page shows it: the lobby call's sports, limits and balance, every event the page knows at its
 * newest version (calls and `sports.event` alike), the open event, the socket's rooms and the dropped connection.
 */
export function useSportsbook(data: SportsPageData, call: HouseClient, options: SportsbookOptions) {
  const [lobby, setLobby] = useState<SportsLobby | null>(null);
  const [sport, setSport] = useState<SportName | null>(data.gameCode === 'house-esports' ? 'esports' : null);
  const [events, setEvents] = useState<Record<string, KnownEvent>>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const [balance, setBalance] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [eventError, setEventError] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [offline, setOffline] = useState(false);
  const socketRef = useRef<SportsSocketLike | null>(null);
  const roomsRef = useRef<string[]>([SPORTS_LOBBY_ROOM]);

  const fail = useCallback((failure: unknown) => {
    const code = failure instanceof HouseCallError ? failure.code : 'network';
    if (code === 'session_ended') setSessionEnded(true);
    else setError(code);
    return code;
  }, []);

  const endSession = useCallback(() => setSessionEnded(true), []);

  const adopt = useCallback((incoming: readonly SportsEvent[]) => {
    setEvents((known) => {
      let next = known;
      for (const event of incoming) {
        const kept = adoptEvent(next[event.event_id], event);
        if (!kept) continue;
        if (next === known) next = { ...known };
        next[event.event_id] = kept;
      }
      return next;
    });
  }, []);

  const refresh = useCallback(
    async (wanted: SportName | null) => {
      try {
        const answer = await readLobby(call, wanted ?? undefined);
        setLobby(answer);
        setBalance(answer.balance);
        adopt(answer.events);
        if (wanted === null) setSport(answer.sport);
        setError((shown) => (shown === 'network' ? null : shown));
      } catch (failure) {
        fail(failure);
      }
    },
    [call, adopt, fail],
  );

  const loadEvent = useCallback(
    async (eventId: string) => {
      try {
        adopt([await readEvent(call, eventId)]);
        setEventError(null);
      } catch (failure) {
        if (failure instanceof HouseCallError && failure.code === 'unknown_event') setEventError('unknown_event');
        else fail(failure);
      }
    },
    [call, adopt, fail],
  );

  const refreshRef = useRef(() => Promise.resolve());
  refreshRef.current = async () => {
    await refresh(sport);
    if (openId) await loadEvent(openId);
  };

  // The first read, and again every so often for the counts (the socket brings the prices).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once; the sport's change reads in chooseSport
  useEffect(() => {
    void refresh(sport);
    const timer = setInterval(() => void refreshRef.current(), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  // The socket: the lobby's room and the open event's, joined again after every reconnection; one for the page's life.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the socket's maker does not change
  useEffect(() => {
    const socket = options.connect();
    socketRef.current = socket;
    let dropped = false;
    socket.on('connect', () => {
      for (const room of roomsRef.current) socket.emit(SPORTS_JOIN_EVENT, { room });
      setOffline(false);
      // Back after a drop: what changed meanwhile is read again rather than waited for.
      if (dropped) {
        dropped = false;
        void refreshRef.current();
      }
    });
    const droppedOut = () => {
      dropped = true;
      setOffline(true);
    };
    socket.on('disconnect', droppedOut);
    // News of a result: the book settles its bets just after, so the balance is read again shortly (and once more
    // later, for a feed round that settles after a long catch-up).
    const settleTimers: ReturnType<typeof setTimeout>[] = [];
    socket.on(SPORTS_EVENT_EVENT, (message) => {
      const event = readSportsEvent(message);
      if (!event) return;
      adopt([event]);
      if (event.status === 'ended' || event.markets.some((m) => m.status === 'settled' || m.status === 'cancelled')) {
        while (settleTimers.length) clearTimeout(settleTimers.pop());
        for (const delay of SETTLED_READ_MS) settleTimers.push(setTimeout(() => void refreshRef.current(), delay));
      }
    });
    // The network is back: connect afresh now rather than at the next retry.
    const online = () => {
      socket.disconnect();
      socket.connect();
    };
    addEventListener('offline', droppedOut);
    addEventListener('online', online);
    return () => {
      removeEventListener('offline', droppedOut);
      removeEventListener('online', online);
      for (const timer of settleTimers) clearTimeout(timer);
      socket.disconnect();
      socketRef.current = null;
    };
  }, []);

  const openEvent = useCallback(
    (eventId: string | null) => {
      const socket = socketRef.current;
      const before = roomsRef.current[1];
      if (before && before !== eventId && socket?.connected) socket.emit(SPORTS_LEAVE_EVENT, { room: before });
      roomsRef.current = eventId ? [SPORTS_LOBBY_ROOM, eventId] : [SPORTS_LOBBY_ROOM];
      if (eventId && eventId !== before && socket?.connected) socket.emit(SPORTS_JOIN_EVENT, { room: eventId });
      setOpenId(eventId);
      setEventError(null);
      if (eventId) void loadEvent(eventId);
    },
    [loadEvent],
  );

  // Launched on an event from the home page's quick-bet frame (decision 67): the page opens on it, once.
  const launchEvent = useRef(data.openEvent);
  useEffect(() => {
    const eventId = launchEvent.current;
    launchEvent.current = null;
    if (eventId) openEvent(eventId);
  }, [openEvent]);

  const chooseSport = useCallback(
    (next: SportName) => {
      setSport(next);
      openEvent(null);
      void refresh(next);
    },
    [refresh, openEvent],
  );

  /** The shown sport's open events: live first, then the coming ones by start time. */
  const list = useMemo(() => {
    const shown = Object.values(events)
      .map((k) => k.event)
      .filter((e) => e.sport === sport && isOpenEvent(e));
    shown.sort((a, b) => a.starts_at - b.starts_at || a.event_id.localeCompare(b.event_id));
    return { live: shown.filter((e) => e.status === 'live'), upcoming: shown.filter((e) => e.status === 'scheduled') };
  }, [events, sport]);

  return {
    lobby,
    sport,
    chooseSport,
    events,
    list,
    openId,
    openEvent,
    openedEvent: openId ? (events[openId]?.event ?? null) : null,
    eventError,
    balance,
    setBalance,
    error,
    setError,
    fail,
    sessionEnded,
    endSession,
    offline,
  };
}

export type Sportsbook = ReturnType<typeof useSportsbook>;
