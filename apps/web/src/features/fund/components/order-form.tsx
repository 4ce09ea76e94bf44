import { formatMoney } from '@casino/browser/money-format.ts';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { FormAlert, TextField } from '../../../ui/form-field.tsx';
import { currencyExponent } from '../money.ts';
import { type Message, messageString } from './messages.ts';

type OrderFormProps = {
  className: string;
  testId: string;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  /** The failure of the last submission that concerns no single field. */
  formError: Message | string | null;
  submitLabel: string;
  submitTestId: string;
  children: ReactNode;
};

/** The form of a deposit or withdrawal order: its form-level message, its fields, and the button that sends it. */
export function OrderForm({ className, testId, onSubmit, busy, formError, submitLabel, submitTestId, children }: OrderFormProps) {
  const { t } = useTranslation();
  return (
    <form className={className} onSubmit={onSubmit} noValidate aria-busy={busy || undefined} data-testid={testId}>
      <FormAlert message={messageString(t, formError)} />
      {children}
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined} data-testid={submitTestId}>
        {busy ? t('fund.submitting') : submitLabel}
      </Button>
    </form>
  );
}

type AmountFieldProps = {
  ref: Ref<HTMLInputElement>;
  currency: string;
  /** The smallest and largest amount an order may have, shown as the hint. */
  limits: { min_amount: string; max_amount: string } | null;
  value: string;
  onValueChange: (value: string) => void;
  error: string | null;
  addon?: ReactNode;
  testId: string;
};

/** The amount of an order, in the currency of the member. */
export function AmountField({ ref, currency, limits, value, onValueChange, error, addon, testId }: AmountFieldProps) {
  const { t, i18n } = useTranslation();
  const money = (decimal: string) => formatMoney(decimal, currency, i18n.language);
  return (
    <TextField
      ref={ref}
      label={t('fund.amount_in', { currency })}
      value={value}
      onValueChange={onValueChange}
      error={error}
      hint={limits ? t('fund.amount_hint', { min: money(limits.min_amount), max: money(limits.max_amount) }) : undefined}
      addon={addon}
      testId={testId}
      inputMode={currencyExponent(currency) > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      maxLength={20}
      required
    />
  );
}

/** One line of a made order: what it is, and its value. */
export function ResultRow({
  label,
  valueClassName,
  testId,
  children,
}: {
  label: string;
  valueClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="fund-result__row">
      <dt>{label}</dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
