import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { MEMBER_QUERY_ROOT } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { SelectField, TextField } from '../../../ui/form-field.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { WithdrawPasswordField } from '../../../ui/withdraw-password-field.tsx';
import { amountMessage, type Message, messageString } from '../../fund/components/messages.ts';
import { AmountField, OrderForm, ResultRow } from '../../fund/components/order-form.tsx';
import { useOrderSubmit } from '../../fund/hooks/use-order-submit.ts';
import { checkAmount, currencyExponent } from '../../fund/money.ts';
import { useMemberCash } from '../../wallet/hooks/use-member-cash.ts';
import { type DownlineMember, useDownline } from '../api/downline.ts';
import { TRANSFER_REFUSAL, type TransferResult, transferToMember } from '../api/transfer.ts';
import '../../fund/components/fund.css';
import '../../fund/components/withdrawal-page.css';
import './agent-centre.css';

type TransferField = 'member' | 'amount' | 'password';
type TransferErrors = Partial<Record<TransferField, Message>>;

const PASSWORD = /^\d{4}$/;
/** The most members the chooser lists at once (the call's page limit); the search narrows it. */
const CHOOSER_SIZE = 100;

/** The form-level message of each refusal the form does not place on a field. */
const FORM_REFUSALS: Record<number, string> = {
  [TRANSFER_REFUSAL.notAgent]: 'agents.err_transfer_101',
  [TRANSFER_REFUSAL.withdrawPasswordLocked]: 'agents.err_transfer_108',
  [TRANSFER_REFUSAL.wageringOpen]: 'agents.err_transfer_109',
  [TRANSFER_REFUSAL.noWithdrawPassword]: 'agents.err_transfer_114',
};

/**
 * Transfer (/proxy/ProxyCenter/Transfer): the agent pays a member directly under it from its main wallet, after its
 * withdraw password. Each intended transfer carries its own idempotency key, so a retry cannot pay twice.
 */
export function AgentTransfer() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const cash = useMemberCash();
  const [search, setSearch] = useState('');
  const members = useDownline({ keyword: search.trim(), kind: 'all', status: 1, page: 1, count: CHOOSER_SIZE });

  let body: ReactNode;
  if (cash.main === null && cash.error === null) {
    body = (
      <LoadingRegion label={t('common.loading')} className="fund-loading">
        <Skeleton height="4.5rem" radius="var(--radius-md)" />
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" />
      </LoadingRegion>
    );
  } else if (cash.main === null) {
    body = (
      <ErrorMessage
        title={t('agents.balance_failed')}
        message={errorText(cash.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void cash.refresh()}
      />
    );
  } else {
    body = (
      <TransferForm
        balance={cash.main}
        currency={cash.currency}
        members={members.data?.list ?? []}
        membersLoading={members.isPending}
        search={search}
        onSearch={setSearch}
      />
    );
  }
  return (
    <div className="fund agent-transfer" data-testid="agent-transfer">
      {body}
    </div>
  );
}

type FormProps = {
  balance: string;
  currency: string;
  members: DownlineMember[];
  membersLoading: boolean;
  search: string;
  onSearch: (search: string) => void;
};

function TransferForm({ balance, currency, members, membersLoading, search, onSearch }: FormProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const submission = useOrderSubmit('agt');
  const [params] = useSearchParams();
  // DownlineInfo's Transfer link names the member in the address.
  const [memberId, setMemberId] = useState(() => params.get('member') ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TransferErrors>({});
  const [result, setResult] = useState<TransferResult | null>(null);
  const memberRef = useRef<HTMLSelectElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const exponent = currencyExponent(currency);
  const shown = (decimal: string) => money(decimal, currency);
  const text = (message: Message | undefined) => messageString(t, message);
  const chosen = members.some((m) => String(m.id) === memberId) ? memberId : '';

  const clear = (field: TransferField) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.isSending()) return;
    const found: TransferErrors = {};
    if (chosen === '') found.member = { key: 'agents.err_member_blank' };
    const checked = checkAmount(amount, { exponent, balance });
    if (!checked.ok) {
      // The fund pages word this one for a withdrawal; a transfer says it its own way.
      found.amount =
        checked.error.key === 'above_balance' ? { key: 'agents.err_transfer_115' } : amountMessage(checked.error, shown);
    }
    if (password === '') found.password = { key: 'signup.err_withdraw_password_blank' };
    else if (!PASSWORD.test(password)) found.password = { key: 'signup.err_withdraw_password_format' };
    setErrors(found);
    if (found.member || found.amount || found.password || !checked.ok) {
      (found.member ? memberRef : found.amount ? amountRef : passwordRef).current?.focus();
      return;
    }

    const request = { member_id: Number(chosen), amount: checked.amount, withdraw_password: password };
    void submission.send(request, transferToMember, {
      onDone: (done) => {
        setResult(done);
        setAmount('');
        setPassword('');
        // Both balances moved: the header's cash and the downline's balances are read again.
        void queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT] });
      },
      onRefused: (code) => {
        switch (code) {
          case TRANSFER_REFUSAL.wrongWithdrawPassword:
            setErrors({ password: { key: 'agents.err_transfer_113' } });
            setPassword('');
            passwordRef.current?.focus();
            return true;
          case TRANSFER_REFUSAL.notInDownline:
            setErrors({ member: { key: 'agents.err_transfer_112' } });
            memberRef.current?.focus();
            return true;
          case TRANSFER_REFUSAL.insufficientBalance:
            setErrors({ amount: { key: 'agents.err_transfer_115' } });
            amountRef.current?.focus();
            void queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT] });
            return true;
          case TRANSFER_REFUSAL.badAmount:
            setErrors({ amount: { key: 'agents.err_transfer_116' } });
            amountRef.current?.focus();
            return true;
          default: {
            const key = FORM_REFUSALS[code];
            if (key) submission.setFormError({ key });
            return key !== undefined;
          }
        }
      },
    });
  };

  if (result) {
    return (
      <div className="fund-result" data-testid="transfer-result">
        <p className="fund-result__title" role="status">
          {t('agents.transfer_done')}
        </p>
        <dl className="fund-result__list">
          <ResultRow label={t('agents.transfer_member')} testId="transfer-result-member">
            {result.member_account}
          </ResultRow>
          <ResultRow label={t('fund.amount')} testId="transfer-result-amount">
            {shown(result.amount)}
          </ResultRow>
          <ResultRow label={t('agents.balance_now')} testId="transfer-result-balance">
            {shown(result.main_cash)}
          </ResultRow>
        </dl>
        <Button variant="secondary" onClick={() => setResult(null)} data-testid="transfer-again">
          {t('agents.transfer_again')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <dl className="withdrawal-summary agent-balance" aria-label={t('agents.transfer_summary')}>
        <div className="withdrawal-summary__item">
          <dt>{t('agents.balance_label')}</dt>
          <dd className="withdrawal-summary__balance" data-testid="transfer-balance">
            {shown(balance)}
          </dd>
        </div>
      </dl>
      <OrderForm
        className="form agent-transfer-form"
        testId="transfer-form"
        onSubmit={onSubmit}
        busy={submission.busy}
        formError={submission.formError}
        submitLabel={t('agents.transfer_submit')}
        submitTestId="transfer-submit"
      >
        <TextField
          label={t('agents.transfer_search')}
          value={search}
          onValueChange={onSearch}
          testId="transfer-search"
          type="search"
          maxLength={40}
          autoComplete="off"
        />
        <SelectField
          ref={memberRef}
          label={t('agents.transfer_member')}
          value={chosen}
          onValueChange={(value) => {
            setMemberId(value);
            clear('member');
          }}
          error={text(errors.member)}
          hint={!membersLoading && members.length === 0 ? t('agents.transfer_no_members') : undefined}
          testId="transfer-member"
          required
        >
          <option value="">{t('agents.choose_member')}</option>
          {members.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {t('agents.member_option', { account: member.account, balance: money(member.balance, member.currency) })}
            </option>
          ))}
        </SelectField>
        <AmountField
          ref={amountRef}
          currency={currency}
          limits={null}
          value={amount}
          onValueChange={(value) => {
            setAmount(value);
            clear('amount');
          }}
          error={text(errors.amount)}
          testId="transfer-amount"
        />
        <WithdrawPasswordField
          ref={passwordRef}
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            clear('password');
          }}
          error={text(errors.password)}
          hint={t('agents.transfer_password_hint')}
          testId="transfer-password"
        />
      </OrderForm>
    </>
  );
}
