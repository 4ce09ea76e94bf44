import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportName, SportsLobby } from '../api/sports-calls.ts';

type Props = { sports: SportsLobby['sports']; current: SportName | null; onChoose: (sport: SportName) => void };

/** The sports with their live and coming counts: a column on a wide screen, a strip that scrolls on a phone. */
export function SportList({ sports, current, onChoose }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  // On a phone the strip scrolls: the current sport (esports, for the esports lobby) is brought into view.
  const shown = sports.length > 0 ? current : null;
  useEffect(() => {
    if (!shown) return;
    list.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [shown]);
  return (
    <nav className="sport-list" aria-label={t('sports.sportsNav')}>
      <ul ref={list}>
        {sports.map((s) => (
          <li key={s.sport}>
            <button
              type="button"
              aria-current={s.sport === current ? 'page' : undefined}
              className={s.sport === current ? 'current' : ''}
              onClick={() => onChoose(s.sport)}
              data-testid={`sport-${s.sport}`}
            >
              <span className={`sport-icon ${s.sport}`} aria-hidden="true" />
              <span className="sport-name">{t(`sports.sport.${s.sport}`)}</span>
              <span className="counts">
                {s.live > 0 && (
                  <span className="live-count" title={t('sports.liveCount', { n: s.live })}>
                    <span className="sr-only">{t('sports.liveCount', { n: s.live })}</span>
                    <span aria-hidden="true">{s.live}</span>
                  </span>
                )}
                <span className="count">{s.live + s.upcoming}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
