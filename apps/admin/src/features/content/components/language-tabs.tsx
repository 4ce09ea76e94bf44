import { LANGUAGES, type LanguageCode } from '@casino/contract/languages.ts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The languages content carries (every site language), English and Chinese first as the operators read them. */
export const CONTENT_LANGUAGES: readonly LanguageCode[] = [
  'en_US',
  'zh_CN',
  ...LANGUAGES.map((l) => l.code).filter((code) => code !== 'en_US' && code !== 'zh_CN'),
];
const nativeName = (code: LanguageCode) => LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;

/** A language's name in the back office's own language ("Hindi", "印地语"), so that every tab reads in one script. */
function languageName(code: LanguageCode, uiLanguage: string): string {
  try {
    const names = new Intl.DisplayNames([uiLanguage.replace('_', '-')], { type: 'language' });
    // Chinese by its script, the others by the language alone: "Simplified Chinese", "Hindi".
    const tag = code === 'zh_CN' ? 'zh-Hans' : code === 'zh_TW' ? 'zh-Hant' : (code.split('_')[0] as string);
    return names.of(tag) ?? nativeName(code);
  } catch {
    return nativeName(code);
  }
}

/**
 * One tab per language over the localised fields of an item; a tab whose text is empty is marked as a missing
 * translation (the site then shows another language's text there).
 */
export function LanguageTabs({
  isMissing,
  children,
}: {
  isMissing: (language: LanguageCode) => boolean;
  children: (language: LanguageCode) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [current, setCurrent] = useState<LanguageCode>('en_US');
  const id = useId();
  return (
    <div className="language-tabs">
      <div role="tablist" aria-label={t('content.languages')}>
        {CONTENT_LANGUAGES.map((language) => {
          const missing = isMissing(language);
          return (
            <button
              key={language}
              type="button"
              role="tab"
              id={`${id}-${language}`}
              aria-selected={current === language}
              aria-controls={`${id}-panel`}
              data-missing={missing}
              title={missing ? t('content.missingTranslation') : undefined}
              className={current === language ? 'tab current' : 'tab'}
              onClick={() => setCurrent(language)}
            >
              {languageName(language, i18n.language)}
              {missing && (
                <span className="missing-mark">
                  <span aria-hidden="true">●</span>
                  <span className="visually-hidden"> ({t('content.missingTranslation')})</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`} lang={current.replace('_', '-')}>
        {children(current)}
      </div>
    </div>
  );
}

/** Texts per language as the forms keep them: a language without text is absent or ''. */
export type Texts = Partial<Record<LanguageCode, string>>;

export const isBlank = (text: string | undefined) => (text ?? '').trim() === '';

/** Texts as saved: trimmed, empty languages left out (the server drops them too). */
export function filledTexts(texts: Texts): Texts {
  const kept: Texts = {};
  for (const [language, text] of Object.entries(texts) as [LanguageCode, string][]) {
    if (!isBlank(text)) kept[language] = text.trim();
  }
  return kept;
}
