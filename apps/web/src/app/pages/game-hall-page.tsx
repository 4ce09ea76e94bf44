import type { ProviderEntry } from '@casino/contract/calls/game-calls.ts';
import { listsGames, SLOT_GAME_TYPE } from '@casino/contract/game-types.ts';
import { isGameHallId } from '@casino/contract/routes.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGameList } from '../../features/games/api/game-list.ts';
import { gameHallTitle, gameRoomPath, gameTypeLabel, slotGamePath } from '../../features/games/components/game-links.ts';
import { GameTypeNav } from '../../features/games/components/game-type-nav.tsx';
import { HallGames } from '../../features/games/components/hall-games.tsx';
import { HallProviderGrid } from '../../features/games/components/hall-provider-grid.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useErrorText } from '../../lib/error-text.ts';
import type { LayoutMode } from '../../lib/layout-mode.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { LoadingRegion, Skeleton } from '../../ui/skeleton.tsx';
import { useGameActions } from '../game-actions.ts';
import { useCurrentLayoutMode } from '../layout-mode-context.ts';
import { NotFoundPage } from './error-page.tsx';
import './game-hall-page.css';

/** What a hall without providers says: esports come with the sportsbook; other halls are getting their games. */
function emptyKey(gtId: number) {
  if (gtId === 9) return 'game_hall.empty_esports' as const;
  if (gtId === 3 || gtId === 7 || gtId === 8) return 'game_hall.empty_coming' as const;
  return 'game_hall.empty' as const;
}

/** A slot provider that is not a customized hall opens its slot list; any other provider starts its lobby. */
export function hallLink(provider: ProviderEntry, gtId: number, mode: LayoutMode): string | null {
  if (gtId !== SLOT_GAME_TYPE || provider.customized) return null;
  // SPEC section 2: a slot provider with the room flag opens as a game room on desktop.
  if (provider.room && mode === 'desktop') return gameRoomPath(gtId, provider.gp_id, provider.house);
  return slotGamePath(gtId, provider.gp_id, provider.house);
}

function GameHall({ gtId }: { gtId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mode = useCurrentLayoutMode();
  const query = useGameList(mode);
  const { onPlay, onDemo, demoBusy } = useGameActions();
  const entry = query.data?.find((type) => type.gt_id === gtId);
  const title = gameHallTitle(gtId, entry, t);
  useDocumentTitle(title);

  let providers: ReactNode = null;
  if (query.isPending) {
    providers = (
      <LoadingRegion label={t('common.loading')} className="game-hall__placeholder">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height="10rem" radius="var(--radius-lg)" />
        ))}
      </LoadingRegion>
    );
  } else if (query.isError) {
    providers = (
      <ErrorMessage
        title={t('games.load_failed')}
        message={errorText(query.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const withGames = entry?.gp_list.filter((provider) => listsGames(provider, gtId)) ?? [];
    const lobbies = entry?.gp_list.filter((provider) => !listsGames(provider, gtId)) ?? [];
    providers =
      entry && entry.gp_list.length > 0 ? (
        <>
          {withGames.map((provider) => (
            <HallGames
              key={`${provider.gp_id}-${provider.id}`}
              provider={provider}
              gtId={gtId}
              mode={mode}
              onPlay={onPlay}
              onDemo={onDemo}
              demoBusy={demoBusy}
            />
          ))}
          {lobbies.length > 0 ? (
            <HallProviderGrid
              providers={lobbies}
              gtId={gtId}
              label={t('games.providers_of', { type: gameTypeLabel(entry, t) })}
              linkFor={(provider) => hallLink(provider, gtId, mode)}
              onPlay={onPlay}
            />
          ) : null}
        </>
      ) : (
        <p className="empty-state" data-testid="game-hall-empty" data-gt-id={gtId}>
          {t(emptyKey(gtId))}
        </p>
      );
  }

  return (
    <div className="game-hall page-container" data-testid="game-hall-page" data-gt-id={gtId}>
      <h1 className="game-hall__title">{title}</h1>
      {/* A failed catalogue is reported once, in the providers section. */}
      {query.isError ? null : <GameTypeNav mode={mode} activeId={gtId} />}
      <section className="game-hall__providers" aria-label={t('game_hall.providers_label')}>
        {providers}
      </section>
    </div>
  );
}

/** /gameHall/{id}: the providers of one game type; a hall that is no game type is not found (as the server says). */
export function GameHallPage() {
  const { id = '' } = useParams();
  if (!isGameHallId(id)) return <NotFoundPage />;
  return <GameHall key={id} gtId={Number(id)} />;
}
