import type { MemberBonus } from '@casino/contract/calls/bonus-calls.ts';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/money-format.ts';

/** The wagering of one bonus as a bar that screen readers read as a progress value. */
export function BonusProgress({ bonus }: { bonus: MemberBonus }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const done = money(bonus.wagered, bonus.currency);
  const needed = money(bonus.requirement, bonus.currency);
  return (
    <div className="bonus-progress">
      <div
        className="bonus-progress__track"
        role="progressbar"
        aria-label={t('bonuses.progress_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bonus.progress}
        aria-valuetext={t('bonuses.wagered', { done, needed })}
        data-testid="bonus-progress"
      >
        <span className="bonus-progress__bar" style={{ width: `${bonus.progress}%` }} />
      </div>
      <p className="bonus-progress__text">
        <span>{t('bonuses.wagered', { done, needed })}</span>
        <span className="bonus-progress__pct">{bonus.progress}%</span>
      </p>
    </div>
  );
}
