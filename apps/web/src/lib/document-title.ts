import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { siteTitleFor, useRuntimeConfig } from './runtime-config.ts';

export function composeDocumentTitle(siteTitle: string, pageTitle?: string | null): string {
  return pageTitle ? `${pageTitle} - ${siteTitle}` : siteTitle;
}

/** Sets document.title: the page title followed by SITE_TITLE (zh_CN) or SITE_TITLE_EN (other languages). */
export function useDocumentTitle(pageTitle?: string | null): void {
  const config = useRuntimeConfig();
  const { i18n } = useTranslation();
  const title = composeDocumentTitle(siteTitleFor(config, i18n.language), pageTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
