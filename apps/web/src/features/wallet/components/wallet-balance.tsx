import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useMemberCash } from '../hooks/use-member-cash.ts';
import './wallet-common.css';

type WalletBalanceProps = {
  /** Size of the placeholder shown while the balance loads or refreshes. */
  placeholderWidth?: CSSProperties['width'];
  placeholderHeight?: CSSProperties['height'];
};

/**
 * The member's main balance with the currency symbol ("₹12.50", lib/money-format.ts); a placeholder while it loads or refreshes (SPEC
 * section 4, "Cash refresh shows a placeholder while reloading").
 */
export function WalletBalance({ placeholderWidth = '4.5rem', placeholderHeight = '0.875rem' }: WalletBalanceProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const cash = useMemberCash();
  if (cash.placeholder) {
    return (
      <span className="wallet-balance__placeholder" data-testid="wallet-balance-placeholder">
        <span className="visually-hidden">{cash.refreshing ? t('wallet.refreshing') : t('common.loading')}</span>
        <Skeleton width={placeholderWidth} height={placeholderHeight} />
      </span>
    );
  }
  if (cash.main === null) {
    return (
      <span className="wallet-balance__unknown" title={t('wallet.load_failed')}>
        {cash.symbol} –<span className="visually-hidden"> ({t('wallet.load_failed')})</span>
      </span>
    );
  }
  return <span className="wallet-balance__amount">{money(cash.main, cash.currency)}</span>;
}
