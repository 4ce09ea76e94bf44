import { CURRENCIES, CURRENCY_CODES, type CurrencyCode, isCurrencyCode } from '@casino/contract/currencies.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { CurrencyField } from '../../../ui/currency-field.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { setAdjustmentThreshold } from '../api/approval-calls.ts';

type Field = 'site' | 'amount';
type FieldErrors = Partial<Record<Field, string>>;

/** What the server accepts, checked here first so each wrong field is named beside it. */
function checkDraft(site: string, currency: CurrencyCode, amount: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!/^\d{1,5}$/.test(site.trim()) || Number(site) < 1) errors.site = 'approvals.thresholds.error.site';
  const decimals = CURRENCIES[currency].exponent;
  const format = decimals === 0 ? /^\d{1,15}$/ : new RegExp(`^\\d{1,15}(\\.\\d{1,${decimals}})?$`);
  if (!format.test(amount.trim()))
    errors.amount = decimals === 0 ? 'approvals.thresholds.error.whole' : 'approvals.thresholds.error.amount';
  return errors;
}

/** Sets one site's threshold for one currency: adjustments above it (in absolute value) need a second operator. */
export function ThresholdForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [site, setSite] = useState('1');
  const [currency, setCurrency] = useState<CurrencyCode>(CURRENCY_CODES[0] ?? 'USD');
  const [amount, setAmount] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setDone(null);
    const errors = checkDraft(site, currency, amount);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const saved = await setAdjustmentThreshold(call, Number(site), currency, amount.trim());
      setDone(t('approvals.thresholds.saved', { site: saved.site_id, currency: saved.currency, amount: saved.amount }));
      setAmount('');
      onSaved();
    } catch (failure) {
      const code = failure instanceof AdminCallError ? failure.code : 0;
      // The currency comes from the list and the amount was checked above: a field the server still refuses is the
      // site, which it names when no site has that number.
      if (code === 400) setFieldErrors({ site: 'approvals.thresholds.error.noSite' });
      else setError(code === 403 ? 'approvals.error.forbidden' : 'signIn.error.network');
    } finally {
      setBusy(false);
    }
  };

  const described = (field: Field) => (fieldErrors[field] ? `threshold-${field}-error` : undefined);
  const fieldError = (field: Field) => {
    const key = fieldErrors[field];
    return key ? (
      <div id={`threshold-${field}-error`}>
        <ErrorNote message={t(key, { decimals: CURRENCIES[currency].exponent })} />
      </div>
    ) : null;
  };

  return (
    <form className="threshold-form" aria-labelledby="threshold-form-title" onSubmit={(e) => void submit(e)} noValidate>
      <h3 id="threshold-form-title">{t('approvals.thresholds.formTitle')}</h3>
      <div className="form-grid">
        <div>
          <label>
            {t('approvals.queue.site')}
            <input
              name="site"
              inputMode="numeric"
              required
              value={site}
              aria-invalid={fieldErrors.site ? true : undefined}
              aria-describedby={described('site')}
              onChange={(e) => setSite(e.currentTarget.value)}
            />
          </label>
          {fieldError('site')}
        </div>
        <CurrencyField
          label={t('approvals.thresholds.currency')}
          name="currency"
          value={currency}
          onChange={(code) => {
            if (isCurrencyCode(code)) setCurrency(code);
          }}
        />
        <div>
          <label>
            {t('approvals.thresholds.amount')}
            <input
              name="amount"
              inputMode="decimal"
              required
              value={amount}
              aria-invalid={fieldErrors.amount ? true : undefined}
              aria-describedby={described('amount')}
              onChange={(e) => setAmount(e.currentTarget.value)}
            />
          </label>
          {fieldError('amount')}
        </div>
        <button type="submit" disabled={busy} aria-busy={busy}>
          {t('approvals.thresholds.save')}
        </button>
      </div>
      {error && <ErrorNote message={t(error)} />}
      {done && (
        <p className="note" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
