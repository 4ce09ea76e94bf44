import { Suspense, useEffect } from 'react';
import { lazyComponent, whenIdle } from '../../../lib/lazy-component.ts';
import { useSession } from '../../../lib/session.ts';
import { useAuthModal, useLoginRequiredOpen } from '../auth-modals.ts';

// The dialogs (and the register form inside the login dialog) are not in the first download (decision 29): they are
// fetched when the browser is idle after the first paint, or when one opens first.
const DoubleValidationModal = lazyComponent(() => import('./double-validation-modal.tsx').then((m) => m.DoubleValidationModal));
const LoginModal = lazyComponent(() => import('./login-modal.tsx').then((m) => m.LoginModal));
const LoginRequiredConfirm = lazyComponent(() => import('./login-required-confirm.tsx').then((m) => m.LoginRequiredConfirm));
const RecoveryModal = lazyComponent(() => import('./recovery-modal.tsx').then((m) => m.RecoveryModal));

const DIALOGS = [LoginModal, LoginRequiredConfirm, DoubleValidationModal, RecoveryModal];

/** Fetches the account dialogs ahead of their first use. */
export function preloadAuthDialogs() {
  return Promise.all(DIALOGS.map((dialog) => dialog.preload()));
}

/**
 * Fetches them one per idle moment, most used first: together, their modules (the register form and its rules among
 * them) ran in one long task while the page was still starting on a phone.
 */
function preloadAuthDialogsWhenIdle(): () => void {
  let cancel: () => void = () => undefined;
  let stopped = false;
  const next = (index: number) => {
    const dialog = DIALOGS[index];
    if (!dialog || stopped) return;
    cancel = whenIdle(() => {
      void dialog.preload().then(
        () => next(index + 1),
        () => undefined,
      );
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}

/** Whichever account dialog is open. They are for visitors: a member sees none of them. */
export function AuthModals() {
  const modal = useAuthModal();
  const loginRequired = useLoginRequiredOpen();
  const session = useSession();
  const visitor = !session;
  useEffect(() => (visitor ? preloadAuthDialogsWhenIdle() : undefined), [visitor]);
  if (session || (!modal && !loginRequired)) return null;
  return (
    <Suspense fallback={null}>
      {modal?.kind === 'login' ? <LoginModal tab={modal.tab} /> : null}
      {modal?.kind === 'doubleValidation' ? (
        <DoubleValidationModal key={modal.question.member_login_id} question={modal.question} />
      ) : null}
      {modal?.kind === 'recovery' ? <RecoveryModal account={modal.account} /> : null}
      {loginRequired ? <LoginRequiredConfirm /> : null}
    </Suspense>
  );
}
