import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { useMemberCash } from '../hooks/use-member-cash.ts';
import { useReturnAll } from '../hooks/use-return-all.ts';
import './wallet-common.css';

function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.125em"
      height="1.125em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={spinning ? 'wallet-icon wallet-icon--spinning' : 'wallet-icon'}
    >
      <path d="M20 11a8 8 0 0 0-14.9-3.5M4 4v4h4M4 13a8 8 0 0 0 14.9 3.5M20 20v-4h-4" />
    </svg>
  );
}

function ReturnIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.125em"
      height="1.125em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="wallet-icon"
    >
      <path d="M3 7.5A2.5 2.5 0 0 1 5.5 5H18a2 2 0 0 1 2 2v2M3 7.5V18a2 2 0 0 0 2 2h13a2 2 0 0 0 2-2v-2.5" />
      <path d="M21 12.5h-7m0 0 2.5-2.5M14 12.5l2.5 2.5" />
    </svg>
  );
}

type ActionProps = {
  /** Icon only, with the name for screen readers and as a tooltip (the header). */
  compact?: boolean;
  /** Prefix of the test ids where the same button appears twice on a page ('home-', 'my-'). */
  testIdPrefix?: string;
};

/** Reloads the balance; the balances show their placeholder meanwhile. */
export function RefreshCashButton({ compact = false, testIdPrefix = '' }: ActionProps) {
  const { t } = useTranslation();
  const cash = useMemberCash();
  return (
    <Button
      variant={compact ? 'ghost' : 'secondary'}
      size="sm"
      className={compact ? 'wallet-action wallet-action--compact' : 'wallet-action'}
      onClick={() => void cash.refresh()}
      disabled={cash.refreshing}
      aria-busy={cash.refreshing || undefined}
      aria-label={compact ? t('wallet.refresh') : undefined}
      title={t('wallet.refresh')}
      data-testid={`${testIdPrefix}wallet-refresh`}
    >
      <RefreshIcon spinning={cash.refreshing} />
      {compact ? null : <span>{t('wallet.refresh_short')}</span>}
    </Button>
  );
}

/** The one-key return of every game wallet; the 10 s cooldown shows its seconds and keeps the button disabled. */
export function ReturnAllButton({ compact = false, testIdPrefix = '' }: ActionProps) {
  const { t } = useTranslation();
  const returnAll = useReturnAll();
  const cooling = returnAll.cooldown > 0;
  const name = cooling ? t('wallet.return_all_cooldown', { seconds: returnAll.cooldown }) : t('wallet.return_all');
  return (
    <Button
      variant={compact ? 'ghost' : 'primary'}
      size="sm"
      className={compact ? 'wallet-action wallet-action--compact' : 'wallet-action'}
      onClick={() => void returnAll.run()}
      disabled={returnAll.disabled}
      aria-busy={returnAll.pending || undefined}
      aria-label={compact || cooling ? name : undefined}
      title={name}
      data-testid={`${testIdPrefix}wallet-return-all`}
    >
      {cooling ? (
        <span className="wallet-action__cooldown" data-testid={`${testIdPrefix}wallet-cooldown`} aria-hidden="true">
          {t('wallet.cooldown', { seconds: returnAll.cooldown })}
        </span>
      ) : (
        <ReturnIcon />
      )}
      {compact ? null : <span>{t('wallet.return_all')}</span>}
    </Button>
  );
}

/** Refresh and one-key return side by side, as the header shows them. */
export function WalletActions({ compact = false, testIdPrefix = '' }: ActionProps) {
  return (
    <div className={compact ? 'wallet-actions wallet-actions--compact' : 'wallet-actions'}>
      <RefreshCashButton compact={compact} testIdPrefix={testIdPrefix} />
      <ReturnAllButton compact={compact} testIdPrefix={testIdPrefix} />
    </div>
  );
}
