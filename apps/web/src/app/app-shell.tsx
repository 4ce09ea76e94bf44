import type { LanguageCode } from '@casino/contract/languages.ts';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { authModals } from '../features/auth/auth-modals.ts';
import { AuthModals } from '../features/auth/components/auth-modals.tsx';
import { AuthWindowListener } from '../features/auth/components/auth-window-listener.tsx';
import { SessionController } from '../features/auth/components/session-controller.tsx';
import { SignInOfferDialog } from '../features/auth/components/sign-in-offer-dialog.tsx';
import { PlayRoot } from '../features/play/components/play-root.tsx';
import { PwaController } from '../features/pwa/components/pwa-controller.tsx';
import { useSiteDetail } from '../features/site/api/site-detail.ts';
import { useLayoutMode } from '../lib/layout-mode.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { templateFor, useRuntimeConfig } from '../lib/runtime-config.ts';
import { AfterFirstPaint } from '../ui/after-first-paint.tsx';
import { displayOptionsFrom } from './display-options.ts';
import { FastDepositOpener } from './fast-deposit-opener.tsx';
import { ForcedPasswordChange } from './forced-password-change.tsx';
import { LayoutModeContext } from './layout-mode-context.ts';
import { DesktopLayout } from './layouts/desktop-layout.tsx';
import { MobileLayout } from './layouts/mobile-layout.tsx';
import { usePageClasses } from './use-page-classes.ts';

/**
 * The pop-up notices (and the dialog they use) come after the first paint, with the page's other deferred parts: a
 * notice is not what a visitor waits for, and opening it in the first render held up the page's largest paint.
 */
const PopUpDiscount = lazyComponent(() =>
  import('../features/content/components/pop-up-discount.tsx').then((m) => m.PopUpDiscount),
);

/** Pages of the game's own window, drawn without the site's header and footer. */
const BARE_PATHS: ReadonlySet<string> = new Set(['/loading', '/close']);

/** The play controller and its dialogs, with the site's customer service link for the maintenance dialog. */
function PlayMount() {
  const detail = useSiteDetail();
  return <PlayRoot askLogin={authModals.askLogin} customerServiceLink={detail.data?.customer_service_link ?? ''} />;
}

/**
 * Root of every page: picks the desktop or mobile template from the window width, marks the body with the
 * language and template classes, and keeps the launch display options (appPage, header, footer).
 */
export function AppShell() {
  const mode = useLayoutMode();
  const config = useRuntimeConfig();
  const { i18n } = useTranslation();
  const location = useLocation();
  const [options] = useState(() => displayOptionsFrom(location.search));
  usePageClasses(i18n.language as LanguageCode, mode, templateFor(config, mode));

  // Each navigation starts at the top of the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <LayoutModeContext value={mode}>
      {BARE_PATHS.has(location.pathname) ? (
        <Outlet />
      ) : mode === 'desktop' ? (
        <DesktopLayout options={options} />
      ) : (
        <MobileLayout options={options} />
      )}
      <SessionController />
      <AuthModals />
      <ForcedPasswordChange />
      <FastDepositOpener />
      <PlayMount />
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <PopUpDiscount mode={mode} />
        </Suspense>
      </AfterFirstPaint>
      <AuthWindowListener />
      <SignInOfferDialog />
      <PwaController />
    </LayoutModeContext>
  );
}
