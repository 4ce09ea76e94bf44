import type { GameEntry } from '@casino/contract/calls/game-calls.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { GameGrid, type GameTileActions } from './game-tile.tsx';
import './game-row.css';

type GameRowProps = GameTileActions & {
  title: string;
  testId: string;
  games: readonly GameEntry[] | undefined;
  loading: boolean;
  /** A failed or empty list leaves the whole row out (home page rows are extras). */
  hideWhenEmpty?: boolean;
  emptyText?: string;
};

/** A titled, horizontally scrolling row of game tiles (home page). */
export function GameRow({ title, testId, games, loading, hideWhenEmpty = true, emptyText, ...actions }: GameRowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!loading && (!games || games.length === 0) && hideWhenEmpty) return null;
  return (
    <section className="game-row" data-testid={testId} aria-labelledby={titleId}>
      <div className="section-heading">
        <h2 id={titleId} className="section-heading__title">
          {title}
        </h2>
      </div>
      {loading ? (
        <LoadingRegion label={t('common.loading')} className="game-row__placeholder">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height="11rem" radius="var(--radius-md)" />
          ))}
        </LoadingRegion>
      ) : games && games.length > 0 ? (
        <GameGrid games={games} label={title} variant="row" {...actions} />
      ) : (
        <p className="empty-state">{emptyText ?? t('games.empty')}</p>
      )}
    </section>
  );
}
