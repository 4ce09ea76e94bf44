import type { LanguageCode } from '@casino/contract/languages.ts';

/**
 * The style sheet of each language's web font (build/site-fonts.ts, decision 23). Each is its own small file that
 * only declares the faces; the font files themselves are fetched by the browser for the characters a page shows.
 */
const FONT_STYLES: Record<LanguageCode, () => Promise<unknown>> = {
  zh_TW: () => import('virtual:site-fonts/zh_TW.css'),
  zh_CN: () => import('virtual:site-fonts/zh_CN.css'),
  en_US: () => import('virtual:site-fonts/en_US.css'),
  vi_VN: () => import('virtual:site-fonts/vi_VN.css'),
  ko_KR: () => import('virtual:site-fonts/ko_KR.css'),
  ja_JP: () => import('virtual:site-fonts/ja_JP.css'),
  th_TH: () => import('virtual:site-fonts/th_TH.css'),
  hi_IN: () => import('virtual:site-fonts/hi_IN.css'),
  my_MM: () => import('virtual:site-fonts/my_MM.css'),
  ta_IN: () => import('virtual:site-fonts/ta_IN.css'),
  bn_BD: () => import('virtual:site-fonts/bn_BD.css'),
};

/**
 * Starts loading the web font of the page's language, without waiting for it: text is drawn at once in the fallback
 * fonts and swaps to the web font when it arrives (font-display: swap). A language change reloads the page, so one
 * language's faces are ever declared. A failure leaves the fallback fonts, which still show every script.
 */
export function loadLanguageFonts(language: LanguageCode, styles: Record<LanguageCode, () => Promise<unknown>> = FONT_STYLES) {
  return styles[language]().then(
    () => undefined,
    () => undefined,
  );
}
