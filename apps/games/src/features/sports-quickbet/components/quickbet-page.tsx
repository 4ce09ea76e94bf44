import { formatDate, formatTime } from '@casino/browser/date-format.ts';
import { SPORTS_EVENT_EVENT, SPORTS_JOIN_EVENT, SPORTS_LOBBY_ROOM } from '@casino/contract/house/sports-calls.ts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseClient } from '../../../lib/house-api.ts';
import { type FeaturedEvent, readFeatured } from '../api/quickbet-page-data.ts';
import type { ParentMessages } from '../lib/parent-messages.ts';

/** How often the featured events and their prices are read again while the live updates are not connected. */
export const FEATURED_REFRESH_MS = 15_000;
/** While they are, the list is read again only to pick up newly featured events. */
export const FEATURED_LIVE_REFRESH_MS = 60_000;
/**
 * A match not in the list going live may belong in it: the list is read again this long after such news (past the
 * server's 3 s cache of the list), once however many such events arrive meanwhile. The same read follows each join
 * of the lobby room: a list the server kept from before the join can miss a match announced before the page listened.
 */
export const NEWCOMER_READ_DELAY_MS = 3_500;

/** What the page needs of the sportsbook's socket (its lobby room sends each event as it changes). */
export type LobbySocket = {
  readonly connected: boolean;
  on(event: 'connect' | 'disconnect', listener: () => void): unknown;
  on(event: typeof SPORTS_EVENT_EVENT, listener: (message: unknown) => void): unknown;
  emit(event: typeof SPORTS_JOIN_EVENT, message: { room: string }): unknown;
  connect(): unknown;
  disconnect(): unknown;
};

/** The socket and its message reader, loaded after the first paint: most visitors only glance at the frame. */
export type LobbyConnection = { socket: LobbySocket; read: (message: unknown) => FeaturedEvent | null };

const connectLobby = async (): Promise<LobbyConnection> => {
  const { connectSportsSocket, readSportsEvent } = await import('../../sports/api/sports-socket.ts');
  return { socket: connectSportsSocket(), read: readSportsEvent };
};

type Props = {
  call: HouseClient;
  messages: ParentMessages;
  refreshMs?: number;
  connect?: () => Promise<LobbyConnection>;
};

/** The list with a pushed event in place of its older version; an event not featured is ignored. */
function withPushed(events: FeaturedEvent[] | null, pushed: FeaturedEvent): FeaturedEvent[] | null {
  if (!events) return events;
  const at = events.findIndex((e) => e.event_id === pushed.event_id);
  const known = events[at];
  if (!known || pushed.version <= known.version) return events;
  const next = [...events];
  next[at] = pushed;
  return next;
}

type Market = FeaturedEvent['markets'][number];

/** The event's result market (full-time result or match winner), the price a row shows. */
function resultMarket(event: FeaturedEvent): Market | null {
  return event.markets.find((m) => m.type === '1x2') ?? event.markets.find((m) => m.type === 'match_winner') ?? null;
}

const PICKS: Record<string, string> = { home: '1', draw: 'X', away: '2' };

function EventState({ event }: { event: FeaturedEvent }) {
  const { t, i18n } = useTranslation();
  if (event.status === 'live') {
    return (
      <span className="qb-state is-live">
        <span className="qb-live">{t('quickbet.live')}</span>
        {event.score && (
          <strong className="qb-score" data-testid={`quickbet-score-${event.event_id}`}>
            {event.score.home}-{event.score.away}
          </strong>
        )}
        {event.clock && <span className="qb-clock">{event.clock}</span>}
      </span>
    );
  }
  return (
    <span className="qb-state">
      <time dateTime={new Date(event.starts_at).toISOString()}>
        {formatDate(event.starts_at, i18n.language)} {formatTime(event.starts_at, i18n.language, { seconds: false })}
      </time>
    </span>
  );
}

function EventCard({ event, onOpen }: { event: FeaturedEvent; onOpen: (event: FeaturedEvent) => void }) {
  const { t } = useTranslation();
  const market = resultMarket(event);
  const open = market?.status === 'open';
  return (
    <li className="qb-event">
      <button
        type="button"
        className="qb-open"
        data-testid={`quickbet-event-${event.event_id}`}
        onClick={() => onOpen(event)}
        aria-label={t('quickbet.open', { home: event.home, away: event.away })}
      >
        <span className="qb-meta">
          <span className="qb-competition">
            {t(`quickbet.sport.${event.sport}`)} · {event.competition.name}
          </span>
          <EventState event={event} />
        </span>
        <span className="qb-teams">
          <span className="qb-team">{event.home}</span>
          <span className="qb-team">{event.away}</span>
        </span>
        {market && (
          <span className={`qb-prices n${market.selections.length}`} aria-hidden="true">
            {market.selections.map((selection) => (
              <span
                key={selection.key}
                className={`qb-price${open && selection.active ? '' : ' is-locked'}`}
                data-testid={`quickbet-odds-${event.event_id}-${selection.key}`}
              >
                <span className="qb-pick">{PICKS[selection.key] ?? selection.key}</span>
                <span className="qb-odds">{open && selection.active ? selection.odds : '–'}</span>
              </span>
            ))}
          </span>
        )}
      </button>
    </li>
  );
}

/**
 * The sports quick-bet page (docs/decisions/0067): a few featured events with their result prices, shown only; a tap
 * (or Enter) on an event asks the site to open the sportsbook on it (U003), and the page's height goes to the site
 * whenever it changes (S001) so that its frame never scrolls.
 */
export function QuickbetPage({ call, messages, refreshMs = FEATURED_REFRESH_MS, connect = connectLobby }: Props) {
  const { t } = useTranslation();
  const [events, setEvents] = useState<FeaturedEvent[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [live, setLive] = useState(false);
  const eventsRef = useRef(events);
  eventsRef.current = events;
  const rootRef = useRef<HTMLElement | null>(null);

  const load = useCallback(async () => {
    try {
      setEvents(await readFeatured(call));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [call]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    const timer = setInterval(() => void load(), live ? Math.max(refreshMs, FEATURED_LIVE_REFRESH_MS) : refreshMs);
    return () => clearInterval(timer);
  }, [load, refreshMs, live]);

  // Prices, scores and states arrive as they change through the lobby room; a featured match that ends or is
  // cancelled makes the list be read again, so the next match takes its place.
  useEffect(() => {
    let socket: LobbySocket | null = null;
    let closed = false;
    let newcomerRead: ReturnType<typeof setTimeout> | null = null;
    const readAfterCache = () => {
      if (newcomerRead !== null) return;
      newcomerRead = setTimeout(() => {
        newcomerRead = null;
        void load();
      }, NEWCOMER_READ_DELAY_MS);
    };
    connect()
      .then((connection) => {
        if (closed) return;
        socket = connection.socket;
        const opened = connection.socket;
        opened.on('connect', () => {
          opened.emit(SPORTS_JOIN_EVENT, { room: SPORTS_LOBBY_ROOM });
          setLive(true);
          // What changed while it was not connected; the read at once may get the server's kept list, older than the
          // join, so it is read again once that has passed.
          void load();
          readAfterCache();
        });
        opened.on('disconnect', () => setLive(false));
        opened.on(SPORTS_EVENT_EVENT, (message) => {
          const pushed = connection.read(message);
          if (!pushed) return;
          const featured = eventsRef.current?.some((e) => e.event_id === pushed.event_id);
          if (featured && (pushed.status === 'ended' || pushed.status === 'cancelled')) void load();
          else if (featured) setEvents((known) => withPushed(known, pushed));
          else if (pushed.status === 'live') readAfterCache();
        });
      })
      .catch(() => setLive(false));
    return () => {
      closed = true;
      if (newcomerRead !== null) clearTimeout(newcomerRead);
      socket?.disconnect();
    };
  }, [connect, load]);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const send = () => messages.height(root.getBoundingClientRect().height);
    send();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(send);
    observer.observe(root);
    return () => observer.disconnect();
  }, [messages]);

  const onOpen = useCallback((event: FeaturedEvent) => messages.event(event.event_id, event.sport), [messages]);

  let body: React.ReactNode;
  if (events === null) {
    body = failed ? (
      <p className="qb-note" role="alert" data-testid="quickbet-error">
        {t('quickbet.error')}
      </p>
    ) : (
      <p className="qb-note">{t('quickbet.loading')}</p>
    );
  } else if (events.length === 0) {
    body = (
      <p className="qb-note" data-testid="quickbet-empty">
        {t('quickbet.empty')}
      </p>
    );
  } else {
    body = (
      <ul className="qb-list" data-testid="quickbet-events">
        {events.map((event) => (
          <EventCard key={event.event_id} event={event} onOpen={onOpen} />
        ))}
      </ul>
    );
  }
  return (
    <section className="quickbet" ref={rootRef} aria-labelledby="quickbet-title">
      <header className="qb-header">
        <h1 id="quickbet-title">{t('quickbet.title')}</h1>
        <span className="qb-hint">{t('quickbet.hint')}</span>
      </header>
      {body}
    </section>
  );
}
