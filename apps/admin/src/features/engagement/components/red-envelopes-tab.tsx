import { formatDateTime } from '@casino/browser/date-format.ts';
import { RED_ENVELOPE_ELIGIBILITY } from '@casino/contract/calls/engagement-calls.ts';
import { CURRENCY_CODES } from '@casino/contract/currencies.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalDetail } from '../../../lib/use-refusal-detail.ts';
import { CurrencyField } from '../../../ui/currency-field.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { isBlank, LanguageTabs } from '../../content/components/language-tabs.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { cancelRedEnvelope, createRedEnvelope, type OperatorRedEnvelope, readRedEnvelopes } from '../api/engagement-calls.ts';
import { useCancelFlow } from '../hooks/use-cancel-flow.ts';
import { ConfirmCancel } from './confirm-cancel.tsx';
import {
  type BudgetRow,
  type DraftError,
  emptyBudget,
  emptyRedEnvelope,
  type RedEnvelopeDraft,
  redEnvelopeBody,
  validateRedEnvelope,
} from './engagement-drafts.ts';
import { engagementError } from './engagement-errors.ts';
import { useLocalised } from './use-localised.ts';
import { useSiteList } from './use-site-list.ts';

/** Statuses the server still cancels: the promotion has not ended. */
const CANCELLABLE: readonly OperatorRedEnvelope['status'][] = ['scheduled', 'running'];

/** Red-envelope promotions of a site with what is left of each budget; a new one; cancelling one. */
export function RedEnvelopesTab({ siteId }: { siteId: number }) {
  const { t, i18n } = useTranslation();
  const textOf = useLocalised();
  const { list, loadError, reload } = useSiteList(siteId, readRedEnvelopes);
  const [creating, setCreating] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const when = (iso: string) => formatDateTime(Date.parse(iso), i18n.language);
  const titleOf = (promotion: OperatorRedEnvelope) => textOf(promotion.title) || `#${promotion.id}`;

  const cancelFlow = useCancelFlow(cancelRedEnvelope, async (cancelled) => {
    setStatus(t('engagement.redEnvelopes.cancelled', { title: titleOf(cancelled) }));
    await reload();
  });

  return (
    <>
      {status && (
        <p className="note" role="status">
          {status}
        </p>
      )}
      {creating ? (
        <RedEnvelopeForm
          siteId={siteId}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setStatus(t('engagement.redEnvelopes.created', { title: titleOf(created) }));
            void reload();
          }}
        />
      ) : (
        <button
          type="button"
          onClick={() => {
            setCreating(true);
            setStatus(null);
          }}
        >
          {t('engagement.redEnvelopes.new')}
        </button>
      )}
      {cancelFlow.cancelling && (
        <ConfirmCancel
          title={t('engagement.redEnvelopes.cancelTitle', { title: titleOf(cancelFlow.cancelling) })}
          text={t('engagement.redEnvelopes.cancelText')}
          confirmLabel={t('engagement.redEnvelopes.cancelConfirm')}
          busy={cancelFlow.busy}
          error={cancelFlow.error}
          onConfirm={() => void cancelFlow.confirm()}
          onKeep={cancelFlow.keep}
        />
      )}
      <h2>{t('engagement.redEnvelopes.listTitle', { site: siteId })}</h2>
      {loadError && <ErrorNote message={t(loadError)} />}
      {list === null ? (
        <p>{t('common.loading')}</p>
      ) : list.length === 0 ? (
        !loadError && <p>{t('engagement.redEnvelopes.none')}</p>
      ) : (
        <table data-testid="red-envelopes">
          <thead>
            <tr>
              <th scope="col">{t('engagement.redEnvelopes.name')}</th>
              <th scope="col">{t('engagement.status')}</th>
              <th scope="col">{t('engagement.period')}</th>
              <th scope="col">{t('engagement.redEnvelopes.eligibility')}</th>
              <th scope="col">{t('engagement.redEnvelopes.budgets')}</th>
              <th scope="col">{t('engagement.created')}</th>
              <th scope="col">
                <span className="muted">{t('engagement.cancel')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((promotion) => {
              const title = titleOf(promotion);
              return (
                <tr key={promotion.id}>
                  <th scope="row">
                    {title}
                    <div className="muted">#{promotion.id}</div>
                  </th>
                  <td>{t(`engagement.statusKind.${promotion.status}`)}</td>
                  <td>
                    {when(promotion.starts_at)} – {when(promotion.ends_at)}
                  </td>
                  <td>
                    {t(`engagement.redEnvelopes.eligibilityKind.${promotion.eligibility}`)}
                    {promotion.eligibility !== 'none' && (
                      <div className="muted">
                        {promotion.eligibility_days > 0
                          ? t('engagement.redEnvelopes.withinDays', { days: promotion.eligibility_days })
                          : t('engagement.redEnvelopes.sinceStart')}
                      </div>
                    )}
                  </td>
                  <td>
                    <ul className="engagement-budgets">
                      {promotion.budgets.map((budget) => (
                        <li key={budget.currency}>
                          {t('engagement.redEnvelopes.budgetLine', {
                            currency: budget.currency,
                            remaining: budget.remaining,
                            budget: budget.budget,
                            min: budget.min_amount,
                            max: budget.max_amount,
                            claims: budget.claims,
                          })}
                          {promotion.eligibility !== 'none' && (
                            <span className="muted">
                              {' '}
                              {t('engagement.redEnvelopes.atLeast', { amount: budget.eligibility_amount })}
                            </span>
                          )}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{when(promotion.created_at)}</td>
                  <td>
                    {CANCELLABLE.includes(promotion.status) && (
                      <button
                        type="button"
                        className="secondary"
                        aria-label={t('engagement.cancelOf', { title })}
                        onClick={() => {
                          cancelFlow.ask(promotion);
                          setStatus(null);
                        }}
                      >
                        {t('engagement.cancel')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}

function RedEnvelopeForm({
  siteId,
  onCreated,
  onClose,
}: {
  siteId: number;
  onCreated: (created: OperatorRedEnvelope) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refusalDetail = useRefusalDetail();
  const { call } = useAdminSession();
  const [draft, setDraft] = useState<RedEnvelopeDraft>(emptyRedEnvelope);
  const [error, setError] = useState<DraftError | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (part: Partial<RedEnvelopeDraft>) => setDraft((d) => ({ ...d, ...part }));
  const editBudget = (index: number, part: Partial<BudgetRow>) =>
    setDraft((d) => ({ ...d, budgets: d.budgets.map((b, i) => (i === index ? { ...b, ...part } : b)) }));
  const withEligibility = draft.eligibility !== 'none';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateRedEnvelope(draft, Date.now());
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      onCreated(await createRedEnvelope(call, redEnvelopeBody(draft, siteId)));
    } catch (failure) {
      setError({ key: engagementError(failure), detail: refusalDetail(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card" aria-labelledby="red-envelope-form-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="red-envelope-form-title">{t('engagement.redEnvelopes.formTitle', { site: siteId })}</h2>
      <LanguageTabs isMissing={(language) => isBlank(draft.title[language])}>
        {(language) => (
          <label>
            {t('engagement.redEnvelopes.name')}
            <input
              maxLength={200}
              value={draft.title[language] ?? ''}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setDraft((d) => ({ ...d, title: { ...d.title, [language]: text } }));
              }}
            />
          </label>
        )}
      </LanguageTabs>
      <div className="form-grid">
        <label>
          {t('engagement.startsAt')}
          <input type="datetime-local" value={draft.starts_at} onChange={(e) => change({ starts_at: e.currentTarget.value })} />
        </label>
        <label>
          {t('engagement.endsAt')}
          <input type="datetime-local" value={draft.ends_at} onChange={(e) => change({ ends_at: e.currentTarget.value })} />
        </label>
        <label>
          {t('engagement.redEnvelopes.eligibility')}
          <select
            value={draft.eligibility}
            onChange={(e) => change({ eligibility: e.currentTarget.value as RedEnvelopeDraft['eligibility'] })}
          >
            {RED_ENVELOPE_ELIGIBILITY.map((kind) => (
              <option key={kind} value={kind}>
                {t(`engagement.redEnvelopes.eligibilityKind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        {withEligibility && (
          <label>
            {t('engagement.redEnvelopes.eligibilityDays')}
            <input
              type="number"
              min={0}
              max={366}
              value={draft.eligibility_days}
              onChange={(e) => change({ eligibility_days: e.currentTarget.value })}
            />
          </label>
        )}
      </div>
      {withEligibility && <p className="muted">{t('engagement.redEnvelopes.eligibilityHint')}</p>}
      <fieldset>
        <legend>{t('engagement.redEnvelopes.budgets')}</legend>
        {draft.budgets.map((budget, index) => {
          const row = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
            <div className="form-grid" key={index}>
              <CurrencyField
                label={t('engagement.currency')}
                ariaLabel={t('engagement.redEnvelopes.currencyOf', { row })}
                value={budget.currency}
                onChange={(currency) => editBudget(index, { currency })}
              />
              <label>
                {t('engagement.redEnvelopes.budget')}
                <input
                  inputMode="decimal"
                  aria-label={t('engagement.redEnvelopes.budgetOf', { row })}
                  value={budget.budget}
                  onChange={(e) => editBudget(index, { budget: e.currentTarget.value })}
                />
              </label>
              <label>
                {t('engagement.redEnvelopes.minAmount')}
                <input
                  inputMode="decimal"
                  aria-label={t('engagement.redEnvelopes.minAmountOf', { row })}
                  value={budget.min_amount}
                  onChange={(e) => editBudget(index, { min_amount: e.currentTarget.value })}
                />
              </label>
              <label>
                {t('engagement.redEnvelopes.maxAmount')}
                <input
                  inputMode="decimal"
                  aria-label={t('engagement.redEnvelopes.maxAmountOf', { row })}
                  value={budget.max_amount}
                  onChange={(e) => editBudget(index, { max_amount: e.currentTarget.value })}
                />
              </label>
              {withEligibility && (
                <label>
                  {t('engagement.redEnvelopes.eligibilityAmount')}
                  <input
                    inputMode="decimal"
                    aria-label={t('engagement.redEnvelopes.eligibilityAmountOf', { row })}
                    value={budget.eligibility_amount}
                    onChange={(e) => editBudget(index, { eligibility_amount: e.currentTarget.value })}
                  />
                </label>
              )}
              {draft.budgets.length > 1 && (
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setDraft((d) => ({ ...d, budgets: d.budgets.filter((_, i) => i !== index) }))}
                >
                  {t('engagement.redEnvelopes.removeBudget', { row })}
                </button>
              )}
            </div>
          );
        })}
        {draft.budgets.length < CURRENCY_CODES.length && (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              const unused = CURRENCY_CODES.find((code) => !draft.budgets.some((b) => b.currency === code));
              if (unused) change({ budgets: [...draft.budgets, emptyBudget(unused)] });
            }}
          >
            {t('engagement.redEnvelopes.addBudget')}
          </button>
        )}
      </fieldset>
      {error && <ErrorNote message={t(error.key, { row: error.row })} detail={error.detail} />}
      <div className="actions">
        <button type="submit" disabled={busy}>
          {t('engagement.redEnvelopes.create')}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          {t('engagement.close')}
        </button>
      </div>
    </form>
  );
}
