import type { GameEntry } from '@casino/contract/calls/game-calls.ts';
import { SLOT_GAME_TYPE } from '@casino/contract/game-types.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { useSession } from '../../../lib/session.ts';
import { AfterFirstPaint } from '../../../ui/after-first-paint.tsx';
import { useFavoriteGames } from '../api/favorite-games.ts';
import { useTagGames } from '../api/tag-game-list.ts';
import type { OnDemo, OnPlay } from '../game-actions.ts';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle.ts';
import { useLastPlayedGames } from '../hooks/use-last-played-games.ts';
import { GameRow } from './game-row.tsx';
import type { FavoriteControl } from './game-tile.tsx';

type HomeGameSectionsProps = {
  mode: LayoutMode;
  onPlay: OnPlay;
  onDemo?: OnDemo | undefined;
  demoBusy?: boolean | undefined;
  /** True for a member; for a visitor it asks them to log in and answers false. */
  requireMember: () => boolean;
};

function MemberRows({
  mode,
  favorite,
  actions,
  known,
}: {
  mode: LayoutMode;
  favorite: FavoriteControl;
  actions: Pick<HomeGameSectionsProps, 'onPlay' | 'onDemo' | 'demoBusy'>;
  known: ReadonlyArray<readonly GameEntry[] | undefined>;
}) {
  const { t } = useTranslation();
  const favorites = useFavoriteGames(mode);
  const recent = useLastPlayedGames(mode, known);
  return (
    <>
      <GameRow
        title={t('games_ui.home.favorites')}
        testId="home-favorite-games"
        games={favorites.data}
        loading={favorites.isPending}
        favorite={favorite}
        {...actions}
      />
      <GameRow
        title={t('games_ui.home.last_played')}
        testId="home-last-played"
        games={recent.games}
        loading={recent.isPending}
        favorite={favorite}
        {...actions}
      />
    </>
  );
}

/**
 * The home page's game rows: hot and new slots for everyone, and for members their favourites and last-played games
 * (each row left out when it has nothing). Stars follow the member's favourites list.
 */
export function HomeGameSections({ mode, onPlay, onDemo, demoBusy, requireMember }: HomeGameSectionsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const hot = useTagGames(mode, 'hot', SLOT_GAME_TYPE);
  const fresh = useTagGames(mode, 'new', SLOT_GAME_TYPE);
  const favorites = useFavoriteGames(mode);
  const toggle = useFavoriteToggle();
  const favoriteIds = useMemo(() => new Set((favorites.data ?? []).map((game) => game.game_id)), [favorites.data]);
  const known = useMemo(() => [hot.data, fresh.data], [hot.data, fresh.data]);

  const favorite: FavoriteControl = {
    isFavorite: (game) => session !== null && (favorites.data ? favoriteIds.has(game.game_id) : game.member_favorite === 1),
    isPending: toggle.isPending,
    onToggle: (game, active) => {
      if (!requireMember()) return;
      toggle.toggle(game, active);
    },
  };
  const actions = { onPlay, onDemo, demoBusy };
  const newRow = (
    <GameRow
      title={t('games_ui.home.new')}
      testId="home-new-games"
      games={fresh.data}
      loading={fresh.isPending}
      favorite={favorite}
      {...actions}
    />
  );

  return (
    <>
      {session ? <MemberRows mode={mode} favorite={favorite} actions={actions} known={known} /> : null}
      <GameRow
        title={t('games_ui.home.hot')}
        testId="home-hot-games"
        games={hot.data}
        loading={hot.isPending}
        favorite={favorite}
        {...actions}
      />
      {/* Below the fold on a phone: drawn after the first paint, so that the first render and its layout are smaller. */}
      {mode === 'mobile' ? <AfterFirstPaint reservedHeight="15.5rem">{newRow}</AfterFirstPaint> : newRow}
    </>
  );
}
