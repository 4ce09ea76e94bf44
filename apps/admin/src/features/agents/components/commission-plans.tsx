import { formatDateTime } from '@casino/browser/date-format.ts';
import { CURRENCY_CODES } from '@casino/contract/currencies.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/error-note.tsx';
import { useAdminSession } from '../../sign-in/hooks/admin-session.tsx';
import { type CommissionPlan, readPlans } from '../api/agent-calls.ts';
import { agentError } from './agent-errors.ts';
import { draftOf, newPlanDraft, type PlanDraft } from './plan-draft.ts';
import { PlanForm } from './plan-form.tsx';
import { SiteNumberField } from './site-number-field.tsx';

/** A site's commission plans, one per currency, each opened in the form to change; a new one for another currency. */
export function CommissionPlans() {
  const { t, i18n } = useTranslation();
  const { call } = useAdminSession();
  const [siteId, setSiteId] = useState(1);
  const [plans, setPlans] = useState<{ siteId: number; list: CommissionPlan[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ draft: PlanDraft; key: string } | null>(null);

  // Only the latest answer is shown: a slower one for a site typed before never replaces the current site's.
  const latest = useRef(0);
  const load = useCallback(async () => {
    const request = ++latest.current;
    setError(null);
    try {
      const list = await readPlans(call, siteId);
      if (request === latest.current) setPlans({ siteId, list });
    } catch (failure) {
      if (request === latest.current) setError(agentError(failure));
    }
  }, [call, siteId]);
  useEffect(() => {
    setPlans(null);
    setEditing(null);
    void load();
  }, [load]);

  const edit = (draft: PlanDraft) => setEditing({ draft, key: `${draft.currency}:${Date.now()}` });
  const unplanned = CURRENCY_CODES.find((code) => !plans?.list.some((plan) => plan.currency === code)) ?? 'INR';

  return (
    <section className="card" aria-labelledby="plans-title">
      <h2 id="plans-title">{t('agents.plans.title')}</h2>
      <p className="muted">{t('agents.plans.intro')}</p>
      <div className="toolbar">
        <SiteNumberField siteId={siteId} onChange={setSiteId} />
        <button type="button" className="secondary" onClick={() => edit(newPlanDraft(unplanned))}>
          {t('agents.plans.new')}
        </button>
      </div>
      {error && <ErrorNote message={t(error)} />}
      {plans === null ? (
        !error && <p>{t('common.loading')}</p>
      ) : plans.list.length === 0 ? (
        <p>{t('agents.plans.none', { site: plans.siteId })}</p>
      ) : (
        <table data-testid="commission-plans">
          <caption>{t('agents.plans.ofSite', { site: plans.siteId })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agents.currency')}</th>
              <th scope="col">{t('agents.plans.tiers')}</th>
              <th scope="col">{t('agents.plans.activeRule')}</th>
              <th scope="col">{t('agents.plans.fees')}</th>
              <th scope="col">{t('agents.plans.carryNegative')}</th>
              <th scope="col">{t('agents.plans.upline')}</th>
              <th scope="col">{t('agents.plans.updated')}</th>
              <th scope="col">{t('agents.plans.change')}</th>
            </tr>
          </thead>
          <tbody>
            {plans.list.map((plan) => (
              <tr key={plan.currency} data-testid={`plan-${plan.currency}`}>
                <td>{plan.currency}</td>
                <td>
                  <ul className="plain">
                    {plan.tiers.map((tier) => (
                      <li key={`${tier.min_active_members}:${tier.min_net_revenue}`}>
                        {t('agents.plans.tierLine', {
                          members: tier.min_active_members,
                          revenue: tier.min_net_revenue,
                          rate: tier.rate_percent,
                        })}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{t('agents.plans.activeLine', { bet: plan.active.min_valid_bet, deposits: plan.active.min_deposits })}</td>
                <td>{t('agents.plans.feesLine', { payment: plan.payment_fee_percent, platform: plan.platform_fee_percent })}</td>
                <td>{t(plan.carry_negative === 1 ? 'agents.yes' : 'agents.no')}</td>
                <td>
                  {plan.upline_share_percent.length === 0 ? '—' : plan.upline_share_percent.map((s) => `${s} %`).join(' · ')}
                </td>
                <td>{formatDateTime(Date.parse(plan.updated_at), i18n.language)}</td>
                <td>
                  <button
                    type="button"
                    className="link"
                    aria-label={t('agents.plans.editOf', { currency: plan.currency })}
                    onClick={() => edit(draftOf(plan))}
                  >
                    {t('agents.plans.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <PlanForm
          key={editing.key}
          siteId={siteId}
          initial={editing.draft}
          onSaved={() => void load()}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
