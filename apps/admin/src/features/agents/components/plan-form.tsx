import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyField } from '../../../ui/currency-field.tsx';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { savePlan } from '../api/agent-calls.ts';
import { useFormSave } from '../hooks/use-form-save.ts';
import { planProblems } from './agent-errors.ts';
import { FormFooter } from './form-footer.tsx';
import { type PlanDraft, planBody, planDraftProblems } from './plan-draft.ts';
import { PlanTiers } from './plan-tiers.tsx';

/**
 * A site's commission plan for one currency: revenue-share tiers on net revenue, the active-member rule, fees charged
 * to the agent, negative carry-over and upline shares. Months already settled keep the plan they were settled with.
 */
export function PlanForm({
  siteId,
  initial,
  onSaved,
  onClose,
}: {
  siteId: number;
  initial: PlanDraft;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { call } = useAdminSession();
  const [draft, setDraft] = useState(initial);
  const { failure, done, busy, submit: save } = useFormSave((refused) => ({ problems: planProblems(refused) }));
  const change = (part: Partial<PlanDraft>) => setDraft((d) => ({ ...d, ...part }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save(
      () => {
        const wrong = planDraftProblems(draft);
        return wrong.length > 0
          ? { key: 'agents.error.invalid', detail: t('common.refusedFields', { fields: wrong.join(', ') }) }
          : null;
      },
      async () => {
        const saved = await savePlan(call, siteId, draft.currency, planBody(draft));
        onSaved();
        return t('agents.plans.saved', { site: saved.site_id, currency: saved.currency });
      },
    );
  };

  const percentField = (label: string, value: string, onChange: (value: string) => void, name: string) => (
    <label>
      {label}
      <input name={name} inputMode="decimal" maxLength={6} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </label>
  );

  return (
    <form className="plan-form" aria-labelledby="plan-form-title" onSubmit={(e) => void submit(e)} noValidate>
      <h3 id="plan-form-title">{t('agents.plans.formTitle', { site: siteId, currency: draft.currency })}</h3>
      <CurrencyField
        label={t('agents.currency')}
        name="currency"
        value={draft.currency}
        onChange={(currency) => change({ currency })}
      />
      <PlanTiers currency={draft.currency} tiers={draft.tiers} onChange={(tiers) => change({ tiers })} />
      <fieldset>
        <legend>{t('agents.plans.activeRule')}</legend>
        <p className="muted">{t('agents.plans.activeHint')}</p>
        <div className="form-grid">
          <label>
            {t('agents.plans.minValidBet', { currency: draft.currency })}
            <input
              name="min_valid_bet"
              inputMode="decimal"
              maxLength={20}
              value={draft.min_valid_bet}
              onChange={(e) => change({ min_valid_bet: e.currentTarget.value })}
            />
          </label>
          <label>
            {t('agents.plans.minDeposits', { currency: draft.currency })}
            <input
              name="min_deposits"
              inputMode="decimal"
              maxLength={20}
              value={draft.min_deposits}
              onChange={(e) => change({ min_deposits: e.currentTarget.value })}
            />
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('agents.plans.fees')}</legend>
        <div className="form-grid">
          {percentField(
            t('agents.plans.paymentFee'),
            draft.payment_fee_percent,
            (payment_fee_percent) => change({ payment_fee_percent }),
            'payment_fee_percent',
          )}
          {percentField(
            t('agents.plans.platformFee'),
            draft.platform_fee_percent,
            (platform_fee_percent) => change({ platform_fee_percent }),
            'platform_fee_percent',
          )}
        </div>
        <label className="choice">
          <input
            type="checkbox"
            name="carry_negative"
            checked={draft.carry_negative}
            onChange={(e) => change({ carry_negative: e.currentTarget.checked })}
          />
          {t('agents.plans.carryNegativeField')}
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('agents.plans.upline')}</legend>
        <p className="muted">{t('agents.plans.uplineHint')}</p>
        <div className="form-grid">
          {draft.upline.map((share, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the three levels are fixed, their place is their name
            <div key={index}>
              {percentField(
                t('agents.plans.uplineLevel', { level: index + 1 }),
                share,
                (value) => change({ upline: draft.upline.map((s, i) => (i === index ? value : s)) as PlanDraft['upline'] }),
                `upline_${index + 1}`,
              )}
            </div>
          ))}
        </div>
      </fieldset>
      {failure && (
        <ErrorNote
          message={[
            t(failure.key),
            ...(failure.problems ?? []).map((p) => t(`agents.plans.problem.${p}`, { defaultValue: p })),
          ].join(' ')}
          detail={failure.detail}
        />
      )}
      <FormFooter done={done} busy={busy} submitLabel={t('agents.plans.save')} onClose={onClose} />
    </form>
  );
}
