import { useTranslation } from 'react-i18next';
import { emptyTier, MAX_TIERS, type TierDraft } from './plan-draft.ts';

/**
 * The revenue-share tiers of a plan, lowest first: the period pays the rate of the last tier whose two minimums (active
 * members, net revenue) it reaches. Each field is labelled with its row for a screen reader moving through the grid.
 */
export function PlanTiers({
  currency,
  tiers,
  onChange,
}: {
  currency: string;
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation();
  const edit = (index: number, part: Partial<TierDraft>) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, ...part } : tier)));

  return (
    <fieldset>
      <legend>{t('agents.plans.tiers')}</legend>
      <p className="muted">{t('agents.plans.tiersHint')}</p>
      <table data-testid="plan-tiers">
        <thead>
          <tr>
            <th scope="col">{t('agents.plans.minActive')}</th>
            <th scope="col">{t('agents.plans.minRevenue', { currency })}</th>
            <th scope="col">{t('agents.plans.rate')}</th>
            <th scope="col">{t('agents.plans.remove')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => {
            const row = { row: index + 1 };
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id of their own
              <tr key={index}>
                <td>
                  <input
                    aria-label={t('agents.plans.minActiveOf', row)}
                    inputMode="numeric"
                    maxLength={7}
                    size={7}
                    value={tier.min_active_members}
                    onChange={(e) => edit(index, { min_active_members: e.currentTarget.value })}
                  />
                </td>
                <td>
                  <input
                    aria-label={t('agents.plans.minRevenueOf', row)}
                    inputMode="decimal"
                    maxLength={20}
                    size={12}
                    value={tier.min_net_revenue}
                    onChange={(e) => edit(index, { min_net_revenue: e.currentTarget.value })}
                  />
                </td>
                <td>
                  <input
                    aria-label={t('agents.plans.rateOf', row)}
                    inputMode="decimal"
                    maxLength={6}
                    size={6}
                    value={tier.rate_percent}
                    onChange={(e) => edit(index, { rate_percent: e.currentTarget.value })}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="secondary"
                    aria-label={t('agents.plans.removeOf', row)}
                    disabled={tiers.length === 1}
                    onClick={() => onChange(tiers.filter((_, i) => i !== index))}
                  >
                    {t('agents.plans.remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {tiers.length < MAX_TIERS && (
        <button type="button" className="secondary" onClick={() => onChange([...tiers, emptyTier()])}>
          {t('agents.plans.addTier')}
        </button>
      )}
    </fieldset>
  );
}
