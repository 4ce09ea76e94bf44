import { formatDate, formatTime } from '@casino/browser/date-format.ts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseClient } from '../../../lib/house-api.ts';
import { type FeaturedEvent, readFeatured } from '../api/quickbet-page-data.ts';
import type { ParentMessages } from '../lib/parent-messages.ts';

/** How often the featured events and their prices are read again. */
export const FEATURED_REFRESH_MS = 15_000;

type Props = { call: HouseClient; messages: ParentMessages; refreshMs?: number };

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
export function QuickbetPage({ call, messages, refreshMs = FEATURED_REFRESH_MS }: Props) {
  const { t } = useTranslation();
  const [events, setEvents] = useState<FeaturedEvent[] | null>(null);
  const [failed, setFailed] = useState(false);
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
    const timer = setInterval(() => void load(), refreshMs);
    return () => clearInterval(timer);
  }, [load, refreshMs]);

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
