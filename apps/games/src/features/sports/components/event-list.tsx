import { formatDate, formatTime } from '@casino/browser/date-format.ts';
import { useTranslation } from 'react-i18next';
import type { SportsEvent, SportsMarket } from '../api/sports-calls.ts';
import { mainMarkets } from '../lib/events.ts';
import { OddsButton } from './odds-button.tsx';

export type ToggleOdds = (event: SportsEvent, market: SportsMarket, key: string, odds: string) => void;

/** The event's state where its row and page show it: the live score and clock, else its start. */
export function EventState({ event }: { event: SportsEvent }) {
  const { t, i18n } = useTranslation();
  if (event.status === 'live' || (event.status === 'suspended' && event.score)) {
    return (
      <span className="event-state live">
        <span className="live-badge">{t('sports.live')}</span>
        {event.score && (
          <strong className="score" data-testid={`score-${event.event_id}`}>
            {event.score.home}-{event.score.away}
          </strong>
        )}
        {event.clock && <span className="clock">{event.clock}</span>}
      </span>
    );
  }
  return (
    <span className="event-state">
      <time dateTime={new Date(event.starts_at).toISOString()}>
        <span className="date">{formatDate(event.starts_at, i18n.language)}</span>{' '}
        <span className="time">{formatTime(event.starts_at, i18n.language, { seconds: false })}</span>
      </time>
      {event.status !== 'scheduled' && <span className="status">{t(`sports.eventStatus.${event.status}`)}</span>}
    </span>
  );
}

type RowProps = { event: SportsEvent; selected: ReadonlySet<string>; onToggle: ToggleOdds; onOpen: (id: string) => void };

/** One event: teams, state, and the main markets' prices (result, handicap, total); the teams open the event. */
export function EventRow({ event, selected, onToggle, onOpen }: RowProps) {
  const { t } = useTranslation();
  const { result, handicap, total } = mainMarkets(event);
  const cell = (market: SportsMarket | null, keys: string[]) => (
    <div className={`odds-cell n${keys.length}`}>
      {market
        ? keys.map((key) => (
            <OddsButton
              key={key}
              event={event}
              market={market}
              selectionKey={key}
              selected={selected.has(`${market.market_id}|${key}`)}
              onToggle={onToggle}
              compact
            />
          ))
        : null}
    </div>
  );
  const resultKeys = result?.type === '1x2' ? ['home', 'draw', 'away'] : ['home', 'away'];
  return (
    <li className={`event-row${event.status === 'live' ? ' is-live' : ''}`} data-testid={`event-${event.event_id}`}>
      <button
        type="button"
        className="event-teams"
        onClick={() => onOpen(event.event_id)}
        aria-label={t('sports.openEvent', { home: event.home, away: event.away })}
      >
        <EventState event={event} />
        <span className="teams">
          <span className="team">{event.home}</span>
          <span className="team">{event.away}</span>
        </span>
        <span className="more">{t('sports.moreMarkets', { n: event.markets_count })}</span>
      </button>
      <div className="event-odds">
        {cell(result, resultKeys)}
        {cell(handicap, ['home', 'away'])}
        {cell(total, ['over', 'under'])}
      </div>
    </li>
  );
}

type ListProps = {
  live: SportsEvent[];
  upcoming: SportsEvent[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onToggle: ToggleOdds;
  onOpen: (id: string) => void;
};

function Columns() {
  const { t } = useTranslation();
  return (
    <div className="columns" aria-hidden="true">
      <span />
      <span>{t('sports.columns.result')}</span>
      <span>{t('sports.columns.handicap')}</span>
      <span>{t('sports.columns.total')}</span>
    </div>
  );
}

/** Live now first, then the coming events grouped by competition (in the order of their first start). */
export function EventList({ live, upcoming, loading, selected, onToggle, onOpen }: ListProps) {
  const { t } = useTranslation();
  const groups = new Map<string, { name: string; country: string; events: SportsEvent[] }>();
  for (const event of upcoming) {
    const group = groups.get(event.competition.id) ?? {
      name: event.competition.name,
      country: event.competition.country,
      events: [],
    };
    group.events.push(event);
    groups.set(event.competition.id, group);
  }
  const row = (event: SportsEvent) => (
    <EventRow key={event.event_id} event={event} selected={selected} onToggle={onToggle} onOpen={onOpen} />
  );
  if (!live.length && !upcoming.length) {
    return (
      <p className="empty" data-testid="sports-no-events">
        {loading ? t('sports.loading') : t('sports.noEvents')}
      </p>
    );
  }
  return (
    <div className="event-list">
      {live.length > 0 && (
        <section className="live-now" aria-labelledby="live-now-title" data-testid="sports-live-now">
          <h2 id="live-now-title">
            <span className="live-dot" aria-hidden="true" />
            {t('sports.liveNow')} <span className="count">{live.length}</span>
          </h2>
          <Columns />
          <ul>{live.map(row)}</ul>
        </section>
      )}
      {upcoming.length > 0 && (
        <section className="upcoming" aria-labelledby="upcoming-title" data-testid="sports-upcoming">
          <h2 id="upcoming-title">{t('sports.upcoming')}</h2>
          {[...groups].map(([id, group]) => (
            <section key={id} className="competition" aria-label={group.name}>
              <h3>
                {group.name}
                {group.country && <span className="country"> · {group.country}</span>}
              </h3>
              <Columns />
              <ul>{group.events.map(row)}</ul>
            </section>
          ))}
        </section>
      )}
    </div>
  );
}
