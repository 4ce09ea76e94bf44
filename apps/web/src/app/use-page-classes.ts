import { type LanguageCode, languageTag } from '@casino/contract/languages.ts';
import { useEffect } from 'react';
import type { LayoutMode } from '../lib/layout-mode.ts';

/** Body classes for the language and the active template (lang-en_US template-desktop layout-site02) and html lang. */
export function pageClasses(language: string, mode: LayoutMode, template: string): string[] {
  return [`lang-${language}`, `template-${mode}`, `layout-${template}`];
}

export function usePageClasses(language: LanguageCode, mode: LayoutMode, template: string): void {
  useEffect(() => {
    const classes = pageClasses(language, mode, template);
    document.body.classList.add(...classes);
    return () => document.body.classList.remove(...classes);
  }, [language, mode, template]);

  useEffect(() => {
    document.documentElement.lang = languageTag(language);
  }, [language]);
}
