import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberLinkClick } from '../../../lib/member-windows.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { WalletIcon } from '../../../ui/icons.tsx';
import { useCashSurplus } from '../api/cash-surplus.ts';
import { MY_WALLET_PATH } from '../member-centre-paths.ts';
import { RefreshCashButton, ReturnAllButton } from './wallet-actions.tsx';
import { WalletBalance } from './wallet-balance.tsx';
import './wallet-panel.css';

/**
 * The home page's wallet for a member (SPEC section 1): the main balance, refresh, the one-key return, and the way to
 * the member centre's wallet (a pop-up on desktop).
 */
export function WalletPanel() {
  const { t } = useTranslation();
  const surplus = useCashSurplus();
  const onLinkClick = useMemberLinkClick(MY_WALLET_PATH);
  return (
    <section className="wallet-panel" aria-labelledby="wallet-panel-title" data-testid="home-wallet">
      <div className="wallet-panel__summary">
        <span className="wallet-panel__badge" aria-hidden="true">
          <WalletIcon size="1.5rem" />
        </span>
        <div className="wallet-panel__text">
          <h2 id="wallet-panel-title" className="wallet-panel__title">
            {t('wallet.panel_title')}
          </h2>
          <p className="wallet-panel__balance" data-testid="home-wallet-balance">
            <span className="visually-hidden">{t('wallet.main_wallet')}: </span>
            <WalletBalance placeholderWidth="8rem" placeholderHeight="1.5rem" />
          </p>
          {surplus.data ? (
            <p className="wallet-panel__hint" data-testid="home-wallet-surplus">
              {t('wallet.surplus_hint')}
            </p>
          ) : null}
        </div>
      </div>
      <div className="wallet-panel__actions">
        <RefreshCashButton testIdPrefix="home-" />
        <ReturnAllButton testIdPrefix="home-" />
        <Link
          to={MY_WALLET_PATH}
          onClick={onLinkClick}
          className={buttonClassName('secondary', 'sm', 'wallet-panel__link')}
          data-testid="home-wallet-link"
        >
          {t('wallet.open_wallet')}
        </Link>
      </div>
    </section>
  );
}
