import { LANGUAGES } from '@casino/contract/languages.ts';
import { useMemo } from 'react';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';

export type SiteLanguage = (typeof LANGUAGES)[number];

/** The languages this site offers, in the order of SPEC section 9, with their native names. */
export function useSiteLanguages(): SiteLanguage[] {
  const config = useRuntimeConfig();
  return useMemo(() => LANGUAGES.filter((language) => config.LANGUAGES.includes(language.code)), [config.LANGUAGES]);
}
