import type { MemberLayout } from '@casino/contract/calls/member-calls.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { memberLayoutKeys, useMemberLayout } from '../features/auth/api/member-layout.ts';
import { useLogout } from '../features/auth/hooks/use-logout.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { useSession } from '../lib/session.ts';
import { Modal } from '../ui/modal.tsx';
import './forced-password-change.css';

// Only a first login with a forced change draws the form: it is fetched then, not with every page (decision 29).
const PasswordForm = lazyComponent(() => import('../features/member/components/password-form.tsx').then((m) => m.PasswordForm));

/** Fetches the form ahead of its first use. */
export const preloadForcedPasswordChange = () => PasswordForm.preload();

/**
 * First login with first_login_to_change_password = 1: the member must change the password before going on. The
 * dialog has no close button and ignores Escape until the change succeeded; logging out is the only other way.
 */
export function ForcedPasswordChange() {
  const { t } = useTranslation();
  const session = useSession();
  const layout = useMemberLayout();
  const queryClient = useQueryClient();
  const { logout, pending } = useLogout();
  if (!session || layout.data?.first_login_to_change_password !== 1) return null;

  const onDone = () => {
    queryClient.setQueryData<MemberLayout>(memberLayoutKeys.detail(session.memberId), (data) =>
      data ? { ...data, first_login_to_change_password: 0 } : data,
    );
    void queryClient.invalidateQueries({ queryKey: memberLayoutKeys.all });
  };

  return (
    // The dialog waits for its form, so that it opens whole.
    <Suspense fallback={null}>
      <Modal title={t('member.forced_title')} description={t('member.forced_message')} testId="change-password-modal">
        <PasswordForm kind="login" needsOld testIdPrefix="forced-password" onDone={onDone} />
        <p className="forced-password__logout">
          <button type="button" className="link-button" onClick={() => void logout()} disabled={pending}>
            {t('auth.logout')}
          </button>
        </p>
      </Modal>
    </Suspense>
  );
}
