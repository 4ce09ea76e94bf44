import type { ProviderEntry } from '@casino/contract/calls/game-calls.ts';
import { useTranslation } from 'react-i18next';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useGameLabels } from '../api/game-label.ts';
import type { OnDemo, OnPlay } from '../game-actions.ts';
import { GameGrid } from './game-tile.tsx';
import './hall-games.css';

type HallGamesProps = {
  provider: ProviderEntry;
  gtId: number;
  mode: LayoutMode;
  onPlay: OnPlay;
  onDemo: OnDemo;
  demoBusy: boolean;
};

/** The games of one provider in a hall other than slots (the card hall's tables), as tiles that play or demo. */
export function HallGames({ provider, gtId, mode, onPlay, onDemo, demoBusy }: HallGamesProps) {
  const { t } = useTranslation();
  const query = useGameLabels(mode, { gtId, gpId: provider.gp_id, house: provider.house });
  const games = query.data?.main ?? [];
  const headingId = `hall-games-${provider.gp_id}`;
  return (
    <section className="hall-games" aria-labelledby={headingId} data-testid="hall-games" data-gp-id={provider.gp_id}>
      <h2 className="hall-games__title" id={headingId}>
        {provider.gp_name}
      </h2>
      {query.isPending ? (
        <div className="hall-games__placeholder">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="12rem" radius="var(--radius-lg)" />
          ))}
        </div>
      ) : games.length > 0 ? (
        <GameGrid
          games={games}
          label={t('game_hall.games_of', { name: provider.gp_name })}
          onPlay={onPlay}
          onDemo={onDemo}
          demoBusy={demoBusy}
        />
      ) : (
        <p className="empty-state">{t('games_ui.slot.empty')}</p>
      )}
    </section>
  );
}
