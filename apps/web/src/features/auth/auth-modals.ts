import type { DoubleValidationQuestion } from '@casino/contract/calls/auth-calls.ts';
import { createStore, useStore } from '../../lib/create-store.ts';

export type LoginTab = 'login' | 'register';

/** The account dialog that is open, if any (SPEC section 2, "Modals"). */
export type AuthModal =
  | { kind: 'login'; tab: LoginTab }
  | { kind: 'doubleValidation'; question: DoubleValidationQuestion }
  | { kind: 'recovery'; account: string }
  | null;

const modal = createStore<AuthModal>(null);
const loginRequired = createStore<boolean>(false);

export const authModals = {
  get: () => modal.get(),
  openLogin: (tab: LoginTab = 'login') => modal.set({ kind: 'login', tab }),
  openRegister: () => modal.set({ kind: 'login', tab: 'register' }),
  openDoubleValidation: (question: DoubleValidationQuestion) => modal.set({ kind: 'doubleValidation', question }),
  openRecovery: (account = '') => modal.set({ kind: 'recovery', account }),
  close: () => modal.set(null),
  /** The login-required confirm (SPEC section 5, "Play refusals"). */
  askLogin: () => loginRequired.set(true),
  closeLoginRequired: () => loginRequired.set(false),
  isLoginRequiredOpen: () => loginRequired.get(),
};

export function useAuthModal(): AuthModal {
  return useStore(modal);
}

export function useLoginRequiredOpen(): boolean {
  return useStore(loginRequired);
}
