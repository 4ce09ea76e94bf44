import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sidePair, type VirtualEvent, type VirtualSide } from '../api/virtual-calls.ts';
import { useTicker } from '../hooks/use-ticker.ts';
import type { SlipPick } from '../hooks/use-virtual-game.ts';
import { countdown, type VirtualWords } from '../hooks/virtual-words.ts';
import { Rooster, Shirt } from './virtual-art.tsx';

type EventsProps = {
  events: VirtualEvent[];
  tab: number | null;
  onTab: (eventNo: number) => void;
  pick: SlipPick | null;
  onPick: (pick: SlipPick) => void;
  words: VirtualWords;
  serverNow: () => number;
};

/** The coming events as tabs with their kick-off countdowns (arrow keys move between them), and the shown one's markets. */
export function EventMarkets({ events, tab, onTab, pick, onPick, words, serverNow }: EventsProps) {
  const { t } = useTranslation();
  const tabs = useRef<HTMLDivElement>(null);
  const event = events.find((e) => e.event_no === tab) ?? events[0];
  const move = (step: 1 | -1) => {
    const i = events.findIndex((e) => e.event_no === event?.event_no);
    const next = events[(i + (step === 1 ? 1 : events.length - 1)) % events.length];
    if (!next) return;
    onTab(next.event_no);
    tabs.current?.querySelector<HTMLElement>(`#tab-${next.event_no}`)?.focus();
  };
  return (
    <section className="events" aria-labelledby="events-title">
      <h2 id="events-title">{t(words.football ? 'virtuals.nextMatches' : 'virtuals.nextFights')}</h2>
      <div id="event-tabs" className="tabs" role="tablist" ref={tabs}>
        {events.map((e) => {
          const [a, b] = sidePair(e.sides);
          const selected = e.event_no === event?.event_no;
          return (
            <button
              key={e.event_no}
              type="button"
              role="tab"
              id={`tab-${e.event_no}`}
              aria-selected={selected}
              aria-controls="markets"
              tabIndex={selected ? 0 : -1}
              onClick={() => onTab(e.event_no)}
              onKeyDown={(key) => {
                if (key.key !== 'ArrowRight' && key.key !== 'ArrowLeft') return;
                key.preventDefault();
                move(key.key === 'ArrowRight' ? 1 : -1);
              }}
            >
              <strong>{words.eventName(e.event_no)}</strong>
              <span className="vs">{`${a.code} – ${b.code}`}</span>
              <Countdown kickoff={e.kickoff} football={words.football} serverNow={serverNow} />
            </button>
          );
        })}
      </div>
      <div
        id="markets"
        className="markets"
        data-testid="virtual-markets"
        role="tabpanel"
        aria-labelledby={event ? `tab-${event.event_no}` : undefined}
      >
        {event && <Markets event={event} pick={pick} onPick={onPick} words={words} />}
      </div>
    </section>
  );
}

function Countdown({ kickoff, football, serverNow }: { kickoff: number; football: boolean; serverNow: () => number }) {
  const { t } = useTranslation();
  useTicker(false, 250);
  return (
    <span className="countdown">
      {t(football ? 'virtuals.kickoffIn' : 'virtuals.fightIn', { s: countdown(kickoff - serverNow()) })}
    </span>
  );
}

function SideCard({ side, corner, football }: { side: VirtualSide; corner: string; football: boolean }) {
  return (
    <div className={`side ${corner}`}>
      {football ? (
        <svg viewBox="0 0 60 60" role="img" aria-label={side.name}>
          <Shirt colours={side.colours} />
        </svg>
      ) : (
        <svg viewBox="0 0 120 110" role="img" aria-label={side.name}>
          {corner === 'wala' ? (
            <g transform="translate(120 0) scale(-1 1)">
              <Rooster body={side.colours[0]} accent={side.colours[1]} />
            </g>
          ) : (
            <Rooster body={side.colours[0]} accent={side.colours[1]} />
          )}
        </svg>
      )}
      <span>{side.name}</span>
    </div>
  );
}

type MarketsProps = { event: VirtualEvent; pick: SlipPick | null; onPick: (pick: SlipPick) => void; words: VirtualWords };

/** An event's sides and its markets, each price a toggle button that puts it on the slip. */
function Markets({ event, pick, onPick, words }: MarketsProps) {
  const [a, b] = sidePair(event.sides);
  const corners = words.football ? ['home', 'away'] : ['meron', 'wala'];
  return (
    <>
      <div className="fixture">
        <SideCard side={a} corner={corners[0] ?? ''} football={words.football} />
        <SideCard side={b} corner={corners[1] ?? ''} football={words.football} />
      </div>
      {event.markets.map((market) => (
        <fieldset key={market.id} className={`market market-${market.id}`}>
          <legend>{words.marketName(market.id)}</legend>
          {market.selections.map((selection) => {
            const chosen =
              pick !== null && pick.event_no === event.event_no && pick.market === market.id && pick.selection === selection.id;
            return (
              <button
                key={selection.id}
                type="button"
                className="price"
                data-testid={`price-${market.id}-${selection.id}`}
                aria-pressed={chosen}
                onClick={() =>
                  onPick({
                    event_no: event.event_no,
                    market: market.id,
                    selection: selection.id,
                    odds: selection.odds,
                    sides: event.sides,
                  })
                }
              >
                <span className="sel">{words.selectionName(market.id, selection.id, event.sides)}</span>
                <strong>{selection.odds}</strong>
              </button>
            );
          })}
        </fieldset>
      ))}
    </>
  );
}
