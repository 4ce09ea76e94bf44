import { OperatorLoginCode } from '@casino/contract/calls/operator-calls.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { CodeField } from '../../../ui/code-field.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { signInOperator } from '../api/sign-in-calls.ts';
import { useAdminSession } from '../hooks/admin-session.tsx';

/** What a refused sign-in says, by its code. */
function refusalKey(error: unknown): string {
  if (!(error instanceof AdminCallError)) return 'signIn.error.network';
  if (error.status === 429) return 'signIn.error.locked';
  switch (error.code) {
    case OperatorLoginCode.wrongCredentials:
      return 'signIn.error.wrong';
    case OperatorLoginCode.disabled:
      return 'signIn.error.disabled';
    case OperatorLoginCode.wrongSecondFactor:
      return 'signIn.error.wrongCode';
    default:
      return 'signIn.error.network';
  }
}

/**
 * Sign-in: user name and password, then the authenticator's code (or a recovery code) when the server asks for it
 * (code 103). The password stays in the form between the two steps and is sent again with the code.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const { call, setSignIn } = useAdminSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [codeStep, setCodeStep] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const second = codeStep ? (useRecovery ? { recovery_code: code.trim() } : { totp: code.trim() }) : {};
      setSignIn(await signInOperator(call, { username: username.trim(), password, ...second }));
    } catch (failure) {
      if (failure instanceof AdminCallError && failure.code === OperatorLoginCode.secondFactorNeeded) {
        setCodeStep(true);
      } else {
        setError(refusalKey(failure));
        if (codeStep) setCode('');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="sign-in">
      <form className="card" onSubmit={(event) => void submit(event)} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{t('signIn.title')}</h1>
        {!codeStep ? (
          <>
            <label>
              {t('signIn.username')}
              <input
                name="username"
                autoComplete="username"
                required
                value={username}
                onChange={(e) => setUsername(e.currentTarget.value)}
              />
            </label>
            <label>
              {t('signIn.password')}
              <input
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
            </label>
          </>
        ) : (
          <>
            <p>{t(useRecovery ? 'signIn.recoveryHint' : 'signIn.codeHint')}</p>
            <CodeField
              label={t(useRecovery ? 'signIn.recoveryCode' : 'signIn.code')}
              value={code}
              onChange={setCode}
              recovery={useRecovery}
              autoFocus
            />
            <button type="button" className="link" onClick={() => setUseRecovery((r) => !r)}>
              {t(useRecovery ? 'signIn.useCode' : 'signIn.useRecovery')}
            </button>
          </>
        )}
        {error && <ErrorNote message={t(error)} />}
        <button type="submit" disabled={busy} aria-busy={busy}>
          {t(busy ? 'common.wait' : codeStep ? 'signIn.verify' : 'signIn.submit')}
        </button>
      </form>
    </main>
  );
}
