import type { LanguageCode } from '@casino/contract/languages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLayoutMode } from '../lib/layout-mode.ts';
import { templateFor, useRuntimeConfig } from '../lib/runtime-config.ts';
import { displayOptionsFrom } from './display-options.ts';
import { LayoutModeContext } from './layout-mode-context.ts';
import { DesktopLayout } from './layouts/desktop-layout.tsx';
import { MobileLayout } from './layouts/mobile-layout.tsx';
import { usePageClasses } from './use-page-classes.ts';

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
      {mode === 'desktop' ? <DesktopLayout options={options} /> : <MobileLayout options={options} />}
    </LayoutModeContext>
  );
}
