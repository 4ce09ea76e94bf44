import { ORDER_STATUSES, type OrderStatus } from '@casino/contract/calls/payment-calls.ts';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../../lib/i18n.ts';

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Shapes beside the text, so that the status never rests on colour alone. */
const MARKS: Record<OrderStatus, string> = {
  pending: '◷',
  paid: '✓',
  rejected: '✕',
  failed: '!',
  expired: '–',
};

/** The status of a deposit or withdrawal order: its translated name with a mark and a colour. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = isOrderStatus(status);
  return (
    <span className={`fund-status fund-status--${known ? status : 'unknown'}`} data-status={status}>
      {known ? (
        <span className="fund-status__mark" aria-hidden="true">
          {MARKS[status]}
        </span>
      ) : null}
      {known ? translateKey(t, `fund.status.${status}`) : status}
    </span>
  );
}
