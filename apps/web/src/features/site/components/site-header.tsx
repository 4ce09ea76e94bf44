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
};

/** Logo, navigation, site currency and language choice. */
export function SiteHeader({ variant, navigation }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={`site-header site-header--${variant}`} data-testid="site-header">
      <div className="site-header__inner">
        <SiteLogo type={variant === 'desktop' ? 'header' : 'mobile_header'} homeLabel={t('nav.home')} />
        {navigation}
        <div className="site-header__tools">
          <CurrencyDisplay />
          <LanguageSwitcher compact={variant === 'mobile'} />
        </div>
      </div>
    </header>
  );
}
