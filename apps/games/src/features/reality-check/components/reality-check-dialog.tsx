import { useTranslation } from 'react-i18next';
import { moneyFormat, writtenDecimals } from '../../../lib/money-format.ts';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import type { RealityCheckFigures } from '../hooks/use-reality-check.ts';
import './reality-check.css';

type RealityCheckDialogProps = {
  figures: RealityCheckFigures | null;
  language: string;
  onContinue: () => void;
  onLogOut: () => void;
  /** While the logout is under way: the buttons wait. */
  busy?: boolean;
};

/**
 * The reality check (docs/decisions/0080): a modal dialog over an inert page with the time played and the net result
 * since the member signed in. Escape does not close it: the member answers with one of its two buttons.
 */
export function RealityCheckDialog({ figures, language, onContinue, onLogOut, busy = false }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const minutes = figures?.minutes_played ?? 0;
  const hours = Math.floor(minutes / 60);
  const played =
    hours > 0 ? t('reality_check.hours_minutes', { hours, minutes: minutes % 60 }) : t('reality_check.minutes', { minutes });
  const net = figures?.net_result ?? '0';
  const format = moneyFormat(language, figures?.currency ?? '', writtenDecimals(net));
  const loss = net.startsWith('-');
  return (
    <ModalDialog
      open={figures !== null}
      onClose={() => undefined}
      keepOnEscape
      role="dialog"
      labelledBy="reality-check-title"
      className="reality-check"
      id="reality-check"
      testId="reality-check"
      focusOnOpen=".reality-check-continue"
    >
      <h2 id="reality-check-title">{t('reality_check.title')}</h2>
      <p id="reality-check-since">{t('reality_check.since_login')}</p>
      <dl aria-describedby="reality-check-since">
        <div>
          <dt>{t('reality_check.time_played')}</dt>
          <dd data-testid="reality-check-played">{played}</dd>
        </div>
        <div>
          <dt>{t('reality_check.net_result')}</dt>
          <dd data-testid="reality-check-net" className={loss ? 'loss' : undefined}>
            {format(net)}
          </dd>
        </div>
      </dl>
      <div className="reality-check-actions">
        <button type="button" className="reality-check-continue primary" disabled={busy} onClick={onContinue}>
          {t('reality_check.continue')}
        </button>
        <button type="button" className="reality-check-logout" disabled={busy} onClick={onLogOut}>
          {t('reality_check.log_out')}
        </button>
      </div>
    </ModalDialog>
  );
}
