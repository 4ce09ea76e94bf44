import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { useGameList } from '../api/game-list.ts';
import { gameHallPath, gameTypeLabel } from './game-links.ts';
import { GameTypeIcon } from './game-type-icon.tsx';
import './game-type-nav.css';

/** The game types of the catalogue, each leading to its game hall; the active one is marked as the current page. */
export function GameTypeNav({ mode, activeId }: { mode: LayoutMode; activeId?: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useGameList(mode);

  if (query.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className={`game-type-nav game-type-nav--${mode}`}>
        <div className="game-type-nav__list">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="game-type-nav__skeleton" height="100%" radius="var(--radius-md)" />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (query.isError) {
    return (
      <ErrorMessage
        title={t('games.load_failed')}
        message={errorText(query.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return <p className="empty-state">{t('games.empty')}</p>;
  }

  return (
    <nav className={`game-type-nav game-type-nav--${mode}`} data-testid="game-type-nav" aria-label={t('games.nav_label')}>
      <ul className="game-type-nav__list">
        {query.data.map((type) => {
          const active = type.gt_id === activeId;
          const label = gameTypeLabel(type, t);
          const fallback = <GameTypeIcon typeKey={type.gt_key} className="game-type-nav__icon" />;
          return (
            <li key={type.gt_id}>
              <Link
                to={gameHallPath(type.gt_id)}
                className="game-type-nav__item"
                data-testid="game-type-item"
                aria-current={active ? 'page' : undefined}
              >
                <FallbackImage
                  className="game-type-nav__icon"
                  src={active && type.gt_icon_active ? type.gt_icon_active : type.gt_icon}
                  alt=""
                  fallback={fallback}
                />
                <span className="game-type-nav__label">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
