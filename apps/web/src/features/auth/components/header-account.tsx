import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMemberLinkClick } from '../../../lib/member-windows.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { forceQuitGame, isGameInProgress } from '../../../lib/play-status.ts';
import { useSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { UserIcon } from '../../../ui/icons.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useMemberLayout } from '../api/member-layout.ts';
import { authModals } from '../auth-modals.ts';
import { useLogout } from '../hooks/use-logout.ts';
import './header-account.css';

function LogoutIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
    </svg>
  );
}

/** Where the account name leads: the member centre, in its pop-up on desktop. */
const MEMBER_CENTRE_PATH = '/user/Info';

type HeaderAccountProps = {
  variant: 'desktop' | 'mobile';
  /** The member's balance as the wallet draws it; without it, the cash of the member layout. */
  balance?: ReactNode;
  /** Wallet buttons (refresh, one-key return) drawn beside the account. */
  walletActions?: ReactNode;
};

/**
 * The header's account corner: log in and register buttons for a visitor; account name, balance, wallet buttons and
 * log out for a member. The mobile header shows the same in compact form.
 */
export function HeaderAccount({ variant, balance, walletActions }: HeaderAccountProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const session = useSession();
  const layout = useMemberLayout();
  const onMemberLinkClick = useMemberLinkClick(MEMBER_CENTRE_PATH);
  const { logout, pending } = useLogout();
  const [confirmQuit, setConfirmQuit] = useState(false);
  const compact = variant === 'mobile';

  if (!session) {
    return (
      <div className={`header-account header-account--visitor header-account--${variant}`}>
        <Button
          variant="secondary"
          size={compact ? 'sm' : 'md'}
          onClick={() => authModals.openLogin('login')}
          data-testid="header-login"
        >
          {t('auth.login')}
        </Button>
        <Button size={compact ? 'sm' : 'md'} onClick={() => authModals.openRegister()} data-testid="header-register">
          {t('auth.register')}
        </Button>
      </div>
    );
  }

  const currency = layout.data?.member_currency ?? session.currency;
  const onLogout = () => {
    // A running game is ended by logging out: ask first (SPEC section 4, "Logout").
    if (isGameInProgress()) setConfirmQuit(true);
    else void logout();
  };

  return (
    <div className={`header-account header-account--member header-account--${variant}`}>
      <Link
        to={MEMBER_CENTRE_PATH}
        onClick={onMemberLinkClick}
        className="header-account__member"
        title={t('auth.member_centre')}
      >
        <UserIcon className="header-account__icon" />
        <span className="header-account__details">
          <span className="header-account__name" data-testid="header-account">
            {session.account}
          </span>
          <span className="header-account__cash" data-testid="header-balance">
            <span className="visually-hidden">{t('auth.balance')}: </span>
            {balance ??
              (layout.data ? (
                money(layout.data.member_cash, currency)
              ) : (
                <Skeleton width="4.5rem" height="0.875rem" className="header-account__cash-placeholder" />
              ))}
          </span>
        </span>
      </Link>
      {walletActions}
      <Button
        variant="ghost"
        size={compact ? 'sm' : 'md'}
        onClick={onLogout}
        disabled={pending}
        title={t('auth.logout')}
        className="header-account__logout"
        data-testid="header-logout"
      >
        <LogoutIcon />
        <span className="header-account__logout-text">{t('auth.logout')}</span>
      </Button>
      {confirmQuit ? (
        <ConfirmDialog
          title={t('auth.logout_confirm_title')}
          message={t('auth.logout_confirm_message')}
          confirmLabel={t('auth.logout')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          onConfirm={() => {
            setConfirmQuit(false);
            // The game is closed and left first, while the token still works (force quit).
            void forceQuitGame().then(logout);
          }}
          onCancel={() => setConfirmQuit(false)}
          testId="logout-confirm"
        />
      ) : null}
    </div>
  );
}
