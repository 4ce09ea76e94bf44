import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { type BrowserEnvironment, browserSupport, currentEnvironment } from '../platform.ts';

/** Local storage key of the dismissed browser-support warning (SPEC section 3). */
export const BROWSER_ALERT_DISMISSED_KEY = 'browser_alert_dismissed';

/**
 * The browser alert (SPEC section 2): a visitor in an app's built-in browser or in a browser too old for the site is
 * told to open it in a current browser. Dismissed once, it stays away on this device.
 */
export function BrowserAlert({ environment }: { environment?: BrowserEnvironment }) {
  const { t } = useTranslation();
  const [support] = useState(() => browserSupport(environment ?? currentEnvironment()));
  const [open, setOpen] = useState(() => support !== 'supported' && readStorage(BROWSER_ALERT_DISMISSED_KEY) !== '1');
  if (!open) return null;
  const dismiss = () => {
    writeStorage(BROWSER_ALERT_DISMISSED_KEY, '1');
    setOpen(false);
  };
  return (
    <Modal
      title={t('app_install.browser_alert_title')}
      onClose={dismiss}
      closeLabel={t('common.close')}
      size="sm"
      role="alertdialog"
      testId="browser-alert"
      description={t(support === 'in_app' ? 'app_install.browser_alert_in_app' : 'app_install.browser_alert_outdated')}
    >
      <Button variant="primary" size="md" onClick={dismiss} data-autofocus>
        {t('app_install.browser_alert_dismiss')}
      </Button>
    </Modal>
  );
}
