import type { GameEntry } from '@casino/contract/calls/game-calls.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { PlayIcon, StarIcon } from '../../../ui/icons.tsx';
import { launchOf, type OnDemo, type OnPlay } from '../game-actions.ts';
import { useMaintenancePhase } from '../hooks/use-maintenance-phase.ts';
import { MaintenanceBadge } from './maintenance-badge.tsx';
import './game-tile.css';

export type FavoriteControl = {
  /** The game is one of the member's favourites (a visitor's star is never on). */
  isFavorite: (game: GameEntry) => boolean;
  /** Its change is being saved: the star waits. */
  isPending?: (gameId: number) => boolean;
  onToggle: (game: GameEntry, isFavorite: boolean) => void;
};

export type GameTileActions = {
  onPlay: OnPlay;
  /** Offered for games that run in demo; left out, the tile has no demo button. */
  onDemo?: OnDemo | undefined;
  /** A demo is starting somewhere: demo buttons wait (one demo start at a time). */
  demoBusy?: boolean | undefined;
  /** Left out, the tile has no star. */
  favorite?: FavoriteControl | undefined;
};

type GameTileProps = GameTileActions & {
  game: GameEntry;
  headingLevel?: 2 | 3;
  /** Among the first tiles of a grid, on screen when it draws: the picture is fetched at once, not when laid out. */
  eager?: boolean;
};

const BADGE_TAGS = ['hot', 'new'] as const;

/** Game type of the live tables (game type 3 of SPEC section 3): their tiles say "live" in the page's language. */
const LIVE_GAME_TYPE = 3;

/**
 * One game: its picture, name, hot/new badge, favourite star, and play and demo buttons. A badge tells its provider's
 * maintenance window, in force (art greyed) or planned; the buttons stay, and while the window is in force the page
 * answers them with the maintenance dialog.
 */
export function GameTile({ game, onPlay, onDemo, demoBusy = false, favorite, headingLevel = 3, eager = false }: GameTileProps) {
  const { t } = useTranslation();
  const name = game.game_name || game.game_code;
  const badge = BADGE_TAGS.find((tag) => game.tags.includes(tag));
  const active = favorite?.isFavorite(game) ?? false;
  const pending = favorite?.isPending?.(game.game_id) ?? false;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const maintenance = useMaintenancePhase(game.maintenance);
  const badgeId = useId();
  const describedBy = maintenance ? badgeId : undefined;
  return (
    <article
      className={`game-tile${maintenance === 'now' ? ' is-in-maintenance' : ''}`}
      data-testid="game-tile"
      data-game-code={game.game_code}
      data-game-id={game.game_id}
    >
      <div className="game-tile__art">
        <FallbackImage
          className="game-tile__image"
          src={game.image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fallback={<span className="game-tile__monogram">{name.slice(0, 2)}</span>}
        />
        {badge || game.game_type === LIVE_GAME_TYPE ? (
          <span className="game-tile__badges">
            {badge ? (
              <span className={`game-tile__badge game-tile__badge--${badge}`} data-testid="game-badge">
                {t(`games_ui.tags.${badge}`)}
              </span>
            ) : null}
            {game.game_type === LIVE_GAME_TYPE ? (
              <span className="game-tile__badge game-tile__badge--live" data-testid="game-live-badge">
                {t('games_ui.tags.live')}
              </span>
            ) : null}
          </span>
        ) : null}
        {maintenance && game.maintenance ? <MaintenanceBadge window={game.maintenance} phase={maintenance} id={badgeId} /> : null}
        {favorite ? (
          <button
            type="button"
            className="game-tile__favorite"
            data-testid="game-favorite"
            aria-pressed={active}
            aria-busy={pending || undefined}
            aria-label={t(active ? 'games_ui.favorite.remove' : 'games_ui.favorite.add', { name })}
            disabled={pending}
            onClick={() => favorite.onToggle(game, active)}
          >
            <StarIcon size="1.125rem" fill={active ? 'currentColor' : 'none'} />
          </button>
        ) : null}
      </div>
      <div className="game-tile__body">
        <Heading className="game-tile__name" title={name}>
          {name}
        </Heading>
        <div className="game-tile__actions">
          <button
            type="button"
            className="game-tile__play"
            data-testid="game-play"
            aria-label={t('games_ui.tile.play_named', { name })}
            aria-describedby={describedBy}
            onClick={() => onPlay(launchOf(game))}
          >
            <PlayIcon size="0.875rem" />
            {t('games_ui.tile.play')}
          </button>
          {onDemo && game.demo ? (
            <button
              type="button"
              className="game-tile__demo"
              data-testid="game-demo"
              aria-label={t('games_ui.tile.demo_named', { name })}
              aria-describedby={describedBy}
              disabled={demoBusy}
              onClick={() => void onDemo(launchOf(game))}
            >
              {t('games_ui.tile.demo')}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

type GameGridProps = GameTileActions & {
  games: readonly GameEntry[];
  label: string;
  variant?: 'grid' | 'room' | 'row';
  headingLevel?: 2 | 3;
};

/** The tiles of a grid whose pictures are fetched at once: the first rows of a game room on a phone or a desktop. */
const EAGER_TILES = 6;

/** Games as a grid of tiles (a horizontal scrolling row on the home page, larger tiles in a game room). */
export function GameGrid({ games, label, variant = 'grid', headingLevel, ...actions }: GameGridProps) {
  return (
    <ul className={`game-grid game-grid--${variant}`} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.game_id} className="game-grid__item">
          <GameTile game={game} headingLevel={headingLevel} eager={index < EAGER_TILES} {...actions} />
        </li>
      ))}
    </ul>
  );
}
