import './operators.css';
import { formatDateTime } from '@casino/browser/date-format.ts';
import { OPERATOR_PASSWORD_LENGTH, OPERATOR_ROLES } from '@casino/contract/calls/operator-calls.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import {
  changeOperatorRole,
  disableOperatorAccount,
  enableOperatorAccount,
  type OperatorAccount,
  type OperatorRole,
  readOperatorAccounts,
  resetOperatorSecondFactor,
  setOperatorPassword,
} from '../api/operator-account-calls.ts';
import { CreateOperator } from './create-operator.tsx';
import { operatorAccountError } from './operator-errors.ts';

/** The form open on one account: a new password to set, or the reason for resetting its authenticator. */
type OpenForm = { id: number; kind: 'password' | 'secondFactor'; value: string };

/**
 * Operator accounts (admins only): each with its role, state and last sign-in; create, disable and enable, change the
 * role, set a password, reset a lost authenticator. The server audits every change and refuses one's own account.
 */
export function OperatorsPage() {
  const { t, i18n } = useTranslation();
  const { call, signIn } = useAdminSession();
  const [accounts, setAccounts] = useState<OperatorAccount[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [open, setOpen] = useState<OpenForm | null>(null);

  const load = useCallback(async () => {
    try {
      setAccounts(await readOperatorAccounts(call));
    } catch {
      setError('signIn.error.network');
    }
  }, [call]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setOpen(null);
    try {
      await work();
      setNote(done);
      setError(null);
    } catch (failure) {
      setNote(null);
      setError(operatorAccountError(failure));
    }
    await load();
  };

  const submitOpen = (account: OperatorAccount, form: OpenForm) =>
    form.kind === 'password'
      ? act(() => setOperatorPassword(call, account.username, form.value), t('operators.passwordSet', { name: account.username }))
      : act(
          () => resetOperatorSecondFactor(call, account.id, form.value.trim()),
          t('operators.secondFactorReset', { name: account.username }),
        );

  return (
    <section className="page operator-desk" aria-labelledby="operators-title">
      <h1 id="operators-title">{t('operators.title')}</h1>
      <CreateOperator
        onCreated={(name) => {
          setNote(t('operators.created', { name }));
          setError(null);
          void load();
        }}
      />
      {error && <ErrorNote message={t(error, { min: OPERATOR_PASSWORD_LENGTH.min })} />}
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
      {accounts === null ? (
        !error && <p>{t('common.loading')}</p>
      ) : (
        <div className="table-scroll">
          <table data-testid="operator-accounts">
            <thead>
              <tr>
                <th scope="col">{t('operators.username')}</th>
                <th scope="col">{t('operators.role')}</th>
                <th scope="col">{t('operators.state')}</th>
                <th scope="col">{t('operators.site')}</th>
                <th scope="col">{t('operators.lastLogin')}</th>
                <th scope="col">{t('operators.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => {
                const own = account.username === signIn?.username;
                return (
                  <tr key={account.id} data-testid={`operator-${account.username}`}>
                    <td>
                      {account.username}
                      {own && <span className="badge">{t('operators.you')}</span>}
                    </td>
                    <td>
                      <select
                        aria-label={t('operators.roleOf', { name: account.username })}
                        value={account.role}
                        disabled={own}
                        onChange={(e) => {
                          const role = e.currentTarget.value as OperatorRole;
                          void act(
                            () => changeOperatorRole(call, account.username, role),
                            t('operators.roleChanged', { name: account.username, role: t(`role.${role}`) }),
                          );
                        }}
                      >
                        {OPERATOR_ROLES.map((r) => (
                          <option key={r} value={r}>
                            {t(`role.${r}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>{t(account.active ? 'operators.active' : 'operators.disabled')}</td>
                    <td>{account.site_id}</td>
                    <td>{account.last_login_at ? formatDateTime(Date.parse(account.last_login_at), i18n.language) : '—'}</td>
                    <td>
                      {open?.id === account.id ? (
                        <form
                          className="actions"
                          onSubmit={(event) => {
                            event.preventDefault();
                            void submitOpen(account, open);
                          }}
                        >
                          <label>
                            {t(open.kind === 'password' ? 'operators.newPassword' : 'operators.resetReason')}
                            <input
                              type={open.kind === 'password' ? 'password' : 'text'}
                              autoComplete={open.kind === 'password' ? 'new-password' : 'off'}
                              required
                              minLength={open.kind === 'password' ? OPERATOR_PASSWORD_LENGTH.min : 1}
                              maxLength={open.kind === 'password' ? OPERATOR_PASSWORD_LENGTH.max : 500}
                              value={open.value}
                              onChange={(e) => setOpen({ ...open, value: e.currentTarget.value })}
                            />
                          </label>
                          <button type="submit">{t('operators.confirm')}</button>
                          <button type="button" className="link" onClick={() => setOpen(null)}>
                            {t('operators.cancel')}
                          </button>
                        </form>
                      ) : (
                        <span className="actions">
                          {!own &&
                            (account.active ? (
                              <button
                                type="button"
                                className="secondary"
                                onClick={() =>
                                  void act(
                                    () => disableOperatorAccount(call, account.username),
                                    t('operators.disabledNote', { name: account.username }),
                                  )
                                }
                              >
                                {t('operators.disable')}
                              </button>
                            ) : (
                              <button
                                type="button"
                                onClick={() =>
                                  void act(
                                    () => enableOperatorAccount(call, account.username),
                                    t('operators.enabledNote', { name: account.username }),
                                  )
                                }
                              >
                                {t('operators.enable')}
                              </button>
                            ))}
                          <button
                            type="button"
                            className="link"
                            onClick={() => setOpen({ id: account.id, kind: 'password', value: '' })}
                          >
                            {t('operators.setPassword')}
                          </button>
                          {!own && (
                            <button
                              type="button"
                              className="link"
                              onClick={() => setOpen({ id: account.id, kind: 'secondFactor', value: '' })}
                            >
                              {t('operators.resetSecondFactor')}
                            </button>
                          )}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
