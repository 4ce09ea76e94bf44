import type { GameEntry, ProviderEntry } from '@casino/contract/calls/game-calls.ts';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import type { LayoutMode } from '../../../lib/layout-mode.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { useDemoGameTypes } from '../api/demo-game-types.ts';
import { useDemoProviderGames } from '../api/demo-provider-games.ts';
import type { ProviderPage } from '../api/provider-page.ts';
import { launchOf, type OnDemo } from '../game-actions.ts';
import { gameTypeLabel } from './game-links.ts';
import './demo-games-section.css';

type DemoProvider = { provider: ProviderEntry; gtId: number; typeLabel: string };

type DemoGameListModalProps = {
  mode: LayoutMode;
  provider: DemoProvider;
  onDemo: OnDemo;
  /** A demo is starting (from the start flow): every button waits. */
  busy?: boolean | undefined;
  onClose: () => void;
};

/**
 * The demo game list modal: the demo games of one provider, each with a button that starts it in demo. Only one demo
 * starts at a time: every button waits while a start is under way (SPEC section 5, "Demo play").
 */
export function DemoGameListModal({ mode, provider, onDemo, busy = false, onClose }: DemoGameListModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const page: ProviderPage = { gtId: provider.gtId, gpId: provider.provider.gp_id, house: provider.provider.house };
  const query = useDemoProviderGames(mode, page);
  const [startingCode, setStartingCode] = useState<string | null>(null);
  const starting = useRef(false);
  const waiting = busy || startingCode !== null;

  const start = (game: GameEntry) => {
    if (starting.current || busy) return;
    starting.current = true;
    setStartingCode(game.game_code);
    const release = () => {
      starting.current = false;
      setStartingCode(null);
    };
    try {
      Promise.resolve(onDemo(launchOf(game))).then(release, release);
    } catch {
      release();
    }
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')} className="demo-modal__list">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="3.5rem" radius="var(--radius-md)" />
        ))}
      </LoadingRegion>
    );
  } else if (query.isError) {
    body = (
      <ErrorMessage
        compact
        title={t('games_ui.demo.load_failed')}
        message={errorText(query.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    body = <p className="empty-state">{t('games_ui.demo.empty')}</p>;
  } else {
    body = (
      <ul className="demo-modal__list" aria-label={t('games_ui.demo.games_of', { name: provider.provider.gp_name })}>
        {query.data.map((game) => {
          const name = game.game_name || game.game_code;
          const isStarting = startingCode === game.game_code;
          return (
            <li key={game.game_id} className="demo-modal__item" data-testid="demo-game" data-game-code={game.game_code}>
              <span className="demo-modal__art">
                <FallbackImage
                  src={game.image}
                  alt=""
                  loading="lazy"
                  fallback={<span className="demo-modal__monogram">{name.slice(0, 2)}</span>}
                />
              </span>
              <span className="demo-modal__name">{name}</span>
              <button
                type="button"
                className="demo-modal__start"
                data-testid="game-demo"
                aria-label={t('games_ui.tile.demo_named', { name })}
                aria-busy={isStarting || undefined}
                disabled={waiting}
                onClick={() => start(game)}
              >
                {isStarting ? t('games_ui.demo.starting') : t('games_ui.tile.demo')}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Modal
      title={t('games_ui.demo.modal_title', { name: provider.provider.gp_name })}
      description={provider.typeLabel}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="demo-game-list-modal"
      size="md"
    >
      {body}
    </Modal>
  );
}

type DemoGamesSectionProps = {
  mode: LayoutMode;
  onDemo: OnDemo;
  busy?: boolean | undefined;
};

/**
 * Home page: the providers whose games can be tried in demo (/demo/gt_games: the demo providers of SPEC section 5,
 * and the house provider when the server offers it). A provider opens the demo game modal.
 */
export function DemoGamesSection({ mode, onDemo, busy }: DemoGamesSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useDemoGameTypes(mode);
  const [open, setOpen] = useState<DemoProvider | null>(null);

  if (query.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="demo-section__grid">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="5.5rem" radius="var(--radius-md)" />
        ))}
      </LoadingRegion>
    );
  }
  // Demo games are an extra of the home page: a failure or an empty list leaves the section out.
  if (query.isError) return null;
  const providers: DemoProvider[] = query.data.flatMap((type) =>
    type.gp_list.map((provider) => ({ provider, gtId: type.gt_id, typeLabel: gameTypeLabel(type, t) })),
  );
  if (providers.length === 0) return null;

  return (
    <section className="demo-section" data-testid="home-demo-games" aria-labelledby={titleId}>
      <div className="section-heading">
        <h2 id={titleId} className="section-heading__title">
          {t('games_ui.demo.title')}
        </h2>
      </div>
      <ul className="demo-section__grid">
        {providers.map((entry) => (
          <li key={`${entry.gtId}-${entry.provider.gp_id}`}>
            <button
              type="button"
              className="demo-section__provider"
              data-testid="demo-provider"
              data-gp-id={entry.provider.gp_id}
              aria-haspopup="dialog"
              aria-label={t('games_ui.demo.open', { name: entry.provider.gp_name, type: entry.typeLabel })}
              onClick={() => setOpen(entry)}
            >
              <span className="demo-section__art">
                <FallbackImage
                  src={entry.provider.logo || entry.provider.icon_light}
                  alt=""
                  loading="lazy"
                  fallback={<span className="demo-modal__monogram">{entry.provider.gp_name.slice(0, 2)}</span>}
                />
              </span>
              <span className="demo-section__name">{entry.provider.gp_name}</span>
              <span className="demo-section__type" title={entry.typeLabel}>
                {entry.typeLabel}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open ? <DemoGameListModal mode={mode} provider={open} onDemo={onDemo} busy={busy} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
