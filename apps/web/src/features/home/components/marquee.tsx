import type { Announcement } from '@casino/contract/calls/site-calls.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { MegaphoneIcon, PauseIcon, PlayIcon } from '../../../ui/icons.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { useMarquee, visibleAnnouncements } from '../api/marquee.ts';
import './marquee.css';

/** Seconds per character of scrolling text, so that long announcements move at the same pace as short ones. */
const SECONDS_PER_CHARACTER = 0.22;
const MIN_DURATION_S = 14;
/** Where the first words sit when the page opens, in pixels from the left edge of the viewport. */
const START_INSET_PX = 8;

/**
 * The scrolling line. The track starts one viewport to the right (its left padding) and moves by its own width; a
 * negative delay starts it with the first words already on screen instead of after an empty pause.
 */
function MarqueeTrack({ items }: { items: Announcement[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const [startFraction, setStartFraction] = useState(0);
  const characters = items.reduce((sum, item) => sum + item.content.length, 0);
  const duration = Math.max(MIN_DURATION_S, Math.round(characters * SECONDS_PER_CHARACTER));

  // The track is padding (one viewport) plus text; the animation moves it by that whole width. The widths are read
  // when the browser has laid the page out (a resize observer, before the paint), not by forcing a layout of the
  // half-drawn home page from an effect (70 to 90 ms on a phone, decision 37).
  useEffect(() => {
    const viewportElement = viewport.current;
    const trackElement = track.current;
    if (!viewportElement || !trackElement || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const viewportWidth = viewportElement.clientWidth;
      const trackWidth = trackElement.offsetWidth;
      if (viewportWidth > 0 && trackWidth > viewportWidth) {
        setStartFraction(Math.max(0, (viewportWidth - START_INSET_PX) / trackWidth));
      }
    });
    observer.observe(viewportElement);
    observer.observe(trackElement);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="marquee__viewport" ref={viewport}>
      <ul
        ref={track}
        className="marquee__track"
        style={{ animationDuration: `${duration}s`, animationDelay: `-${(duration * startFraction).toFixed(2)}s` }}
      >
        {items.map((item) => (
          <li key={item.id} className="marquee__item" data-testid="marquee-item">
            {item.content}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Announcements scrolling across one line. It pauses on hover, on focus and with its pause button; with reduced
 * motion the items are listed without movement.
 */
export function Marquee({ audience = 'visitor' }: { audience?: 'visitor' | 'member' }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useMarquee();
  const [stopped, setStopped] = useState(false);
  const items = useMemo(() => visibleAnnouncements(query.data ?? [], audience), [query.data, audience]);

  if (query.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="marquee marquee--loading">
        <Skeleton height="1rem" />
      </LoadingRegion>
    );
  }
  if (query.isError) {
    return (
      <ErrorMessage
        compact
        title={t('marquee.load_failed')}
        message={errorText(query.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (items.length === 0) return null;

  return (
    <section className={stopped ? 'marquee marquee--stopped' : 'marquee'} data-testid="marquee" aria-label={t('marquee.label')}>
      <MegaphoneIcon className="marquee__icon" />
      <MarqueeTrack items={items} />
      <button
        type="button"
        className="marquee__toggle"
        aria-label={stopped ? t('marquee.play') : t('marquee.pause')}
        aria-pressed={stopped}
        onClick={() => setStopped((s) => !s)}
      >
        {stopped ? <PlayIcon size="0.875rem" /> : <PauseIcon size="0.875rem" />}
      </button>
    </section>
  );
}
