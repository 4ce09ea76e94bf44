import { type LanguageCode, languageTag } from '@casino/contract/languages.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSiteLanguage } from '../../../lib/site-language.ts';
import { GlobeIcon } from '../../../ui/icons.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useSiteLanguages } from '../hooks/use-site-languages.ts';

type LanguageSwitcherProps = {
  compact?: boolean;
  /** Replaces the page reload (tests). */
  onReload?: () => void;
};

/**
 * A native select of the site's languages by their own names; choosing one saves it and reloads the page.
 * Until the player reaches for it (focus, pointer or touch) it holds only the current language: a closed select is
 * laid out as wide as its widest option, and shaping every name in its own script (Chinese, Thai, Devanagari,
 * Myanmar, Tamil...) looks up fallback fonts for each, a layout of 50 to 200 ms on a phone before the first paint.
 */
export function LanguageSwitcher({ compact = false, onReload }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = i18n.language as LanguageCode;
  const siteLanguages = useSiteLanguages();
  const [listed, setListed] = useState(false);
  const currentOnly = siteLanguages.filter((language) => language.code === current);
  const options = listed || currentOnly.length === 0 ? siteLanguages : currentOnly;
  const list = () => setListed(true);

  const onChange = (value: string) => {
    const next = siteLanguages.find((l) => l.code === value);
    if (!next) return;
    const result = changeSiteLanguage(next.code, current, onReload);
    if (result === 'refusedGameInProgress') showToast(t('language.refused_game_in_progress'), { tone: 'error' });
  };

  return (
    <div className={compact ? 'language-switcher language-switcher--compact' : 'language-switcher'}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <GlobeIcon className="language-switcher__icon" />
      <select
        id={id}
        data-testid="language-switcher"
        className="language-switcher__select"
        value={current}
        onChange={(event) => onChange(event.target.value)}
        onFocus={list}
        onPointerDown={list}
        onTouchStart={list}
        onMouseEnter={list}
      >
        {options.map((language) => (
          <option key={language.code} value={language.code} lang={languageTag(language.code)}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
