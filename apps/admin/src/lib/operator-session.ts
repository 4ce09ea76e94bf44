import type { operatorLoginCall } from '@casino/contract/calls/operator-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';

export type OperatorSignIn = CallResponse<typeof operatorLoginCall>;

const KEY = 'casino-admin-session';

/**
 * The signed-in operator, kept for this tab only (sessionStorage): closing the tab forgets the token, and another tab
 * signs in on its own. The strict policy of /admin (no inline or outside script) is what keeps it from other code.
 */
export const operatorSession = {
  read(): OperatorSignIn | null {
    try {
      const saved = sessionStorage.getItem(KEY);
      return saved ? (JSON.parse(saved) as OperatorSignIn) : null;
    } catch {
      return null;
    }
  },
  write(session: OperatorSignIn | null): void {
    if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
    else sessionStorage.removeItem(KEY);
  },
};
