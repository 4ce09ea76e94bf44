import type { ProviderEntry } from '@casino/contract/calls/game-calls.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import type { OnPlay } from '../game-actions.ts';
import { useMaintenancePhase } from '../hooks/use-maintenance-phase.ts';
import { MaintenanceBadge } from './maintenance-badge.tsx';
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

type HallProviderCardProps = {
  provider: ProviderEntry;
  gtId: number;
  to: string | null;
  onPlay: OnPlay;
};

/** One provider's card: its logo and name, a badge when it is in maintenance, and its games link or lobby button. */
function HallProviderCard({ provider, gtId, to, onPlay }: HallProviderCardProps) {
  const { t } = useTranslation();
  const maintenance = useMaintenancePhase(provider.maintenance);
  const name = provider.gp_name;
  return (
    <article
      className={`hall-provider${maintenance === 'now' ? ' is-in-maintenance' : ''}`}
      data-testid="hall-provider"
      data-gp-id={provider.gp_id}
    >
      <ProviderArt provider={provider} />
      <h2 className="hall-provider__name">{name}</h2>
      {maintenance && provider.maintenance ? <MaintenanceBadge window={provider.maintenance} phase={maintenance} inline /> : null}
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
              maintenance: provider.maintenance,
            })
          }
        >
          {t('games_ui.hall.enter')}
        </button>
      )}
    </article>
  );
}

/**
 * The providers of one game hall as cards with their logo. A slot provider leads to its game list; any other
 * provider (a customized hall, a live table lobby, a sportsbook) starts its lobby through onPlay.
 */
export function HallProviderGrid({ providers, gtId, label, linkFor, onPlay }: HallProviderGridProps) {
  return (
    <ul className="hall-provider-grid" aria-label={label}>
      {providers.map((provider) => (
        <li key={`${provider.gp_id}-${provider.id}`}>
          <HallProviderCard provider={provider} gtId={gtId} to={linkFor(provider)} onPlay={onPlay} />
        </li>
      ))}
    </ul>
  );
}
