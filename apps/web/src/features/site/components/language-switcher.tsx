import { type LanguageCode, languageTag } from '@casino/contract/languages.ts';
import { useId } from 'react';
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

/** A native select of the site's languages by their own names; choosing one saves it and reloads the page. */
export function LanguageSwitcher({ compact = false, onReload }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = i18n.language as LanguageCode;
  const options = useSiteLanguages();

  const onChange = (value: string) => {
    const next = options.find((l) => l.code === value);
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
