import type { BankAccount } from '@casino/contract/calls/bank-account-calls.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, isOwnSessionOver, type OwnSession } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { translateKey } from '../../../lib/i18n.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { type FieldBinding, FormAlert, TextField } from '../../../ui/form-field.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { WithdrawPasswordField } from '../../../ui/withdraw-password-field.tsx';
import { BIND_REFUSAL, bankAccountKeys, bindBankAccount, setDefaultBankAccount, useBankAccounts } from '../api/bank-accounts.ts';
import { memberProfileKeys, useMemberProfile } from '../api/member-profile.ts';
import './bank-accounts.css';

type BindField = 'bank_name' | 'account_name' | 'account_number' | 'branch' | 'withdraw_password';
type BindValues = Record<BindField, string>;
/** Message keys by field. */
type BindErrors = Partial<Record<BindField, string>>;

const FIELDS: readonly BindField[] = ['bank_name', 'account_name', 'account_number', 'branch', 'withdraw_password'];
const EMPTY: BindValues = { bank_name: '', account_name: '', account_number: '', branch: '', withdraw_password: '' };

/** The rules of bankAccountBindCall's request (contract calls/bank-account-calls.ts), as message keys. */
function validateBind(values: BindValues): BindErrors {
  const errors: BindErrors = {};
  const bank = values.bank_name.trim();
  if (bank === '') errors.bank_name = 'bank.err_bank_name_blank';
  else if (bank.length < 2 || bank.length > 80) errors.bank_name = 'bank.err_bank_name_length';
  const holder = values.account_name.trim();
  if (holder === '') errors.account_name = 'bank.err_account_name_blank';
  else if (holder.length < 2 || holder.length > 80) errors.account_name = 'bank.err_account_name_length';
  const number = values.account_number.trim();
  if (number === '') errors.account_number = 'bank.err_account_number_blank';
  else if (!/^[0-9A-Za-z -]{6,34}$/.test(number)) errors.account_number = 'bank.err_account_number_format';
  if (values.branch.trim().length > 120) errors.branch = 'bank.err_branch_length';
  if (values.withdraw_password === '') errors.withdraw_password = 'signup.err_withdraw_password_blank';
  else if (!/^\d{4}$/.test(values.withdraw_password)) errors.withdraw_password = 'signup.err_withdraw_password_format';
  return errors;
}

/** Refusals of the bind call: shown on the field they concern, or above the form. */
const REFUSALS: Record<number, { key: string; field?: BindField }> = {
  [BIND_REFUSAL.wrongWithdrawPassword]: { key: 'bank.err_wrong_withdraw_password', field: 'withdraw_password' },
  [BIND_REFUSAL.noWithdrawPassword]: { key: 'bank.err_no_withdraw_password' },
  [BIND_REFUSAL.alreadyBound]: { key: 'bank.err_already_bound', field: 'account_number' },
  [BIND_REFUSAL.limitReached]: { key: 'bank.err_limit_reached' },
  [BIND_REFUSAL.holderDiffers]: { key: 'bank.err_holder_differs', field: 'account_name' },
};

/** The member centre's bank accounts (/user/BindAccount): the bound accounts, the default one, and binding another. */
export function BankAccounts() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const accounts = useBankAccounts();
  const profile = useMemberProfile();
  const [defaulting, setDefaulting] = useState<number | null>(null);
  const defaultingRef = useRef(false);

  const makeDefault = async (account: BankAccount) => {
    if (defaultingRef.current) return;
    defaultingRef.current = true;
    setDefaulting(account.id);
    try {
      await setDefaultBankAccount(account.id);
      await queryClient.invalidateQueries({ queryKey: bankAccountKeys.all });
      showToast(t('bank.default_changed'), { tone: 'success' });
    } catch (error) {
      // A refusal means the list was out of date (the account is gone): say so and load it again.
      const refused = isApiError(error) && error.kind === 'rejected';
      showToast(refused ? t('bank.default_failed') : errorText(error), { tone: 'error' });
      if (refused) void queryClient.invalidateQueries({ queryKey: bankAccountKeys.all });
    } finally {
      defaultingRef.current = false;
      setDefaulting(null);
    }
  };

  const data = accounts.data;
  const limitReached = data ? data.list.length >= data.max : false;

  let bind: ReactNode;
  if (accounts.isPending || profile.isPending) {
    bind = (
      <LoadingRegion label={t('common.loading')} className="bank-accounts__loading">
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} height="2.75rem" />
        ))}
      </LoadingRegion>
    );
  } else if (data && limitReached) {
    bind = (
      <p className="bank-accounts__notice" data-testid="bank-limit">
        {t('bank.limit_reached', { max: data.max })}
      </p>
    );
  } else if (profile.data?.is_withdraw_password === 0) {
    bind = (
      <div className="bank-accounts__notice" data-testid="bank-need-withdraw-password">
        <p>{t('bank.need_withdraw_password')}</p>
        <Link to="/user/Info" className={buttonClassName('secondary', 'sm')}>
          {t('member.set_withdraw_password')}
        </Link>
      </div>
    );
  } else {
    bind = <BindForm holderNameKnown={(profile.data?.member_name ?? '') !== ''} />;
  }

  return (
    <div className="bank-accounts" data-testid="bank-accounts">
      <section className="bank-accounts__card" aria-labelledby="bank-list-title">
        <div className="bank-accounts__head">
          <h2 id="bank-list-title" className="bank-accounts__heading">
            {t('bank.list_title')}
          </h2>
          {data ? (
            <p className="bank-accounts__count">{t('bank.bound_count', { bound: data.list.length, max: data.max })}</p>
          ) : null}
        </div>
        {accounts.isPending ? (
          <LoadingRegion label={t('common.loading')} className="bank-accounts__loading">
            {[1, 2].map((row) => (
              <Skeleton key={row} height="6.5rem" radius="var(--radius-md)" />
            ))}
          </LoadingRegion>
        ) : accounts.isError ? (
          <ErrorMessage
            compact
            title={t('bank.list_failed')}
            message={errorText(accounts.error)}
            retryLabel={t('common.retry')}
            onRetry={() => void accounts.refetch()}
          />
        ) : accounts.data.list.length === 0 ? (
          <p className="bank-accounts__empty">{t('bank.empty')}</p>
        ) : (
          <ul className="bank-accounts__list">
            {accounts.data.list.map((account) => (
              <BankAccountRow
                key={account.id}
                account={account}
                busy={defaulting === account.id}
                disabled={defaulting !== null}
                onMakeDefault={() => void makeDefault(account)}
              />
            ))}
          </ul>
        )}
        <p className="bank-accounts__note">{t('bank.readonly_note')}</p>
      </section>
      <section className="bank-accounts__card" aria-labelledby="bank-bind-title">
        <h2 id="bank-bind-title" className="bank-accounts__heading bank-accounts__heading--spaced">
          {t('bank.bind_title')}
        </h2>
        {bind}
      </section>
    </div>
  );
}

type BankAccountRowProps = {
  account: BankAccount;
  busy: boolean;
  disabled: boolean;
  onMakeDefault: () => void;
};

function BankAccountRow({ account, busy, disabled, onMakeDefault }: BankAccountRowProps) {
  const { t } = useTranslation();
  const isDefault = account.is_default === 1;
  const ending = t('bank.number_ending', { digits: account.account_number.slice(-4) });
  return (
    <li
      className={isDefault ? 'bank-account bank-account--default' : 'bank-account'}
      data-testid="bank-account-row"
      data-default={isDefault ? '1' : '0'}
    >
      <div className="bank-account__head">
        <h3 className="bank-account__bank">{account.bank_name}</h3>
        {isDefault ? <span className="bank-account__badge">{t('bank.default_badge')}</span> : null}
      </div>
      <dl className="bank-account__details">
        <div>
          <dt>{t('bank.account_name')}</dt>
          <dd>{account.account_name}</dd>
        </div>
        <div>
          <dt>{t('bank.account_number')}</dt>
          <dd>
            <span className="bank-account__number" dir="ltr" aria-hidden="true">
              {account.account_number}
            </span>
            <span className="visually-hidden">{ending}</span>
          </dd>
        </div>
        {account.branch ? (
          <div>
            <dt>{t('bank.branch')}</dt>
            <dd>{account.branch}</dd>
          </div>
        ) : null}
      </dl>
      {isDefault ? null : (
        <div className="bank-account__actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={onMakeDefault}
            disabled={disabled}
            aria-busy={busy || undefined}
            aria-label={t('bank.set_default_named', { account: `${account.bank_name} ${ending}` })}
            data-testid="bank-set-default"
          >
            {t('bank.set_default')}
          </Button>
        </div>
      )}
    </li>
  );
}

type BindFormProps = {
  holderNameKnown: boolean;
  /** A session other than the site's to bind with (the withdraw-only page). */
  session?: OwnSession;
  /** The account was bound (for queries the member centre's invalidation does not reach). */
  onBound?: () => void;
};

/** Binds another account; the withdraw password confirms it. The page names it with an element of id bank-bind-title. */
export function BindForm({ holderNameKnown, session, onBound }: BindFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<BindValues>(EMPTY);
  const [errors, setErrors] = useState<BindErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const refs = {
    bank_name: useRef<HTMLInputElement>(null),
    account_name: useRef<HTMLInputElement>(null),
    account_number: useRef<HTMLInputElement>(null),
    branch: useRef<HTMLInputElement>(null),
    withdraw_password: useRef<HTMLInputElement>(null),
  };

  const set = (field: BindField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    const found = validateBind(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setFormError(null);
    try {
      await bindBankAccount(
        {
          bank_name: values.bank_name.trim(),
          account_name: values.account_name.trim(),
          account_number: values.account_number.trim(),
          branch: values.branch.trim(),
          withdraw_password: values.withdraw_password,
        },
        session?.token,
      );
      setValues(EMPTY);
      onBound?.();
      showToast(t('bank.bound'), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: bankAccountKeys.all });
    } catch (error) {
      if (session && isOwnSessionOver(error)) {
        session.onOver();
        return;
      }
      const code = isApiError(error) && error.kind === 'rejected' ? error.code : null;
      const refusal = code === null ? undefined : REFUSALS[code];
      if (!refusal) {
        setFormError(errorText(error));
      } else if (refusal.field) {
        const field = refusal.field;
        setErrors({ [field]: refusal.key });
        if (field === 'withdraw_password') setValues((v) => ({ ...v, withdraw_password: '' }));
        refs[field].current?.focus();
      } else {
        setFormError(translateKey(t, refusal.key));
      }
      // The page was out of date: the list (104) or the profile (102) changed elsewhere.
      if (code === BIND_REFUSAL.limitReached) void queryClient.invalidateQueries({ queryKey: bankAccountKeys.all });
      if (code === BIND_REFUSAL.noWithdrawPassword) void queryClient.invalidateQueries({ queryKey: memberProfileKeys.all });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const message = (field: BindField) => {
    const key = errors[field];
    return key ? translateKey(t, key) : null;
  };
  const field = (name: BindField): FieldBinding => ({
    ref: refs[name],
    value: values[name],
    onValueChange: set(name),
    error: message(name),
  });

  return (
    <form
      className="form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="bank-bind-title"
      aria-busy={busy || undefined}
      data-testid="bank-bind-form"
    >
      <FormAlert message={formError} />
      <TextField
        {...field('bank_name')}
        label={t('bank.bank_name')}
        testId="bank-bank_name"
        autoComplete="off"
        maxLength={80}
        required
      />
      <TextField
        {...field('account_name')}
        label={t('bank.account_name')}
        hint={holderNameKnown ? t('bank.hint_account_name') : undefined}
        testId="bank-account_name"
        autoComplete="name"
        maxLength={80}
        required
      />
      <TextField
        {...field('account_number')}
        label={t('bank.account_number')}
        hint={t('bank.hint_account_number')}
        testId="bank-account_number"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        maxLength={34}
        required
      />
      <TextField {...field('branch')} label={t('bank.branch_optional')} testId="bank-branch" autoComplete="off" maxLength={120} />
      <WithdrawPasswordField
        {...field('withdraw_password')}
        hint={t('bank.hint_withdraw_password')}
        testId="bank-withdraw_password"
      />
      <Button type="submit" disabled={busy} data-testid="bank-bind-submit">
        {t('bank.submit')}
      </Button>
    </form>
  );
}
