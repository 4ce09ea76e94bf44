import { formatDate, formatDateTime } from '@casino/browser/date-format.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The site's dates go through the format the game pages share (`@casino/browser/date-format.ts`). */

export type DateFormat = { dateTime: (value: string) => string; date: (value: string) => string };

/** formatDateTime and formatDate in the page's language. */
export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({ dateTime: (value) => formatDateTime(value, language), date: (value) => formatDate(value, language) }),
    [language],
  );
}
