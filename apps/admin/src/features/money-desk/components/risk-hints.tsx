import { useTranslation } from 'react-i18next';
import './money-desk.css';
import type { RiskHints } from '../api/desk-calls.ts';

/** What an operator should look at before deciding an order; nothing when there is nothing to see. */
export function RiskHintBadges({ hints }: { hints: RiskHints | undefined }) {
  const { t } = useTranslation();
  if (!hints) return null;
  const shown = [
    hints.same_device_members > 0 && t('desk.hint.sameDevice', { count: hints.same_device_members }),
    hints.same_address_members > 0 && t('desk.hint.sameAddress', { count: hints.same_address_members }),
    hints.bonus_open && t('desk.hint.bonusOpen'),
    hints.first_withdrawal && t('desk.hint.firstWithdrawal'),
    hints.turnover_below_deposits && t('desk.hint.lowTurnover', { turnover: hints.turnover, deposits: hints.deposits }),
  ].filter((text): text is string => typeof text === 'string');
  if (shown.length === 0) return <span className="hint-none">{t('desk.hint.none')}</span>;
  return (
    <span className="risk-hints" data-testid="risk-hints">
      {shown.map((text) => (
        <span key={text} className="badge warn">
          {text}
        </span>
      ))}
    </span>
  );
}
