import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyDisplay } from './currency-display.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SiteLogo } from './site-logo.tsx';
import './site-header.css';

type SiteHeaderProps = {
  variant: 'desktop' | 'mobile';
  /** Main navigation, placed between the logo and the tools on desktop. */
  navigation?: ReactNode;
  /** The account corner (log in and register, or the member's name, balance and log out). */
  account?: ReactNode;
};

/** Logo, navigation, site currency, language choice and the account corner (a row of its own on mobile). */
export function SiteHeader({ variant, navigation, account }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={`site-header site-header--${variant}`} data-testid="site-header">
      <div className="site-header__inner">
        <SiteLogo type={variant === 'desktop' ? 'header' : 'mobile_header'} homeLabel={t('nav.home')} />
        {navigation}
        <div className="site-header__tools">
          <CurrencyDisplay />
          <LanguageSwitcher compact={variant === 'mobile'} />
          {variant === 'desktop' ? account : null}
        </div>
      </div>
      {variant === 'mobile' && account ? <div className="site-header__account">{account}</div> : null}
    </header>
  );
}
