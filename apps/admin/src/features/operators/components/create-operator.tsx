import { OPERATOR_PASSWORD_LENGTH, OPERATOR_ROLES } from '@casino/contract/calls/operator-calls.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { createOperatorAccount, type OperatorRole } from '../api/operator-account-calls.ts';
import { operatorAccountError } from './operator-errors.ts';

/** A new operator account with its role and first password; the server checks the password rules. */
export function CreateOperator({ onCreated }: { onCreated: (username: string) => void }) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    try {
      const created = await createOperatorAccount(call, { username: username.trim(), role, password });
      setUsername('');
      setPassword('');
      setError(null);
      onCreated(created.username);
    } catch (failure) {
      setError(operatorAccountError(failure));
    }
  };

  return (
    <form
      className="search card"
      aria-labelledby="create-operator-title"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <h2 id="create-operator-title">{t('operators.create')}</h2>
      <label>
        {t('operators.username')}
        <input required minLength={3} maxLength={64} value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
      </label>
      <label>
        {t('operators.role')}
        <select value={role} onChange={(e) => setRole(e.currentTarget.value as OperatorRole)}>
          {OPERATOR_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`role.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('operators.password')}
        <input
          type="password"
          autoComplete="new-password"
          required
          minLength={OPERATOR_PASSWORD_LENGTH.min}
          maxLength={OPERATOR_PASSWORD_LENGTH.max}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
      </label>
      <button type="submit">{t('operators.createButton')}</button>
      {error && <ErrorNote message={t(error, { min: OPERATOR_PASSWORD_LENGTH.min })} />}
    </form>
  );
}
