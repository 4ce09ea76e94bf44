import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { authModals } from '../auth-modals.ts';

/** "Please log in first": confirm opens the login dialog, cancel closes (SPEC section 2, "login-required confirm"). */
export function LoginRequiredConfirm() {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('login_required.title')}
      message={t('login_required.message')}
      confirmLabel={t('login_required.confirm')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      onConfirm={() => {
        authModals.closeLoginRequired();
        authModals.openLogin('login');
      }}
      onCancel={authModals.closeLoginRequired}
      testId="login-required-confirm"
    />
  );
}
