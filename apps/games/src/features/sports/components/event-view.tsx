import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon } from '../../../ui/icons.tsx';
import type { SportsEvent } from '../api/sports-calls.ts';
import { isOpenEvent, marketGroups } from '../lib/events.ts';
import { marketName } from '../lib/labels.ts';
import { EventState, type ToggleOdds } from './event-list.tsx';
import { OddsButton } from './odds-button.tsx';

type Props = {
  event: SportsEvent | null;
  error: string | null;
  selected: ReadonlySet<string>;
  onToggle: ToggleOdds;
  onBack: () => void;
};

/** One event with every market, grouped by type; a market not open is shown locked. */
export function EventView({ event, error, selected, onToggle, onBack }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const eventId = event?.event_id;
  // The focus follows the player into the event, for keyboards and screen readers.
  useEffect(() => {
    if (eventId) heading.current?.focus();
  }, [eventId]);
  return (
    <section className="event-view" aria-labelledby="event-title" data-testid="sports-event">
      <button type="button" className="back" onClick={onBack} data-testid="sports-back">
        <BackIcon />
        <span>{t('sports.back')}</span>
      </button>
      {error && <p className="empty">{t(`sports.refusal.${error}`)}</p>}
      {!event && !error && <p className="empty">{t('sports.loading')}</p>}
      {event && (
        <>
          <header className="event-head">
            <p className="competition-name">
              {event.competition.name}
              {event.competition.country && ` · ${event.competition.country}`}
            </p>
            <h2 id="event-title" ref={heading} tabIndex={-1}>
              <span>{event.home}</span> <span className="vs">{t('sports.vs')}</span> <span>{event.away}</span>
            </h2>
            <EventState event={event} />
            {!isOpenEvent(event) && <p className="status">{t(`sports.eventStatus.${event.status}`)}</p>}
          </header>
          {marketGroups(event).map((group) => (
            <section key={group.type} className="market-group" aria-label={t(`sports.market.${group.type}`)}>
              {group.markets.map((market) => (
                <div key={market.market_id} className={`market ${market.type}`} data-testid={`market-${market.market_id}`}>
                  <h3>
                    {marketName(t, market)}
                    {market.status !== 'open' && (
                      <span className="locked-tag"> · {t(`sports.marketStatus.${market.status}`)}</span>
                    )}
                  </h3>
                  <div className={`market-odds n${Math.min(market.selections.length, 3)}`}>
                    {market.selections.map((selection) => (
                      <OddsButton
                        key={selection.key}
                        event={event}
                        market={market}
                        selectionKey={selection.key}
                        selected={selected.has(`${market.market_id}|${selection.key}`)}
                        onToggle={onToggle}
                      />
                    ))}
                  </div>
                </div>
              ))}
            </section>
          ))}
        </>
      )}
    </section>
  );
}
