import type { ProviderEntry } from '@casino/contract/calls/game-calls.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import type { OnPlay } from '../game-actions.ts';
import './hall-provider-grid.css';

type HallProviderGridProps = {
  providers: readonly ProviderEntry[];
  /** The game type of the hall. */
  gtId: number;
  label: string;
  /** Where a provider's card leads (a slot list or game room), or null when the card starts the provider's lobby. */
  linkFor: (provider: ProviderEntry) => string | null;
  onPlay: OnPlay;
};

function ProviderArt({ provider }: { provider: ProviderEntry }) {
  return (
    <span className="hall-provider__art">
      <FallbackImage
        className="hall-provider__logo"
        src={provider.logo || provider.icon_light}
        alt=""
        loading="lazy"
        fallback={<span className="hall-provider__monogram">{provider.gp_name.slice(0, 2)}</span>}
      />
    </span>
  );
}

/**
 * The providers of one game hall as cards with their logo. A slot provider leads to its game list; any other
 * provider (a customized hall, a live table lobby, a sportsbook) starts its lobby through onPlay.
 */
export function HallProviderGrid({ providers, gtId, label, linkFor, onPlay }: HallProviderGridProps) {
  const { t } = useTranslation();
  return (
    <ul className="hall-provider-grid" aria-label={label}>
      {providers.map((provider) => {
        const to = linkFor(provider);
        const name = provider.gp_name;
        return (
          <li key={`${provider.gp_id}-${provider.id}`}>
            <article className="hall-provider" data-testid="hall-provider" data-gp-id={provider.gp_id}>
              <ProviderArt provider={provider} />
              <h2 className="hall-provider__name">{name}</h2>
              {to ? (
                <Link to={to} className="hall-provider__action" aria-label={t('games_ui.hall.open_games', { name })}>
                  {t('games_ui.hall.games')}
                </Link>
              ) : (
                <button
                  type="button"
                  className="hall-provider__action"
                  aria-label={t('games_ui.hall.enter_lobby', { name })}
                  onClick={() =>
                    onPlay({
                      gpId: provider.gp_id,
                      gameType: gtId,
                      gameCode: provider.game_code,
                      house: provider.house,
                      customized: provider.customized,
                    })
                  }
                >
                  {t('games_ui.hall.enter')}
                </button>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
