import { POLICY_KINDS, type PolicyKind } from '@casino/contract/calls/operator-protection-calls.ts';
import { LIMIT_PERIODS, type LimitPeriod } from '@casino/contract/calls/protection-calls.ts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminCallError } from '../../../lib/admin-api.ts';
import { CurrencyField } from '../../../ui/currency-field.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type LimitPolicy, readLimitPolicies, setLimitPolicy } from '../api/protection-calls.ts';

type Draft = { default_amount: string; maximum_amount: string };
const keyOf = (kind: string, period: string) => `${kind}:${period}`;
/** A session-time limit is per day only, in whole minutes (SESSION_LIMIT_MINUTES); the others per day, week, month. */
const periodsOf = (kind: PolicyKind): readonly LimitPeriod[] => (kind === 'session' ? ['day'] : LIMIT_PERIODS);

/** The refusal of a save, as a message key. */
function saveError(failure: unknown): string {
  const code = failure instanceof AdminCallError ? failure.code : 0;
  if (code === 101 || code === 400) return 'protection.policies.error.amount';
  if (code === 102) return 'protection.policies.error.defaultAboveMaximum';
  if (code === 103) return 'protection.policies.error.unknown';
  if (code === 403) return 'protection.policies.error.forbidden';
  return 'signIn.error.network';
}

/**
 * The sites' defaults and maximums of members' limits (docs/decisions/0084), per site and currency: one row per kind
 * and period, saved one at a time (each save audited by the server); both empty removes the row's policy.
 */
export function LimitPoliciesPage() {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [siteId, setSiteId] = useState(1);
  const [currency, setCurrency] = useState<string>('INR');
  const [policies, setPolicies] = useState<LimitPolicy[] | null>(null);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const list = await readLimitPolicies(call, siteId);
      setPolicies(list);
      setDrafts({});
      setError(null);
    } catch (failure) {
      setPolicies([]);
      setError(
        failure instanceof AdminCallError && failure.code === 403
          ? 'protection.policies.error.forbidden'
          : 'signIn.error.network',
      );
    }
  }, [call, siteId]);
  useEffect(() => {
    void load();
  }, [load]);

  const stored = (kind: string, period: string) =>
    policies?.find((p) => p.currency === currency && p.kind === kind && p.period === period) ?? null;
  // A row's fields: what the operator typed, else what is stored.
  const draftOf = (kind: string, period: string): Draft => {
    const row = stored(kind, period);
    return (
      drafts[keyOf(kind, period)] ?? { default_amount: row?.default_amount ?? '', maximum_amount: row?.maximum_amount ?? '' }
    );
  };
  const edit = (kind: string, period: string, field: keyof Draft, value: string) =>
    setDrafts((all) => ({ ...all, [keyOf(kind, period)]: { ...draftOf(kind, period), [field]: value } }));

  const save = async (kind: PolicyKind, period: LimitPeriod) => {
    if (busy) return;
    const draft = draftOf(kind, period);
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const result = await setLimitPolicy(call, {
        site_id: siteId,
        currency,
        kind,
        period,
        default_amount: draft.default_amount.trim() || null,
        maximum_amount: draft.maximum_amount.trim() || null,
      });
      const removed = result.default_amount === null && result.maximum_amount === null;
      setSaved(t(removed ? 'protection.policies.removed' : 'protection.policies.saved', { limit: limitName(kind, period) }));
      await load();
    } catch (failure) {
      setError(saveError(failure));
    } finally {
      setBusy(false);
    }
  };
  const limitName = (kind: string, period: string) =>
    `${t(`protection.kind.${kind}`, { defaultValue: kind })} · ${t(`protection.period.${period}`)}${
      kind === 'session' ? ` (${t('protection.policies.minutes')})` : ''
    }`;
  const noSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <section className="page" aria-labelledby="limit-policies-title">
      <h1 id="limit-policies-title">{t('protection.policies.title')}</h1>
      <p className="note">{t('protection.policies.intro')}</p>
      <form className="filters" onSubmit={noSubmit}>
        <label>
          {t('protection.policies.site')}
          <input
            type="number"
            min={1}
            max={99999}
            value={siteId}
            onChange={(e) => setSiteId(Math.max(1, Math.min(99999, Number(e.currentTarget.value) || 1)))}
          />
        </label>
        <CurrencyField
          label={t('protection.policies.currency')}
          value={currency}
          onChange={(code) => {
            setCurrency(code);
            setDrafts({});
          }}
        />
      </form>
      {error && <ErrorNote message={t(error)} />}
      {saved && (
        <p className="note" role="status">
          {saved}
        </p>
      )}
      {policies === null ? (
        <p>{t('common.loading')}</p>
      ) : (
        <table data-testid="limit-policies">
          <thead>
            <tr>
              <th scope="col">{t('protection.member.limit')}</th>
              <th scope="col">{t('protection.policies.default')}</th>
              <th scope="col">{t('protection.policies.maximum')}</th>
              <th scope="col">{t('protection.policies.changedBy')}</th>
              <th scope="col">
                <span className="muted">{t('protection.policies.save')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {POLICY_KINDS.flatMap((kind) =>
              periodsOf(kind).map((period) => {
                const name = limitName(kind, period);
                const draft = draftOf(kind, period);
                const row = stored(kind, period);
                return (
                  <tr key={keyOf(kind, period)}>
                    <th scope="row">{name}</th>
                    <td>
                      <input
                        aria-label={t('protection.policies.defaultOf', { limit: name })}
                        inputMode="decimal"
                        maxLength={20}
                        placeholder={t('protection.policies.none')}
                        value={draft.default_amount}
                        onChange={(e) => edit(kind, period, 'default_amount', e.currentTarget.value)}
                      />
                    </td>
                    <td>
                      <input
                        aria-label={t('protection.policies.maximumOf', { limit: name })}
                        inputMode="decimal"
                        maxLength={20}
                        placeholder={t('protection.policies.none')}
                        value={draft.maximum_amount}
                        onChange={(e) => edit(kind, period, 'maximum_amount', e.currentTarget.value)}
                      />
                    </td>
                    <td>{row?.updated_by ?? '—'}</td>
                    <td>
                      <button
                        type="button"
                        disabled={busy}
                        aria-label={t('protection.policies.saveOf', { limit: name })}
                        onClick={() => void save(kind, period)}
                      >
                        {t('protection.policies.save')}
                      </button>
                    </td>
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}
