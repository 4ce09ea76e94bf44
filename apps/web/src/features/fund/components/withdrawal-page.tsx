import type { BankAccount } from '@casino/contract/calls/bank-account-calls.ts';
import { formatMinorUnits } from '@casino/contract/money.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnSession } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { MEMBER_QUERY_ROOT, useSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { SelectField } from '../../../ui/form-field.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { WithdrawPasswordField } from '../../../ui/withdraw-password-field.tsx';
import { WageringNotice } from '../../bonuses/components/wagering-notice.tsx';
import { useWithdrawalBankAccounts, withdrawalBankAccountKeys } from '../api/bank-accounts.ts';
import { createWithdrawal, WITHDRAW_REFUSAL, type WithdrawalOrder } from '../api/create-withdrawal.ts';
import { useWithdrawSettings, type WithdrawSettings, withdrawSettingsKeys } from '../api/withdraw-settings.ts';
import { useOrderSubmit } from '../hooks/use-order-submit.ts';
import { checkAmount, currencyExponent, toMinorUnits } from '../money.ts';
import { BindAccountNotice, FundNotice, MEMBER_INFO_PATH } from './bind-account-notice.tsx';
import { amountMessage, type Message, messageString } from './messages.ts';
import { AmountField, OrderForm, ResultRow } from './order-form.tsx';
import { StatusBadge } from './status-badge.tsx';
import './fund.css';
import './withdrawal-page.css';
import { formatMoney } from '@casino/browser/money-format.ts';

type WithdrawField = 'bank' | 'amount' | 'password';
type WithdrawErrors = Partial<Record<WithdrawField, Message>>;

const PASSWORD = /^\d{4}$/;

/** Text fields of a refusal's data, or null when one is missing. */
function stringFields<K extends string>(data: unknown, keys: readonly K[]): Record<K, string> | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  return keys.every((key) => typeof record[key] === 'string') ? (record as Record<K, string>) : null;
}

/**
 * The daily limit of the member's VIP level (110, data {limit, used}) as the limit and what is left of it today;
 * without readable data, the server's own sentence.
 */
export function vipLimitMessage(data: unknown, exponent: number, money: (decimal: string) => string): Message {
  const fields = stringFields(data, ['limit', 'used'] as const);
  const limit = fields ? toMinorUnits(fields.limit, exponent) : null;
  const used = fields ? toMinorUnits(fields.used, exponent) : null;
  if (fields === null || limit === null || used === null) return { key: 'server_messages.withdraw.vip_daily_limit' };
  const remaining = limit > used ? limit - used : 0n;
  return {
    key: 'fund.err_withdraw_110',
    values: { limit: money(fields.limit), remaining: money(formatMinorUnits(remaining, exponent)) },
  };
}

/** The account a withdrawal goes to unless the member picks another: the default one, else the first. */
function defaultAccountId(accounts: BankAccount[]): string {
  const account = accounts.find((a) => a.is_default === 1) ?? accounts[0];
  return account ? String(account.id) : '';
}

/** The member centre's withdrawal page (/user Fund: Withdrawal). */
export function WithdrawalPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const session = useSession();
  const settings = useWithdrawSettings();
  const accounts = useWithdrawalBankAccounts();

  let body: ReactNode;
  if (session === null) {
    body = <p className="fund-empty">{t('member.login_needed')}</p>;
  } else if (settings.isPending || accounts.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')} className="fund-loading">
        <Skeleton height="4.5rem" radius="var(--radius-md)" />
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" />
      </LoadingRegion>
    );
  } else if (settings.data === undefined) {
    // Only a first load that failed: a failed refetch (on window focus) keeps the form and its input.
    body = (
      <ErrorMessage
        title={t('fund.settings_failed')}
        message={errorText(settings.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void settings.refetch()}
      />
    );
  } else if (accounts.data === undefined) {
    body = (
      <ErrorMessage
        title={t('bank.list_failed')}
        message={errorText(accounts.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void accounts.refetch()}
      />
    );
  } else {
    const data = settings.data;
    const money = (decimal: string) => formatMoney(decimal, data.currency, i18n.language);
    const noAccount = accounts.data.list.length === 0;
    const noPassword = data.is_withdraw_password === 0;
    body = (
      <>
        <dl className="withdrawal-summary" aria-label={t('fund.withdrawal_summary')}>
          <div className="withdrawal-summary__item">
            <dt>{t('fund.balance')}</dt>
            <dd className="withdrawal-summary__balance" data-testid="withdrawal-balance">
              {money(data.main_cash)}
            </dd>
          </div>
          <div className="withdrawal-summary__item">
            <dt>{t('fund.limits_label')}</dt>
            <dd data-testid="withdrawal-limits">
              {t('fund.limits_range', { min: money(data.min_amount), max: money(data.max_amount) })}
            </dd>
          </div>
        </dl>
        {noAccount ? <BindAccountNotice message={t('fund.need_bank_account')} testId="withdrawal-bind-prompt" /> : null}
        {noPassword ? (
          <FundNotice
            message={t('fund.need_withdraw_password')}
            linkTo={MEMBER_INFO_PATH}
            linkLabel={t('member.set_withdraw_password')}
            testId="withdrawal-password-note"
          />
        ) : null}
        {noAccount || noPassword ? null : <WithdrawalForm settings={data} accounts={accounts.data.list} />}
      </>
    );
  }

  return (
    <div className="fund withdrawal" data-testid="withdrawal-page">
      <WageringNotice />
      {body}
    </div>
  );
}

type WithdrawalFormProps = {
  settings: WithdrawSettings;
  accounts: BankAccount[];
  /** A session other than the site's to send the withdrawal with (the withdraw-only page). */
  session?: OwnSession;
  /** The withdrawal was made (for queries the member centre's invalidation does not reach). */
  onCreated?: () => void;
};

/** The withdrawal order: account, amount and withdraw password, and the order once made. */
export function WithdrawalForm({ settings, accounts, session, onCreated }: WithdrawalFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const submission = useOrderSubmit('wd', session?.onOver);
  const [bankId, setBankId] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<WithdrawErrors>({});
  const [order, setOrder] = useState<WithdrawalOrder | null>(null);
  const bankRef = useRef<HTMLSelectElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const { currency } = settings;
  const exponent = currencyExponent(currency);
  const money = (decimal: string) => formatMoney(decimal, currency, i18n.language);
  // The chosen account, or the default one when none was chosen or the chosen one is gone.
  const selectedBank = accounts.some((a) => String(a.id) === bankId) ? bankId : defaultAccountId(accounts);
  const text = (message: Message | undefined) => messageString(t, message);

  const clear = (field: WithdrawField) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** The most that can be withdrawn now: the balance, capped by the maximum. */
  const fillMaximum = () => {
    const balance = toMinorUnits(settings.main_cash, exponent);
    const max = toMinorUnits(settings.max_amount, exponent);
    if (balance === null) return;
    const most = max !== null && max < balance ? max : balance;
    setAmount(formatMinorUnits(most > 0n ? most : 0n, exponent));
    clear('amount');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.isSending()) return;
    const found: WithdrawErrors = {};
    if (selectedBank === '') found.bank = { key: 'fund.err_bank_blank' };
    const checked = checkAmount(amount, {
      exponent,
      min: settings.min_amount,
      max: settings.max_amount,
      balance: settings.main_cash,
    });
    if (!checked.ok) found.amount = amountMessage(checked.error, money);
    if (password === '') found.password = { key: 'signup.err_withdraw_password_blank' };
    else if (!PASSWORD.test(password)) found.password = { key: 'signup.err_withdraw_password_format' };
    setErrors(found);
    if (found.bank || found.amount || found.password || !checked.ok) {
      (found.bank ? bankRef : found.amount ? amountRef : passwordRef).current?.focus();
      return;
    }

    const request = { amount: checked.amount, bank_account_id: Number(selectedBank), withdraw_password: password };
    const create = (body: typeof request, idempotencyKey: string) => createWithdrawal(body, idempotencyKey, session?.token);
    void submission.send(request, create, {
      onDone: (created) => {
        setOrder(created);
        onCreated?.();
        setAmount('');
        setPassword('');
        queryClient.setQueriesData<WithdrawSettings>({ queryKey: withdrawSettingsKeys.all }, (old) =>
          old ? { ...old, main_cash: created.main_cash } : old,
        );
        // The held amount left the main balance: every member query that shows cash is read again.
        void queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT] });
      },
      onRefused: (code, data) => {
        switch (code) {
          case WITHDRAW_REFUSAL.wrongWithdrawPassword:
            setErrors({ password: { key: 'fund.err_withdraw_101' } });
            setPassword('');
            passwordRef.current?.focus();
            return true;
          case WITHDRAW_REFUSAL.noWithdrawPassword:
            submission.setFormError({ key: 'fund.err_withdraw_102' });
            void queryClient.invalidateQueries({ queryKey: withdrawSettingsKeys.all });
            return true;
          case WITHDRAW_REFUSAL.noBankAccount:
            setErrors({ bank: { key: 'fund.err_withdraw_103' } });
            bankRef.current?.focus();
            void queryClient.invalidateQueries({ queryKey: withdrawalBankAccountKeys.all });
            return true;
          case WITHDRAW_REFUSAL.belowMinimum:
            setErrors({ amount: { key: 'fund.err_amount_below_min', values: { min: money(settings.min_amount) } } });
            amountRef.current?.focus();
            void queryClient.invalidateQueries({ queryKey: withdrawSettingsKeys.all });
            return true;
          case WITHDRAW_REFUSAL.aboveMaximum:
            setErrors({ amount: { key: 'fund.err_amount_above_max', values: { max: money(settings.max_amount) } } });
            amountRef.current?.focus();
            void queryClient.invalidateQueries({ queryKey: withdrawSettingsKeys.all });
            return true;
          case WITHDRAW_REFUSAL.insufficientBalance:
            setErrors({ amount: { key: 'fund.err_withdraw_106' } });
            amountRef.current?.focus();
            void queryClient.invalidateQueries({ queryKey: withdrawSettingsKeys.all });
            return true;
          case WITHDRAW_REFUSAL.tooManyPending:
            submission.setFormError({ key: 'fund.err_withdraw_107' });
            return true;
          case WITHDRAW_REFUSAL.wageringOpen: {
            // Data {bonus_id, remaining, currency}: how much is left to wager; else the server's sentence.
            const open = stringFields(data, ['remaining', 'currency'] as const);
            if (!open) return false;
            const amount = formatMoney(open.remaining, open.currency, i18n.language);
            submission.setFormError({ key: 'bonuses.wagering_open', values: { amount } });
            return true;
          }
          case WITHDRAW_REFUSAL.vipDailyLimit:
            setErrors({ amount: vipLimitMessage(data, exponent, money) });
            amountRef.current?.focus();
            return true;
          default:
            return false;
        }
      },
    });
  };

  if (order) {
    return (
      <div className="fund-result" data-testid="withdrawal-result">
        <p className="fund-result__title" role="status">
          {t('fund.withdrawal_created')}
        </p>
        <dl className="fund-result__list">
          <ResultRow label={t('fund.order_number')} valueClassName="fund-mono" testId="withdrawal-order-number">
            {order.order_number}
          </ResultRow>
          <ResultRow label={t('fund.status_label')}>
            <StatusBadge status={order.status} />
          </ResultRow>
          <ResultRow label={t('fund.amount')}>{money(order.amount)}</ResultRow>
          <ResultRow label={t('fund.balance_after')}>{money(order.main_cash)}</ResultRow>
        </dl>
        <p className="fund-bank__instructions">{t('fund.withdrawal_pending_note')}</p>
        <Button variant="secondary" onClick={() => setOrder(null)} data-testid="withdrawal-again">
          {t('fund.new_withdrawal')}
        </Button>
      </div>
    );
  }

  return (
    <OrderForm
      className="form withdrawal-form"
      testId="withdrawal-form"
      onSubmit={onSubmit}
      busy={submission.busy}
      formError={submission.formError}
      submitLabel={t('fund.withdraw_submit')}
      submitTestId="withdrawal-submit"
    >
      <SelectField
        ref={bankRef}
        label={t('fund.bank_account')}
        value={selectedBank}
        onValueChange={(value) => {
          setBankId(value);
          clear('bank');
        }}
        error={text(errors.bank)}
        testId="withdrawal-bank"
        required
      >
        {accounts.map((account) => {
          const values = { bank: account.bank_name, number: account.account_number, holder: account.account_name };
          return (
            <option key={account.id} value={String(account.id)}>
              {account.is_default === 1 ? t('fund.bank_option_default', values) : t('fund.bank_option', values)}
            </option>
          );
        })}
      </SelectField>
      <AmountField
        ref={amountRef}
        currency={currency}
        limits={settings}
        value={amount}
        onValueChange={(value) => {
          setAmount(value);
          clear('amount');
        }}
        error={text(errors.amount)}
        addon={
          <Button variant="secondary" onClick={fillMaximum} data-testid="withdrawal-max">
            {t('fund.withdraw_all')}
          </Button>
        }
        testId="withdrawal-amount"
      />
      <WithdrawPasswordField
        ref={passwordRef}
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          clear('password');
        }}
        error={text(errors.password)}
        hint={t('fund.withdraw_password_hint')}
        testId="withdrawal-password"
      />
    </OrderForm>
  );
}
