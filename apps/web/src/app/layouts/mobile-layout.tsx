import { Outlet } from 'react-router';
import { HeaderAccount } from '../../features/auth/components/header-account.tsx';
import { EngagementFloat } from '../../features/engagement/components/engagement-float.tsx';
import { LetterBadge } from '../../features/engagement/components/letter-badge.tsx';
import { SiteFooter } from '../../features/site/components/site-footer.tsx';
import { SiteHeader } from '../../features/site/components/site-header.tsx';
import { WalletActions } from '../../features/wallet/components/wallet-actions.tsx';
import { WalletBalance } from '../../features/wallet/components/wallet-balance.tsx';
import { AfterFirstPaint } from '../../ui/after-first-paint.tsx';
import { type DisplayOptions, showsPart } from '../display-options.ts';
import { MobileBottomNav } from './mobile-bottom-nav.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import './layouts.css';

/** Mobile template (MOBILE_TEMPLATE_NAME): compact header, content, footer and a fixed bottom navigation bar. */
export function MobileLayout({ options }: { options: DisplayOptions }) {
  const header = showsPart(options, 'header') && options.mobileHeader;
  const footer = showsPart(options, 'footer') && options.mobileFooter;
  return (
    <div
      className={footer ? 'layout layout--mobile layout--with-bottom-nav' : 'layout layout--mobile'}
      data-testid="layout-mobile"
    >
      {header ? (
        <>
          <SkipLink />
          <SiteHeader
            variant="mobile"
            account={
              <HeaderAccount
                variant="mobile"
                balance={<WalletBalance />}
                walletActions={
                  <>
                    <LetterBadge />
                    <WalletActions compact />
                  </>
                }
              />
            }
          />
        </>
      ) : null}
      {showsPart(options, 'content') ? (
        <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
          <Outlet />
        </main>
      ) : null}
      {footer ? (
        // Below the fold, with its own calls: drawn after the page's first paint (decision 36).
        <AfterFirstPaint reservedHeight="20rem">
          <SiteFooter variant="mobile" />
        </AfterFirstPaint>
      ) : null}
      {/* The member's check-in and red envelope sit in the bar at the bottom, above its navigation, where the page
          keeps room for them, rather than float over the page's content (docs/decisions/0045). */}
      <div className="layout__bottom-dock" data-testid="bottom-dock">
        {showsPart(options, 'content') ? <EngagementFloat /> : null}
        {footer ? <MobileBottomNav /> : null}
      </div>
    </div>
  );
}
