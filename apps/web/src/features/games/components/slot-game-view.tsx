import { type GameEntry, type GameTag, SLOT_PAGE_TABS } from '@casino/contract/calls/game-calls.ts';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { useSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { useGameLabels } from '../api/game-label.ts';
import { useGameList } from '../api/game-list.ts';
import { useProviderMemberGames } from '../api/provider-member-games.ts';
import type { ProviderPage } from '../api/provider-page.ts';
import type { OnDemo, OnPlay } from '../game-actions.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle.ts';
import { gameTypeLabel } from './game-links.ts';
import { type FavoriteControl, GameGrid } from './game-tile.tsx';
import './slot-game-view.css';

export type SlotTab = keyof typeof SLOT_PAGE_TABS;
export const SLOT_TABS = Object.keys(SLOT_PAGE_TABS) as SlotTab[];

/** Search boxes wait this long after the last key before filtering. */
export const SEARCH_DEBOUNCE_MS = 300;

type SlotGameViewProps = {
  page: ProviderPage;
  mode: LayoutMode;
  /** slot: the slot list page; room: the desktop game room with larger tiles. */
  variant?: 'slot' | 'room';
  onPlay: OnPlay;
  onDemo?: OnDemo | undefined;
  demoBusy?: boolean | undefined;
  /** True for a member; for a visitor it asks them to log in (the login-required confirm) and answers false. */
  requireMember: () => boolean;
};

/** Games whose localised name contains the search text, ignoring case and surrounding spaces. */
export function filterGamesByName(games: readonly GameEntry[], search: string, locale?: string): GameEntry[] {
  const needle = search.trim().toLocaleLowerCase(locale);
  if (!needle) return [...games];
  return games.filter((game) => (game.game_name || game.game_code).toLocaleLowerCase(locale).includes(needle));
}

function useProviderHeader(mode: LayoutMode, page: ProviderPage) {
  const catalogue = useGameList(mode);
  const type = catalogue.data?.find((entry) => entry.gt_id === page.gtId);
  // Banner links carry no house: the provider is found by gp_id.
  const provider = type?.gp_list.find((entry) => entry.gp_id === page.gpId);
  return { type, provider };
}

/**
 * A provider's slot games (/slotgame, and /gameRoom with larger tiles): the provider's header, the tabs all_game,
 * my_favorite and last_play, the hot/new label chips, a search box and the game tiles. Members get their own lists
 * (favourites, last played, real stars); visitors get the public list and are asked to log in for the rest.
 */
export function SlotGameView({ page, mode, variant = 'slot', onPlay, onDemo, demoBusy, requireMember }: SlotGameViewProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const baseId = useId();
  const session = useSession();
  const isMember = session !== null;
  const labels = useGameLabels(mode, page);
  const memberGames = useProviderMemberGames(mode, page);
  const { type, provider } = useProviderHeader(mode, page);
  const favorites = useFavoriteToggle();
  const [tab, setTab] = useState<SlotTab>('all_game');
  const [label, setLabel] = useState<GameTag | null>(null);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const tabRefs = useRef(new Map<SlotTab, HTMLButtonElement>());

  const games = isMember ? memberGames : labels;
  const providerName = provider?.gp_name ?? labels.data?.main[0]?.gp_name ?? memberGames.data?.entire_games[0]?.gp_name ?? '';
  const pageTitle = t(variant === 'room' ? 'pages.gameRoom' : 'pages.slotgame');
  useDocumentTitle(providerName ? `${providerName} · ${pageTitle}` : pageTitle);

  const tabGames: GameEntry[] | null = useMemo(() => {
    if (isMember) {
      const data = memberGames.data;
      return data ? data[SLOT_PAGE_TABS[tab]] : null;
    }
    if (tab !== 'all_game') return [];
    return labels.data?.main ?? null;
  }, [isMember, memberGames.data, labels.data, tab]);

  const chips = (labels.data?.labels ?? []).filter((entry) => entry.game_list.length > 0);
  const chipIds = useMemo(() => {
    const entry = labels.data?.labels.find((candidate) => candidate.tag === label);
    return entry ? new Set(entry.game_list.map((game) => game.game_id)) : null;
  }, [labels.data, label]);

  const shown = useMemo(() => {
    if (!tabGames) return null;
    const labelled = chipIds ? tabGames.filter((game) => chipIds.has(game.game_id)) : tabGames;
    return filterGamesByName(labelled, settledSearch, i18n.language.replace('_', '-'));
  }, [tabGames, chipIds, settledSearch, i18n.language]);

  const favorite: FavoriteControl = {
    isFavorite: (game) => isMember && game.member_favorite === 1,
    isPending: favorites.isPending,
    onToggle: (game, active) => {
      if (!requireMember()) return;
      favorites.toggle(game, active);
    },
  };

  const selectTab = (index: number) => {
    const next = SLOT_TABS[(index + SLOT_TABS.length) % SLOT_TABS.length];
    if (!next) return;
    setTab(next);
    tabRefs.current.get(next)?.focus();
  };
  const onTabKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: SLOT_TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    selectTab(target);
  };

  const panelId = `${baseId}-panel`;
  const searchId = `${baseId}-search`;
  const tabLabel = t(`games_ui.slot.tabs.${tab}`);

  let body: ReactNode;
  if (!isMember && tab !== 'all_game') {
    body = (
      <div className="slot-view__login">
        <p>{t(tab === 'my_favorite' ? 'games_ui.slot.login_for_favorites' : 'games_ui.slot.login_for_recent')}</p>
        <Button onClick={() => requireMember()}>{t('games_ui.slot.log_in')}</Button>
      </div>
    );
  } else if (games.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')} className={`game-grid game-grid--${variant === 'room' ? 'room' : 'grid'}`}>
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
          <Skeleton key={i} height={variant === 'room' ? '15rem' : '12rem'} radius="var(--radius-md)" />
        ))}
      </LoadingRegion>
    );
  } else if (games.isError) {
    body = (
      <ErrorMessage
        title={t('games_ui.slot.load_failed')}
        message={errorText(games.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void games.refetch()}
      />
    );
  } else if (!shown || shown.length === 0) {
    const emptyKey =
      settledSearch.trim() || label
        ? 'games_ui.slot.no_match'
        : tab === 'my_favorite'
          ? 'games_ui.slot.empty_favorites'
          : tab === 'last_play'
            ? 'games_ui.slot.empty_recent'
            : 'games_ui.slot.empty';
    body = (
      <p className="empty-state" data-testid="slot-empty">
        {t(emptyKey)}
      </p>
    );
  } else {
    body = (
      <GameGrid
        games={shown}
        label={t('games_ui.slot.games_of', { tab: tabLabel })}
        variant={variant === 'room' ? 'room' : 'grid'}
        onPlay={onPlay}
        onDemo={onDemo}
        demoBusy={demoBusy}
        favorite={favorite}
      />
    );
  }

  const logo = provider?.logo || provider?.icon_light;
  return (
    <div className={`slot-view slot-view--${variant}`}>
      <header className="slot-view__header" data-testid="slot-provider-header">
        <span className="slot-view__logo">
          <FallbackImage
            src={logo}
            alt=""
            fallback={<span className="slot-view__monogram">{providerName.slice(0, 2) || '··'}</span>}
          />
        </span>
        <div className="slot-view__heading">
          <h1 className="slot-view__title">{providerName || pageTitle}</h1>
          <p className="slot-view__subtitle">
            {variant === 'room'
              ? t('games_ui.room.subtitle', { type: type ? gameTypeLabel(type, t) : t('game_type.slot') })
              : type
                ? gameTypeLabel(type, t)
                : t('pages.slotgame')}
          </p>
        </div>
      </header>

      <div className="slot-view__toolbar">
        <div className="slot-view__tabs" role="tablist" aria-label={t('games_ui.slot.tabs_label')}>
          {SLOT_TABS.map((id, index) => {
            const selected = id === tab;
            return (
              <button
                key={id}
                ref={(node) => {
                  if (node) tabRefs.current.set(id, node);
                  else tabRefs.current.delete(id);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${id}`}
                data-testid={`slot-tab-${id}`}
                data-list={SLOT_PAGE_TABS[id]}
                aria-selected={selected}
                aria-controls={panelId}
                tabIndex={selected ? 0 : -1}
                className="slot-view__tab"
                onClick={() => setTab(id)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
              >
                {t(`games_ui.slot.tabs.${id}`)}
              </button>
            );
          })}
        </div>
        <div className="slot-view__search">
          <label htmlFor={searchId} className="visually-hidden">
            {t('games_ui.slot.search_label')}
          </label>
          <input
            id={searchId}
            type="search"
            data-testid="slot-search"
            className="slot-view__search-input"
            placeholder={t('games_ui.slot.search_placeholder')}
            value={search}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>

      {chips.length > 0 ? (
        <fieldset className="slot-view__chips">
          <legend className="visually-hidden">{t('games_ui.slot.labels_label')}</legend>
          <button
            type="button"
            className="slot-view__chip"
            data-testid="slot-label-all"
            aria-pressed={label === null}
            onClick={() => setLabel(null)}
          >
            {t('games_ui.slot.label_all')}
          </button>
          {chips.map((chip) => (
            <button
              key={chip.id}
              type="button"
              className={`slot-view__chip slot-view__chip--${chip.tag}`}
              data-testid={`slot-label-${chip.tag}`}
              aria-pressed={label === chip.tag}
              onClick={() => setLabel(label === chip.tag ? null : chip.tag)}
            >
              {t(`games_ui.tags.${chip.tag}`)}
            </button>
          ))}
        </fieldset>
      ) : null}

      <section
        className="slot-view__panel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={`${baseId}-tab-${tab}`}
        data-testid="slot-panel"
      >
        {body}
      </section>
    </div>
  );
}
