import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { useGameList } from '../api/game-list.ts';
import { gameHallPath, gameTypeLabel, providerPath } from './game-links.ts';
import { ProviderGrid } from './provider-grid.tsx';
import './provider-showcase.css';

/** Home page: tabs of the game types and the providers of the selected one. */
export function ProviderShowcase({ mode }: { mode: LayoutMode }) {
  const { t } = useTranslation();
  const baseId = useId();
  const query = useGameList(mode);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const tabRefs = useRef(new Map<number, HTMLButtonElement>());

  if (query.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="provider-showcase">
        <div className="provider-showcase__placeholder">
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <Skeleton key={i} height="6.5rem" radius="var(--radius-md)" />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  // Failures are reported once, by the game type navigation that reads the same list.
  if (query.isError) return null;

  const types = query.data.filter((type) => type.gp_list.length > 0);
  if (types.length === 0) return null;
  const selected = types.find((type) => type.gt_id === selectedId) ?? types[0];
  if (!selected) return null;

  const select = (index: number) => {
    const type = types[(index + types.length) % types.length];
    if (!type) return;
    setSelectedId(type.gt_id);
    tabRefs.current.get(type.gt_id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: types.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const panelId = `${baseId}-panel`;
  const selectedLabel = gameTypeLabel(selected, t);

  return (
    <section className="provider-showcase" aria-labelledby={`${baseId}-title`}>
      <div className="section-heading">
        <h2 id={`${baseId}-title`} className="section-heading__title">
          {t('games.providers_title')}
        </h2>
        <Link className="section-heading__more" to={gameHallPath(selected.gt_id)}>
          {t('games.view_hall', { type: selectedLabel })}
        </Link>
      </div>
      <div className="provider-showcase__tabs" role="tablist" aria-label={t('games.type_tabs_label')}>
        {types.map((type, index) => {
          const isSelected = type.gt_id === selected.gt_id;
          return (
            <button
              key={type.gt_id}
              ref={(node) => {
                if (node) tabRefs.current.set(type.gt_id, node);
                else tabRefs.current.delete(type.gt_id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${type.gt_id}`}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              className="provider-showcase__tab"
              onClick={() => setSelectedId(type.gt_id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {gameTypeLabel(type, t)}
            </button>
          );
        })}
      </div>
      <div className="provider-showcase__panel" role="tabpanel" id={panelId} aria-labelledby={`${baseId}-tab-${selected.gt_id}`}>
        <ProviderGrid
          providers={selected.gp_list}
          label={t('games.providers_of', { type: selectedLabel })}
          linkFor={(provider) => providerPath(provider, selected.gt_id)}
        />
      </div>
    </section>
  );
}
