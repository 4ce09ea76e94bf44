import type { ProviderEntry } from '@casino/contract/calls/game-calls.ts';
import { SLOT_GAME_TYPE } from '@casino/contract/game-types.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGameList } from '../../features/games/api/game-list.ts';
import { gameHallTitle, gameTypeLabel, providerPath } from '../../features/games/components/game-links.ts';
import { GameTypeNav } from '../../features/games/components/game-type-nav.tsx';
import { ProviderGrid } from '../../features/games/components/provider-grid.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { LoadingRegion, Skeleton } from '../../ui/skeleton.tsx';
import { useCurrentLayoutMode } from '../layout-mode-context.ts';
import { NotFoundPage } from './error-page.tsx';
import './game-hall-page.css';

/** A slot provider that is not a customized hall opens its slot list; other providers open games (not yet here). */
function hallLink(provider: ProviderEntry, gtId: number): string | null {
  return gtId === SLOT_GAME_TYPE && !provider.customized ? providerPath(provider, gtId) : null;
}

function GameHall({ gtId }: { gtId: number }) {
  const { t } = useTranslation();
  const mode = useCurrentLayoutMode();
  const query = useGameList(mode);
  const entry = query.data?.find((type) => type.gt_id === gtId);
  const title = gameHallTitle(gtId, entry, t);
  useDocumentTitle(title);

  let providers: ReactNode = null;
  if (query.isPending) {
    providers = (
      <LoadingRegion label={t('common.loading')} className="game-hall__placeholder">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height="6.5rem" radius="var(--radius-md)" />
        ))}
      </LoadingRegion>
    );
  } else if (query.isSuccess) {
    providers =
      entry && entry.gp_list.length > 0 ? (
        <ProviderGrid
          providers={entry.gp_list}
          label={t('games.providers_of', { type: gameTypeLabel(entry, t) })}
          linkFor={(provider) => hallLink(provider, gtId)}
        />
      ) : (
        <p className="empty-state">{t('game_hall.empty')}</p>
      );
  }

  return (
    <div className="game-hall page-container">
      <h1 className="game-hall__title">{title}</h1>
      <GameTypeNav mode={mode} activeId={gtId} />
      <section className="game-hall__providers" aria-label={t('game_hall.providers_label')}>
        {providers}
      </section>
    </div>
  );
}

/** /gameHall/{id}: the providers of one game type. */
export function GameHallPage() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <NotFoundPage />;
  return <GameHall gtId={Number(id)} />;
}
