import { useRef } from 'react';
import { Outlet } from 'react-router';
import { HeaderAccount } from '../../features/auth/components/header-account.tsx';
import { EngagementFloat } from '../../features/engagement/components/engagement-float.tsx';
import { LetterBadge } from '../../features/engagement/components/letter-badge.tsx';
import { FloatLinks } from '../../features/site/components/float-links.tsx';
import { SiteFooter } from '../../features/site/components/site-footer.tsx';
import { SiteHeader } from '../../features/site/components/site-header.tsx';
import { WalletActions } from '../../features/wallet/components/wallet-actions.tsx';
import { WalletBalance } from '../../features/wallet/components/wallet-balance.tsx';
import { AfterFirstPaint } from '../../ui/after-first-paint.tsx';
import { type DisplayOptions, showsPart } from '../display-options.ts';
import { MainNav } from './main-nav.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { useFloatReserve } from './use-float-reserve.ts';
import './layouts.css';

/** Desktop template (TEMPLATE_NAME): header with navigation, content, footer and floating links. */
export function DesktopLayout({ options }: { options: DisplayOptions }) {
  const content = showsPart(options, 'content');
  const layout = useRef<HTMLDivElement>(null);
  const floats = useRef<HTMLDivElement>(null);
  useFloatReserve(layout, floats);
  return (
    <div ref={layout} className="layout layout--desktop" data-testid="layout-desktop">
      {showsPart(options, 'header') ? (
        <>
          <SkipLink />
          <SiteHeader
            variant="desktop"
            navigation={<MainNav />}
            account={
              <HeaderAccount
                variant="desktop"
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
      {content ? (
        <main id={MAIN_CONTENT_ID} className="layout__main" tabIndex={-1}>
          <Outlet />
        </main>
      ) : null}
      {showsPart(options, 'footer') ? (
        // Below the fold, with its own calls: drawn after the page's first paint (decision 36).
        <AfterFirstPaint reservedHeight="20rem">
          <SiteFooter variant="desktop" />
        </AfterFirstPaint>
      ) : null}
      {content ? (
        // One column at the corner, so long link titles (Thai, Tamil) never cover the engagement buttons; the page's
        // content keeps clear of it (useFloatReserve).
        <div ref={floats} className="layout__float-stack" data-testid="float-stack">
          <EngagementFloat />
          <FloatLinks />
        </div>
      ) : null}
    </div>
  );
}
