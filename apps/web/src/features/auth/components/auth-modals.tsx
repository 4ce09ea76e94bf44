import { useSession } from '../../../lib/session.ts';
import { useAuthModal, useLoginRequiredOpen } from '../auth-modals.ts';
import { DoubleValidationModal } from './double-validation-modal.tsx';
import { LoginModal } from './login-modal.tsx';
import { LoginRequiredConfirm } from './login-required-confirm.tsx';
import { RecoveryModal } from './recovery-modal.tsx';

/** Whichever account dialog is open. They are for visitors: a member sees none of them. */
export function AuthModals() {
  const modal = useAuthModal();
  const loginRequired = useLoginRequiredOpen();
  const session = useSession();
  if (session) return null;
  return (
    <>
      {modal?.kind === 'login' ? <LoginModal tab={modal.tab} /> : null}
      {modal?.kind === 'doubleValidation' ? (
        <DoubleValidationModal key={modal.question.member_login_id} question={modal.question} />
      ) : null}
      {modal?.kind === 'recovery' ? <RecoveryModal account={modal.account} /> : null}
      {loginRequired ? <LoginRequiredConfirm /> : null}
    </>
  );
}
