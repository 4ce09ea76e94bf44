import { GAME_TYPES } from '@casino/contract/game-types.ts';
import { can } from '@casino/contract/operator-permissions.ts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { CurrencyField } from '../../../ui/currency-field.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type LoyaltySettings, readLoyaltySettings, saveCompPointRates, saveVipLevels } from '../api/loyalty-calls.ts';
import {
  emptyLevel,
  type LevelRow,
  levelsBody,
  levelsDraftOf,
  ratesBody,
  ratesDraftOf,
  validateLevels,
  validateRates,
} from './loyalty-drafts.ts';

/** Roles with promotions.manage, which every loyalty call of the server requires. */

/** The message key of a refused loyalty save (codes of LoyaltyOperatorCode). */
export function loyaltySaveError(failure: unknown): string {
  if (!(failure instanceof AdminCallError)) return 'signIn.error.network';
  if (failure.code === 101) return 'loyalty.error.currencyNotOffered';
  if (failure.code === 102) return 'loyalty.error.invalidAmount';
  if (failure.code === 103) return 'loyalty.levels.error.order';
  if (failure.code === 400) return 'loyalty.error.invalid';
  if (failure.code === 403) return 'loyalty.error.forbidden';
  return 'signIn.error.network';
}

/**
 * A form's fields as typed, starting from what is stored: a new load or another currency starts them again from the
 * stored values, in the same render (no flash of the previous currency's values).
 */
function useDraft<T>(
  settings: LoyaltySettings | null,
  currency: string,
  stored: (settings: LoyaltySettings | null, currency: string) => T,
): [T, (edit: (draft: T) => T) => void] {
  const [held, setHeld] = useState<{ settings: LoyaltySettings | null; currency: string; draft: T } | null>(null);
  const current = (h: typeof held) =>
    h && h.settings === settings && h.currency === currency ? h.draft : stored(settings, currency);
  const edit = (change: (draft: T) => T) => setHeld((h) => ({ settings, currency, draft: change(current(h)) }));
  return [current(held), edit];
}

/** A form's save: its refusal (a message key and its values), saved, or under way. */
type FormState = { error: string | null; errorValues?: Record<string, string>; saved: boolean; busy: boolean };
const idle: FormState = { error: null, saved: false, busy: false };

/**
 * A site's comp point rates, exchange rate and VIP levels per currency (docs/decisions/0083). The rates and the
 * levels are two separate saves, each replacing what the site and currency had.
 */
export function LoyaltyPage() {
  const { t } = useTranslation();
  const { call, signIn } = useAdminSession();
  const [siteId, setSiteId] = useState(1);
  const [currency, setCurrency] = useState<string>('INR');
  const [settings, setSettings] = useState<LoyaltySettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [rates, setRates] = useDraft(settings, currency, ratesDraftOf);
  const [levels, setLevels] = useDraft(settings, currency, levelsDraftOf);
  const [ratesState, setRatesState] = useState<FormState>(idle);
  const [levelsState, setLevelsState] = useState<FormState>(idle);

  const load = useCallback(async () => {
    try {
      setSettings(await readLoyaltySettings(call, siteId));
      setLoadError(null);
    } catch (failure) {
      // No forms without the stored values: a save replaces them all.
      setSettings(null);
      setLoadError(loyaltySaveError(failure));
    }
  }, [call, siteId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (signIn && !can(signIn.role, 'promotions.manage')) return <Navigate to="/audit" replace />;

  const saveRates = async (event: FormEvent) => {
    event.preventDefault();
    if (ratesState.busy) return;
    const invalid = validateRates(rates);
    if (invalid) return setRatesState({ ...idle, error: invalid });
    setRatesState({ ...idle, busy: true });
    try {
      await saveCompPointRates(call, ratesBody(rates, siteId, currency));
      setRatesState({ ...idle, saved: true });
      await load();
    } catch (failure) {
      setRatesState({ ...idle, error: loyaltySaveError(failure) });
    }
  };

  const saveLevels = async (event: FormEvent) => {
    event.preventDefault();
    if (levelsState.busy) return;
    const invalid = validateLevels(levels);
    if (invalid) return setLevelsState({ ...idle, error: invalid.key, errorValues: { level: invalid.level ?? '' } });
    setLevelsState({ ...idle, busy: true });
    try {
      await saveVipLevels(call, levelsBody(levels, siteId, currency));
      setLevelsState({ ...idle, saved: true });
      await load();
    } catch (failure) {
      setLevelsState({ ...idle, error: loyaltySaveError(failure) });
    }
  };

  const editLevel = (index: number, change: Partial<LevelRow>) =>
    setLevels((draft) => ({ ...draft, levels: draft.levels.map((row, i) => (i === index ? { ...row, ...change } : row)) }));

  return (
    <section className="page" aria-labelledby="loyalty-title">
      <h1 id="loyalty-title">{t('loyalty.title')}</h1>
      <p className="note">{t('loyalty.intro')}</p>
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('loyalty.site')}
          <input
            type="number"
            min={1}
            max={99999}
            value={siteId}
            onChange={(e) => {
              // Another site's values must never be saved to this one while it loads.
              setSettings(null);
              setLoadError(null);
              setRatesState(idle);
              setLevelsState(idle);
              setSiteId(Math.max(1, Math.min(99999, Number(e.currentTarget.value) || 1)));
            }}
          />
        </label>
        <CurrencyField
          label={t('loyalty.currency')}
          value={currency}
          onChange={(code) => {
            setCurrency(code);
            setRatesState(idle);
            setLevelsState(idle);
          }}
        />
      </form>
      {loadError && <ErrorNote message={t(loadError)} />}
      {loadError ? null : settings === null ? (
        <p>{t('common.loading')}</p>
      ) : (
        <>
          <form aria-labelledby="loyalty-rates-title" onSubmit={(e) => void saveRates(e)} noValidate>
            <h2 id="loyalty-rates-title">{t('loyalty.rates.title')}</h2>
            <p className="muted">{t('loyalty.rates.intro')}</p>
            <table data-testid="loyalty-rates">
              <thead>
                <tr>
                  <th scope="col">{t('loyalty.rates.gameType')}</th>
                  <th scope="col">{t('loyalty.rates.pointsPerUnit', { currency })}</th>
                </tr>
              </thead>
              <tbody>
                {GAME_TYPES.map((type) => {
                  const name = t(`loyalty.gameType.${type.key}`);
                  return (
                    <tr key={type.id}>
                      <th scope="row">{name}</th>
                      <td>
                        <input
                          aria-label={t('loyalty.rates.pointsOf', { type: name })}
                          inputMode="decimal"
                          maxLength={9}
                          placeholder={t('loyalty.rates.none')}
                          value={rates.rates[type.id] ?? ''}
                          onChange={(e) => {
                            const value = e.currentTarget.value;
                            setRates((draft) => ({ ...draft, rates: { ...draft.rates, [type.id]: value } }));
                          }}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <div className="filters">
              <label>
                {t('loyalty.rates.exchangePoints')}
                <input
                  inputMode="numeric"
                  maxLength={7}
                  value={rates.exchange_points}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setRates((draft) => ({ ...draft, exchange_points: value }));
                  }}
                />
              </label>
              <label>
                {t('loyalty.rates.exchangeCash', { currency })}
                <input
                  inputMode="decimal"
                  maxLength={20}
                  value={rates.exchange_cash}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setRates((draft) => ({ ...draft, exchange_cash: value }));
                  }}
                />
              </label>
            </div>
            {ratesState.error && <ErrorNote message={t(ratesState.error)} />}
            {ratesState.saved && (
              <p className="note" role="status">
                {t('loyalty.rates.saved', { currency })}
              </p>
            )}
            <button type="submit" disabled={ratesState.busy}>
              {t('loyalty.rates.save')}
            </button>
          </form>

          <form aria-labelledby="loyalty-levels-title" onSubmit={(e) => void saveLevels(e)} noValidate>
            <h2 id="loyalty-levels-title">{t('loyalty.levels.title')}</h2>
            <p className="muted">{t('loyalty.levels.intro')}</p>
            <div className="filters">
              <label>
                {t('loyalty.levels.windowDays')}
                <input
                  inputMode="numeric"
                  maxLength={3}
                  value={levels.window_days}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setLevels((draft) => ({ ...draft, window_days: value }));
                  }}
                />
              </label>
            </div>
            <table data-testid="loyalty-levels">
              <thead>
                <tr>
                  <th scope="col">{t('loyalty.levels.level')}</th>
                  <th scope="col">{t('loyalty.levels.minPoints')}</th>
                  <th scope="col">{t('loyalty.levels.withdrawalLimit', { currency })}</th>
                  <th scope="col">{t('loyalty.levels.birthdayBonus', { currency })}</th>
                  <th scope="col">
                    <span className="muted">{t('loyalty.levels.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {levels.levels.length === 0 && (
                  <tr>
                    <td colSpan={5}>{t('loyalty.levels.none')}</td>
                  </tr>
                )}
                {levels.levels.map((row, index) => {
                  const label = (key: string) => t(key, { row: index + 1 });
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own until saved
                    <tr key={index}>
                      <td>
                        <input
                          aria-label={label('loyalty.levels.levelOf')}
                          inputMode="numeric"
                          maxLength={3}
                          size={4}
                          value={row.level}
                          onChange={(e) => editLevel(index, { level: e.currentTarget.value })}
                        />
                      </td>
                      <td>
                        <input
                          aria-label={label('loyalty.levels.minPointsOf')}
                          inputMode="numeric"
                          maxLength={10}
                          value={row.min_points}
                          onChange={(e) => editLevel(index, { min_points: e.currentTarget.value })}
                        />
                      </td>
                      <td>
                        <input
                          aria-label={label('loyalty.levels.withdrawalLimitOf')}
                          inputMode="decimal"
                          maxLength={20}
                          placeholder={t('loyalty.levels.noLimit')}
                          value={row.daily_withdrawal_limit}
                          onChange={(e) => editLevel(index, { daily_withdrawal_limit: e.currentTarget.value })}
                        />
                      </td>
                      <td>
                        <input
                          aria-label={label('loyalty.levels.birthdayBonusOf')}
                          inputMode="decimal"
                          maxLength={20}
                          placeholder="0"
                          value={row.birthday_bonus}
                          onChange={(e) => editLevel(index, { birthday_bonus: e.currentTarget.value })}
                        />
                      </td>
                      <td>
                        <button
                          type="button"
                          className="secondary"
                          aria-label={label('loyalty.levels.removeOf')}
                          onClick={() => setLevels((draft) => ({ ...draft, levels: draft.levels.filter((_, i) => i !== index) }))}
                        >
                          {t('loyalty.levels.remove')}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {levelsState.error && <ErrorNote message={t(levelsState.error, levelsState.errorValues)} />}
            {levelsState.saved && (
              <p className="note" role="status">
                {t('loyalty.levels.saved', { currency })}
              </p>
            )}
            <div className="actions">
              <button
                type="button"
                className="secondary"
                onClick={() => setLevels((draft) => ({ ...draft, levels: [...draft.levels, emptyLevel(draft.levels)] }))}
              >
                {t('loyalty.levels.add')}
              </button>
              <button type="submit" disabled={levelsState.busy}>
                {t('loyalty.levels.save')}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
