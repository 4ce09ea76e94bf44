/** The supported languages of SPEC section 9, in the order of their ids. */
export const LANGUAGES = [
  { code: 'zh_TW', id: 0, countries: ['TW'], defaultCurrency: 'RMB', nativeName: '繁體中文' },
  { code: 'zh_CN', id: 1, countries: ['CN'], defaultCurrency: 'RMB', nativeName: '简体中文' },
  { code: 'en_US', id: 2, countries: ['US'], defaultCurrency: 'USD', nativeName: 'English' },
  { code: 'vi_VN', id: 3, countries: ['VN', 'LA'], defaultCurrency: 'VND', nativeName: 'Tiếng Việt' },
  { code: 'ko_KR', id: 4, countries: ['KR'], defaultCurrency: 'WON', nativeName: '한국어' },
  { code: 'ja_JP', id: 5, countries: ['JP'], defaultCurrency: 'JPY', nativeName: '日本語' },
  { code: 'th_TH', id: 6, countries: ['TH'], defaultCurrency: 'THB', nativeName: 'ไทย' },
  { code: 'hi_IN', id: 7, countries: ['IN'], defaultCurrency: 'INR', nativeName: 'हिन्दी' },
  { code: 'my_MM', id: 8, countries: ['MM'], defaultCurrency: 'MMK', nativeName: 'မြန်မာ' },
  { code: 'ta_IN', id: 9, countries: ['TA'], defaultCurrency: 'INR', nativeName: 'தமிழ்' },
  { code: 'bn_BD', id: 10, countries: ['BD'], defaultCurrency: 'BDT', nativeName: 'বাংলা' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as LanguageCode[];
export const FALLBACK_LANGUAGE: LanguageCode = 'en_US';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as string[]).includes(value);
}

/** BCP 47 tag for Intl and the html lang attribute. */
export function languageTag(code: LanguageCode): string {
  return code.replace('_', '-');
}

/** The language whose country list holds the given ISO country code. */
export function languageForCountry(country: string | undefined): (typeof LANGUAGES)[number] | undefined {
  if (!country) return undefined;
  const upper = country.toUpperCase();
  return LANGUAGES.find((l) => (l.countries as readonly string[]).includes(upper));
}

/** The cookie that keeps the visitor's chosen language (SPEC section 9). */
export const LANGUAGE_COOKIE = 'i18n_redirected';

/** The i18n_redirected cookie when it names one of the site's languages, else the site's default language. */
export function chooseSiteLanguage(input: {
  cookie: string | undefined;
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
}): LanguageCode {
  const { cookie, languages, defaultLanguage } = input;
  if (isLanguageCode(cookie) && languages.includes(cookie)) return cookie;
  return defaultLanguage;
}
