import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { useOpenWagering } from '../hooks/use-open-wagering.ts';
import './bonuses.css';

/** Withdrawal page: while a bonus's wagering is open the withdrawal is refused; this says how much is left. */
export function WageringNotice() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const open = useOpenWagering();
  if (!open) return null;
  return (
    <p className="wagering-notice" role="status" data-testid="wagering-notice">
      {t('bonuses.wagering_open', { amount: money(open.remaining, open.currency) })}{' '}
      <Link to="/user/Bonus">{t('bonuses.see_bonus')}</Link>
    </p>
  );
}
