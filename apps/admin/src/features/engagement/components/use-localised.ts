import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A text per language shown in the back office's language, else English, else any. */
export function useLocalised() {
  const { i18n } = useTranslation();
  return useCallback(
    (texts: Record<string, string>) => texts[i18n.language] || texts.en_US || Object.values(texts).find(Boolean) || '',
    [i18n.language],
  );
}
