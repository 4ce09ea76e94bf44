import type { DepositMethod } from '@casino/contract/calls/payment-calls.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSession } from '../../../lib/session.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton.tsx';
import { DepositBonusChoice } from '../../bonuses/components/deposit-bonus-choice.tsx';
import { createDeposit, DEPOSIT_REFUSAL, type DepositOrder } from '../api/create-deposit.ts';
import { depositMethodsKeys, useDepositMethods } from '../api/deposit-methods.ts';
import { dwRecordKeys } from '../api/dw-record.ts';
import { useOrderSubmit } from '../hooks/use-order-submit.ts';
import { checkAmount, currencyExponent, quickAmounts } from '../money.ts';
import { BIND_ACCOUNT_PATH, BindAccountNotice } from './bind-account-notice.tsx';
import { amountMessage, type Message, messageString } from './messages.ts';
import { AmountField, OrderForm, ResultRow } from './order-form.tsx';
import { StatusBadge } from './status-badge.tsx';
import './fund.css';
import './deposit-page.css';
import { formatMoney } from '@casino/browser/money-format.ts';

/** Longest payer name or reference the contract takes. */
const PAYER_TEXT_MAX = 80;

type DepositField = 'method' | 'amount' | 'payer_name' | 'payer_reference';
type DepositErrors = Partial<Record<DepositField, Message>>;

/**
 * Where the browser may be sent to pay: an http(s) address (the sandbox gateway's page is on this site, real gateways
 * elsewhere). Anything else (javascript:, data:) is refused.
 */
export function safePayUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Full-page navigation to the gateway's payment page, which returns to the site when the payment is done. */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}

/** The member centre's deposit page (/user Fund: Deposit). */
export function DepositPage() {
  return <DepositPanel compact={false} />;
}

/**
 * The deposit flow: methods with their limits, the amount, and the order once created (the gateway's payment page,
 * or the account to transfer to). `compact` is the single-column layout of the fast deposit window.
 */
export function DepositPanel({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = useSession();
  const methods = useDepositMethods();
  const queryClient = useQueryClient();
  const [promptDismissed, setPromptDismissed] = useState(false);
  const [bankAccountRefused, setBankAccountRefused] = useState(false);

  let body: ReactNode;
  if (session === null) {
    body = <p className="fund-empty">{t('member.login_needed')}</p>;
  } else if (methods.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')} className="fund-loading">
        <Skeleton height="5rem" radius="var(--radius-md)" />
        <Skeleton height="5rem" radius="var(--radius-md)" />
        <Skeleton height="2.75rem" />
      </LoadingRegion>
    );
  } else if (methods.data === undefined) {
    // Only a first load that failed: a failed refetch keeps the page (and an order just created) on screen.
    body = (
      <ErrorMessage
        title={t('fund.methods_failed')}
        message={errorText(methods.error)}
        retryLabel={t('common.retry')}
        onRetry={() => void methods.refetch()}
      />
    );
  } else if (methods.data.need_bank_account === 1 || bankAccountRefused) {
    // SPEC sections 2 and 6: a member who must bind a bank account first gets the prompt instead of the form.
    body = (
      <>
        <BindAccountNotice message={t('fund.bind_message')} testId="deposit-bind-notice" />
        {promptDismissed ? null : (
          <Modal
            title={t('fund.bind_title')}
            onClose={() => setPromptDismissed(true)}
            closeLabel={t('common.close')}
            size="sm"
            testId="deposit-bind-prompt"
            description={t('fund.bind_message')}
          >
            <div className="modal__actions">
              <Button variant="secondary" onClick={() => setPromptDismissed(true)}>
                {t('fund.later')}
              </Button>
              <Link to={BIND_ACCOUNT_PATH} className={buttonClassName('primary')} data-autofocus>
                {t('fund.bind_link')}
              </Link>
            </div>
          </Modal>
        )}
      </>
    );
  } else if (methods.data.list.length === 0) {
    body = <p className="fund-empty">{t('fund.methods_empty')}</p>;
  } else {
    body = (
      <DepositForm
        methods={methods.data.list}
        currency={methods.data.currency}
        compact={compact}
        onBankAccountRequired={() => {
          setBankAccountRefused(true);
          setPromptDismissed(false);
          void queryClient.invalidateQueries({ queryKey: depositMethodsKeys.all });
        }}
        onMethodGone={() => void queryClient.invalidateQueries({ queryKey: depositMethodsKeys.all })}
      />
    );
  }

  return (
    <div
      className={compact ? 'fund deposit deposit--compact' : 'fund deposit'}
      data-testid="deposit-page"
      data-compact={compact ? '1' : '0'}
    >
      {body}
    </div>
  );
}

type DepositFormProps = {
  methods: DepositMethod[];
  currency: string;
  compact: boolean;
  onBankAccountRequired: () => void;
  onMethodGone: () => void;
};

type CreatedOrder = { order: DepositOrder; method: DepositMethod; payUrl: string | null };

function DepositForm({ methods, currency, compact, onBankAccountRequired, onMethodGone }: DepositFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const submission = useOrderSubmit('dep');
  const [methodId, setMethodId] = useState<number | null>(methods[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [payerReference, setPayerReference] = useState('');
  // A deposit-match bonus taken with this deposit (granted when the money arrives).
  const [bonusPromotionId, setBonusPromotionId] = useState<number | null>(null);
  const [errors, setErrors] = useState<DepositErrors>({});
  const [created, setCreated] = useState<CreatedOrder | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const payerNameRef = useRef<HTMLInputElement>(null);
  const payerReferenceRef = useRef<HTMLInputElement>(null);
  const methodsRef = useRef<HTMLFieldSetElement>(null);
  const groupName = useId();

  const exponent = currencyExponent(currency);
  const money = (decimal: string) => formatMoney(decimal, currency, i18n.language);
  // A method that left the list (after a refresh) falls back to the first one.
  const method = methods.find((m) => m.id === methodId) ?? methods[0] ?? null;
  const isBankTransfer = method?.kind === 'bank_transfer';
  const chips = method ? quickAmounts(method.min_amount, method.max_amount, exponent) : [];
  const typed = checkAmount(amount, { exponent });
  const typedAmount = typed.ok ? typed.amount : null;

  const text = (message: Message | undefined) => messageString(t, message);

  const clear = (field: DepositField) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const chooseMethod = (id: number) => {
    setMethodId(id);
    setErrors({});
    submission.setFormError(null);
  };

  const validate = (): { errors: DepositErrors; amount: string | null } => {
    const found: DepositErrors = {};
    if (!method) {
      found.method = { key: 'fund.err_method_blank' };
      return { errors: found, amount: null };
    }
    const checked = checkAmount(amount, { exponent, min: method.min_amount, max: method.max_amount });
    if (!checked.ok) found.amount = amountMessage(checked.error, money);
    if (method.kind === 'bank_transfer') {
      const name = payerName.trim();
      if (name === '') found.payer_name = { key: 'fund.err_payer_name_blank' };
      else if (name.length > PAYER_TEXT_MAX) found.payer_name = { key: 'fund.err_text_length', values: { max: PAYER_TEXT_MAX } };
      if (payerReference.trim().length > PAYER_TEXT_MAX) {
        found.payer_reference = { key: 'fund.err_text_length', values: { max: PAYER_TEXT_MAX } };
      }
    }
    return { errors: found, amount: checked.ok ? checked.amount : null };
  };

  const focusFirst = (found: DepositErrors) => {
    if (found.method) methodsRef.current?.querySelector('input')?.focus();
    else if (found.amount) amountRef.current?.focus();
    else if (found.payer_name) payerNameRef.current?.focus();
    else if (found.payer_reference) payerReferenceRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.isSending()) return;
    const checked = validate();
    setErrors(checked.errors);
    if (!method || checked.amount === null || Object.values(checked.errors).some(Boolean)) {
      focusFirst(checked.errors);
      return;
    }
    const request = {
      method_id: method.id,
      amount: checked.amount,
      payer_name: isBankTransfer ? payerName.trim() : '',
      payer_reference: isBankTransfer ? payerReference.trim() : '',
      ...(bonusPromotionId !== null ? { bonus_promotion_id: bonusPromotionId } : {}),
    };
    void submission.send(request, createDeposit, {
      onDone: (order) => {
        const payUrl = safePayUrl(order.pay_url);
        setCreated({ order, method, payUrl });
        void queryClient.invalidateQueries({ queryKey: dwRecordKeys.all });
        if (payUrl) goToPaymentPage(payUrl);
      },
      onRefused: (code) => {
        switch (code) {
          case DEPOSIT_REFUSAL.noMethod:
            submission.setFormError({ key: 'fund.err_deposit_101' });
            onMethodGone();
            return true;
          case DEPOSIT_REFUSAL.belowMinimum:
            setErrors({ amount: { key: 'fund.err_amount_below_min', values: { min: money(method.min_amount) } } });
            amountRef.current?.focus();
            return true;
          case DEPOSIT_REFUSAL.aboveMaximum:
            setErrors({ amount: { key: 'fund.err_amount_above_max', values: { max: money(method.max_amount) } } });
            amountRef.current?.focus();
            return true;
          case DEPOSIT_REFUSAL.bankAccountRequired:
            onBankAccountRequired();
            return true;
          case DEPOSIT_REFUSAL.tooManyPending:
            submission.setFormError({ key: 'fund.err_deposit_105' });
            return true;
          case DEPOSIT_REFUSAL.overLimit:
            submission.setFormError({ key: 'fund.err_deposit_107' });
            return true;
          case DEPOSIT_REFUSAL.bonusUnavailable:
            setBonusPromotionId(null);
            submission.setFormError({ key: 'server_messages.deposit.bonus_unavailable' });
            return true;
          default:
            return false;
        }
      },
    });
  };

  const startOver = () => {
    setCreated(null);
    setAmount('');
    setPayerReference('');
    setErrors({});
    submission.setFormError(null);
  };

  if (created) {
    return <DepositCreated created={created} currency={currency} onStartOver={startOver} />;
  }

  return (
    <OrderForm
      className={compact ? 'form deposit-form deposit-form--compact' : 'form deposit-form'}
      testId="deposit-form"
      onSubmit={onSubmit}
      busy={submission.busy}
      formError={submission.formError}
      submitLabel={t(isBankTransfer ? 'fund.deposit_submit_bank' : 'fund.deposit_submit')}
      submitTestId="deposit-submit"
    >
      <fieldset ref={methodsRef} className="deposit-methods" aria-describedby={errors.method ? `${groupName}-error` : undefined}>
        <legend className="field__label">{t('fund.method')}</legend>
        <div className="deposit-methods__grid">
          {methods.map((m) => {
            const selected = m.id === method?.id;
            return (
              <label
                key={m.id}
                className={selected ? 'deposit-method deposit-method--selected' : 'deposit-method'}
                data-testid="deposit-method"
                data-kind={m.kind}
                data-method-id={m.id}
                data-selected={selected ? '1' : '0'}
              >
                <input
                  type="radio"
                  className="deposit-method__radio"
                  name={groupName}
                  value={m.id}
                  checked={selected}
                  onChange={() => chooseMethod(m.id)}
                />
                <span className="deposit-method__name">{m.name}</span>
                <span className="deposit-method__kind">
                  {t(m.kind === 'gateway' ? 'fund.kind_gateway' : 'fund.kind_bank_transfer')}
                </span>
                <span className="deposit-method__limits">
                  {t('fund.limits', { min: money(m.min_amount), max: money(m.max_amount) })}
                </span>
              </label>
            );
          })}
        </div>
        <p id={`${groupName}-error`} className="field__error" aria-live="polite">
          {text(errors.method) ?? ''}
        </p>
      </fieldset>

      <DepositBonusChoice value={bonusPromotionId} onChange={setBonusPromotionId} />
      <AmountField
        ref={amountRef}
        currency={currency}
        limits={method}
        value={amount}
        onValueChange={(value) => {
          setAmount(value);
          clear('amount');
        }}
        error={text(errors.amount)}
        testId="deposit-amount"
      />
      {chips.length > 0 ? (
        <fieldset className="deposit-chips">
          <legend className="visually-hidden">{t('fund.quick_amounts')}</legend>
          {chips.map((chip) => (
            <button
              key={chip}
              type="button"
              className="chip deposit-chip"
              aria-pressed={typedAmount === chip}
              onClick={() => {
                setAmount(chip);
                clear('amount');
              }}
              data-testid="deposit-quick-amount"
            >
              {money(chip)}
            </button>
          ))}
        </fieldset>
      ) : null}

      {isBankTransfer ? (
        <>
          <TextField
            ref={payerNameRef}
            label={t('fund.payer_name')}
            value={payerName}
            onValueChange={(value) => {
              setPayerName(value);
              clear('payer_name');
            }}
            error={text(errors.payer_name)}
            hint={t('fund.payer_name_hint')}
            testId="deposit-payer-name"
            autoComplete="name"
            maxLength={PAYER_TEXT_MAX}
            required
          />
          <TextField
            ref={payerReferenceRef}
            label={t('fund.payer_reference')}
            value={payerReference}
            onValueChange={(value) => {
              setPayerReference(value);
              clear('payer_reference');
            }}
            error={text(errors.payer_reference)}
            hint={t('fund.payer_reference_hint')}
            testId="deposit-payer-reference"
            autoComplete="off"
            maxLength={PAYER_TEXT_MAX}
          />
        </>
      ) : null}
    </OrderForm>
  );
}

function DepositCreated({
  created,
  currency,
  onStartOver,
}: {
  created: CreatedOrder;
  currency: string;
  onStartOver: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { order, method, payUrl } = created;
  const amount = formatMoney(order.amount, currency, i18n.language);
  const orderNumber = (
    <ResultRow label={t('fund.order_number')} valueClassName="fund-result__value">
      <span className="fund-mono" data-testid="deposit-order-number">
        {order.order_number}
      </span>
      <CopyButton value={order.order_number} label={t('fund.order_number')} />
    </ResultRow>
  );

  if (payUrl) {
    return (
      <div className="fund-result" data-testid="deposit-result" data-kind="gateway">
        <p className="fund-result__title" role="status">
          {t('fund.redirecting')}
        </p>
        <dl className="fund-result__list">
          {orderNumber}
          <ResultRow label={t('fund.amount')}>{amount}</ResultRow>
        </dl>
        <div className="fund-result__actions">
          <a href={payUrl} className={buttonClassName('primary', 'lg')} data-testid="deposit-pay-link">
            {t('fund.pay_link')}
          </a>
          <Button variant="secondary" onClick={onStartOver} data-testid="deposit-again">
            {t('fund.new_deposit')}
          </Button>
        </div>
      </div>
    );
  }

  const bank = method.kind === 'bank_transfer' ? method.bank : null;
  return (
    <div className="fund-result" data-testid="deposit-result" data-kind={method.kind}>
      <p className="fund-result__title" role="status">
        {t('fund.order_created')}
      </p>
      <dl className="fund-result__list">
        {orderNumber}
        <ResultRow label={t('fund.status_label')}>
          <StatusBadge status={order.status} />
        </ResultRow>
      </dl>
      {bank ? (
        <section className="fund-bank" data-testid="deposit-bank-details" aria-labelledby="deposit-bank-title">
          <h3 id="deposit-bank-title" className="fund-bank__title">
            {t('fund.transfer_title')}
          </h3>
          <p className="fund-bank__instructions">{t('fund.transfer_instructions', { amount })}</p>
          <dl className="fund-result__list">
            <CopyRow label={t('bank.bank_name')} value={bank.bank_name} />
            <CopyRow label={t('bank.account_name')} value={bank.account_name} />
            <CopyRow label={t('bank.account_number')} value={bank.account_number} mono />
            {bank.branch ? <CopyRow label={t('bank.branch')} value={bank.branch} /> : null}
            <CopyRow label={t('fund.amount_to_transfer')} value={order.amount} shown={amount} />
          </dl>
        </section>
      ) : (
        <p className="fund-bank__instructions">
          {t(method.kind === 'gateway' ? 'fund.gateway_unavailable' : 'fund.transfer_unavailable')}
        </p>
      )}
      <Button variant="secondary" onClick={onStartOver} data-testid="deposit-again">
        {t('fund.new_deposit')}
      </Button>
    </div>
  );
}

function CopyRow({ label, value, shown, mono }: { label: string; value: string; shown?: string; mono?: boolean }) {
  return (
    <ResultRow label={label} valueClassName="fund-result__value">
      <span className={mono ? 'fund-mono' : undefined} dir={mono ? 'ltr' : undefined}>
        {shown ?? value}
      </span>
      <CopyButton value={value} label={label} />
    </ResultRow>
  );
}
