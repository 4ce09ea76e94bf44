import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { CurrencyField } from '../../../ui/currency-field.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type BookSettings, readSettings, saveSettings } from '../api/sports-calls.ts';

/** Refusals of the settings call (SportsOperatorCode) and their message keys. */
const REFUSALS: Record<number, string> = {
  103: 'sports.error.invalidLimits',
  104: 'sports.error.unknownCurrency',
};

/** The book's limits and margins of one currency: read as in force, changed with a reason (audited). */
export function BookSettingsForm() {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  // The platform's first market; the others are one choice away.
  const [currency, setCurrency] = useState<string>('INR');
  const [settings, setSettings] = useState<BookSettings | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    setSettings(null);
    setError(null);
    readSettings(call, currency)
      .then(setSettings)
      .catch((failure) => setError((failure instanceof AdminCallError && REFUSALS[failure.code]) || 'signIn.error.network'));
  }, [call, currency]);

  const save = async (form: FormData) => {
    setError(null);
    setNote(null);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const margin = text('price_margin_bp');
    try {
      setSettings(
        await saveSettings(call, currency, {
          min_stake: text('min_stake'),
          max_stake: text('max_stake'),
          max_payout: text('max_payout'),
          cash_out_margin_bp: Number(text('cash_out_margin_bp')),
          live_delay_seconds: Number(text('live_delay_seconds')),
          price_margin_bp: margin === '' ? null : Number(margin),
          reason: reason.trim(),
        }),
      );
      setReason('');
      setNote(t('sports.settingsSaved', { currency }));
    } catch (failure) {
      setError((failure instanceof AdminCallError && REFUSALS[failure.code]) || 'sports.error.invalidSettings');
    }
  };

  return (
    <section className="card" aria-labelledby="book-settings-title">
      <h2 id="book-settings-title">{t('sports.settings')}</h2>
      <CurrencyField className="filter" label={t('sports.currency')} value={currency} onChange={setCurrency} />
      {error && <ErrorNote message={t(error)} />}
      {note && (
        <p className="note" role="status">
          {note}
        </p>
      )}
      {settings && (
        <form
          key={`${currency}:${JSON.stringify(settings)}`}
          className="form-grid"
          data-testid="sports-settings"
          onSubmit={(event) => {
            event.preventDefault();
            void save(new FormData(event.currentTarget));
          }}
        >
          {(
            [
              ['min_stake', settings.min_stake, 'decimal'],
              ['max_stake', settings.max_stake, 'decimal'],
              ['max_payout', settings.max_payout, 'decimal'],
              ['cash_out_margin_bp', String(settings.cash_out_margin_bp), 'numeric'],
              ['live_delay_seconds', String(settings.live_delay_seconds), 'numeric'],
              ['price_margin_bp', settings.price_margin_bp === null ? '' : String(settings.price_margin_bp), 'numeric'],
            ] as const
          ).map(([name, value, mode]) => (
            <label key={name}>
              {t(`sports.field.${name}`)}
              <input name={name} defaultValue={value} inputMode={mode} required={name !== 'price_margin_bp'} />
            </label>
          ))}
          <label>
            {t('sports.reason')}
            <input required maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          </label>
          <button type="submit">{t('sports.save')}</button>
        </form>
      )}
    </section>
  );
}
