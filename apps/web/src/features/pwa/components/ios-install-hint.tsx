import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import './ios-install-hint.css';

/** The Share symbol of Safari, drawn so the visitor knows what to look for. */
function ShareSymbol() {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false" className="ios-hint__symbol">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M12 15V3m0 0L8 7m4-4 4 4M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1"
      />
    </svg>
  );
}

/** The iOS favourite hint (SPEC section 2): Safari has no install button, so the steps to add the site by hand. */
export function IosInstallHint({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('app_install.ios_title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="sm"
      testId="ios-install-hint"
    >
      <ol className="ios-hint__steps">
        <li>
          {t('app_install.ios_step_share')} <ShareSymbol />
        </li>
        <li>{t('app_install.ios_step_add')}</li>
        <li>{t('app_install.ios_step_confirm')}</li>
      </ol>
      <Button variant="primary" size="md" className="ios-hint__done" onClick={onClose} data-autofocus>
        {t('app_install.ios_done')}
      </Button>
    </Modal>
  );
}
