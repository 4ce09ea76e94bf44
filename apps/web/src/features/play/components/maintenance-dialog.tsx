import { formatDateTime } from '@casino/browser/date-format.ts';
import type { MaintenanceInterval } from '@casino/contract/calls/play-calls.ts';
import { useTranslation } from 'react-i18next';
import { safeUrl } from '../../../lib/safe-url.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import './play.css';

/** A time of the interval in the site's zone (America/Caracas); a time without a zone is shown as the server wrote it. */
export function maintenanceTime(value: string, language: string): string {
  return /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? formatDateTime(value, language) : value;
}

/**
 * The game platform is under maintenance (SPEC section 8, code 203): titled maintenance, with the interval when the
 * server gave one and a customer service button when the site has a customer service link that is safe to follow.
 */
export function MaintenanceDialog({
  interval,
  customerServiceLink,
  onClose,
}: {
  interval: MaintenanceInterval | null;
  customerServiceLink: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  // Operator content: only an http(s) address or a path of the site becomes the button's link.
  const serviceLink = safeUrl(customerServiceLink);
  return (
    <Modal
      title={t('play.maintenance_title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="sm"
      role="alertdialog"
      testId="maintenance-dialog"
      description={t('play.maintenance_message')}
    >
      {interval ? (
        <dl className="maintenance-dialog__interval" data-testid="maintenance-interval">
          <dt>{t('play.maintenance_start')}</dt>
          <dd data-testid="maintenance-start">{maintenanceTime(interval.start_at, i18n.language)}</dd>
          <dt>{t('play.maintenance_end')}</dt>
          <dd data-testid="maintenance-end">{maintenanceTime(interval.end_at, i18n.language)}</dd>
        </dl>
      ) : null}
      <div className="modal__actions">
        {serviceLink ? (
          <a
            className={buttonClassName('secondary')}
            href={serviceLink}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="maintenance-customer-service"
          >
            {t('play.customer_service')}
          </a>
        ) : null}
        <Button onClick={onClose} data-testid="maintenance-close" data-autofocus>
          {t('play.ok')}
        </Button>
      </div>
    </Modal>
  );
}
