import { formatDateTime } from '@casino/browser/date-format.ts';
import type { MaintenanceInterval } from '@casino/contract/calls/play-calls.ts';
import { useTranslation } from 'react-i18next';
import type { MaintenancePhase } from '../maintenance.ts';
import './maintenance-badge.css';

type MaintenanceBadgeProps = {
  window: MaintenanceInterval;
  phase: Exclude<MaintenancePhase, null>;
  /** Lets the tile's play button be described by the badge for screen readers. */
  id?: string;
  /** In the card's flow (provider cards) rather than over the art (game tiles). */
  inline?: boolean;
};

/** "Maintenance" (or "Maintenance from {time}" before it starts) and its end, over a game or provider's art. */
export function MaintenanceBadge({ window, phase, id, inline = false }: MaintenanceBadgeProps) {
  const { t, i18n } = useTranslation();
  const time = (value: string) => formatDateTime(value, i18n.language, { seconds: false });
  return (
    <span
      className={`maintenance-badge maintenance-badge--${phase}${inline ? ' maintenance-badge--inline' : ''}`}
      id={id}
      data-testid="maintenance-badge"
      data-phase={phase}
    >
      <span className="maintenance-badge__title">
        {phase === 'now' ? t('games_ui.maintenance.now') : t('games_ui.maintenance.planned', { time: time(window.start_at) })}
      </span>{' '}
      <span className="maintenance-badge__until">{t('games_ui.maintenance.until', { time: time(window.end_at) })}</span>
    </span>
  );
}
