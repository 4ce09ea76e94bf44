import { createContext, type ReactNode, useContext } from 'react';
import type { LiteI18n } from './i18next.ts';

/** react-i18next's provider and hook over LiteI18n (see i18next.ts): the messages never change while a page lives. */
const I18nContext = createContext<LiteI18n | null>(null);

export const initReactI18next = { type: '3rdParty' };

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export function useTranslation() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nextProvider');
  return { t: i18n.t, i18n, ready: true };
}
