import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { type AdminClient, createAdminClient } from '../../../lib/admin-api.ts';
import { type OperatorSignIn, operatorSession } from '../../../lib/operator-session.ts';

type AdminSession = {
  signIn: OperatorSignIn | null;
  setSignIn: (signIn: OperatorSignIn | null) => void;
  call: AdminClient;
};

const SessionContext = createContext<AdminSession | null>(null);

/** The operator's session for the whole app: the sign-in kept for the tab, and the API client that sends its token. */
export function AdminSessionProvider({ children, fetchImpl }: { children: ReactNode; fetchImpl?: typeof fetch }) {
  const [signIn, setState] = useState<OperatorSignIn | null>(() => operatorSession.read());
  const setSignIn = useCallback((next: OperatorSignIn | null) => {
    operatorSession.write(next);
    setState(next);
  }, []);
  const call = useMemo(
    () =>
      createAdminClient(
        () => operatorSession.read()?.token ?? null,
        () => setSignIn(null),
        fetchImpl,
      ),
    [fetchImpl, setSignIn],
  );
  const value = useMemo(() => ({ signIn, setSignIn, call }), [signIn, setSignIn, call]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAdminSession outside AdminSessionProvider');
  return session;
}
