import { QrCode } from '@casino/browser/qr-code.tsx';
import { OperatorSecondFactorCode } from '@casino/contract/calls/operator-second-factor-calls.ts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { CodeField } from '../../../ui/code-field.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { confirmEnrolment, startEnrolment } from '../api/security-calls.ts';

/**
 * Setting up the authenticator app: the QR code (and the secret, for typing in), then a code from the app to confirm;
 * the recovery codes are shown once, and `onDone` runs after the operator says they kept them.
 */
export function EnrolAuthenticator({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [started, setStarted] = useState<{ secret: string; otpauth_uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    startEnrolment(call).then(setStarted, (failure) =>
      setError(
        failure instanceof AdminCallError && failure.code === OperatorSecondFactorCode.alreadyOn
          ? 'security.error.alreadyOn'
          : 'signIn.error.network',
      ),
    );
  }, [call]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setRecovery((await confirmEnrolment(call, code.trim())).recovery_codes);
    } catch (failure) {
      setError(
        failure instanceof AdminCallError && failure.code === OperatorSecondFactorCode.wrongCode
          ? 'signIn.error.wrongCode'
          : 'signIn.error.network',
      );
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  if (recovery) {
    return (
      <section className="card" aria-labelledby="recovery-title">
        <h2 id="recovery-title">{t('security.recoveryTitle')}</h2>
        <p>{t('security.recoveryHint')}</p>
        <ol className="recovery-codes" data-testid="recovery-codes">
          {recovery.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <button type="button" onClick={onDone}>
          {t('security.recoveryKept')}
        </button>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="enrol-title">
      <h2 id="enrol-title">{t('security.enrolTitle')}</h2>
      <p>{t('security.enrolHint')}</p>
      {started ? (
        <>
          <QrCode value={started.otpauth_uri} label={t('security.qrLabel')} size={192} testId="enrol-qr" />
          <p className="secret">
            {t('security.secret')} <code data-testid="enrol-secret">{started.secret}</code>
          </p>
          <form onSubmit={(event) => void confirm(event)}>
            <CodeField label={t('signIn.code')} value={code} onChange={setCode} />
            <button type="submit" disabled={busy} aria-busy={busy}>
              {t('security.confirm')}
            </button>
          </form>
        </>
      ) : (
        !error && <p>{t('common.loading')}</p>
      )}
      {error && <ErrorNote message={t(error)} />}
    </section>
  );
}
