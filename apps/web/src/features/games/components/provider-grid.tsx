import type { ProviderEntry } from '@casino/contract/calls/game-calls.ts';
import { Link } from 'react-router';
import { FallbackImage } from '../../../ui/fallback-image.tsx';
import { useMaintenancePhase } from '../hooks/use-maintenance-phase.ts';
import { MaintenanceBadge } from './maintenance-badge.tsx';
import './provider-grid.css';

type ProviderGridProps = {
  providers: readonly ProviderEntry[];
  /** Where a provider leads, or null for a tile without a link. */
  linkFor: (provider: ProviderEntry) => string | null;
  label: string;
};

function ProviderTile({ provider }: { provider: ProviderEntry }) {
  const maintenance = useMaintenancePhase(provider.maintenance);
  return (
    <>
      <span className={`provider-tile__art${maintenance === 'now' ? ' is-in-maintenance' : ''}`}>
        <FallbackImage
          className="provider-tile__icon"
          src={provider.icon_light}
          alt=""
          loading="lazy"
          fallback={<span className="provider-tile__monogram">{provider.gp_name.slice(0, 2)}</span>}
        />
      </span>
      <span className="provider-tile__name">{provider.gp_name}</span>
      {maintenance && provider.maintenance ? <MaintenanceBadge window={provider.maintenance} phase={maintenance} inline /> : null}
    </>
  );
}

/** Providers of one game type as tiles with their light icon and name. */
export function ProviderGrid({ providers, linkFor, label }: ProviderGridProps) {
  return (
    <ul className="provider-grid" aria-label={label}>
      {providers.map((provider) => {
        const to = linkFor(provider);
        return (
          <li key={`${provider.gp_id}-${provider.id}`}>
            {to ? (
              <Link to={to} className="provider-tile provider-tile--link" data-testid="provider-item">
                <ProviderTile provider={provider} />
              </Link>
            ) : (
              <div className="provider-tile" data-testid="provider-item">
                <ProviderTile provider={provider} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
