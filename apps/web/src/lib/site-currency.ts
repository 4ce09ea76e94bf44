import { CURRENCIES, type CurrencyCode, isCurrencyCode } from '@casino/contract/currencies.ts';
import { languageForCountry } from '@casino/contract/languages.ts';
import type { RuntimeConfig } from '@casino/contract/runtime-config.ts';
import { getCookie, setCookie } from './cookies.ts';
import { createStore, useStore } from './create-store.ts';

export const CURRENCY_COOKIE = 'ccy';
const CURRENCY_COOKIE_DAYS = 365;

/**
 * Site currency choice (SPEC section 4): the ccy cookie if that currency is configured, else the default currency of
 * the language whose countries include the visitor's country (when configured), else the first configured currency.
 */
export function chooseSiteCurrency(input: {
  cookie: string | undefined;
  configured: readonly CurrencyCode[];
  visitorCountry: string | null | undefined;
}): CurrencyCode {
  const { cookie, configured, visitorCountry } = input;
  const first = configured[0];
  if (!first) throw new Error('a site has at least one currency');
  if (isCurrencyCode(cookie) && configured.includes(cookie)) return cookie;
  const byCountry = languageForCountry(visitorCountry ?? undefined)?.defaultCurrency;
  if (byCountry && configured.includes(byCountry)) return byCountry;
  return first;
}

const store = createStore<CurrencyCode>('USD');

/** Chooses the site currency at start-up and writes it to the ccy cookie. */
export function resolveSiteCurrency(config: RuntimeConfig): CurrencyCode {
  const currency = chooseSiteCurrency({
    cookie: getCookie(CURRENCY_COOKIE),
    configured: config.CURRENCIES,
    visitorCountry: config.VISITOR_COUNTRY,
  });
  setSiteCurrency(currency);
  return currency;
}

/** Switches the site currency (for example to the member's currency after login). */
export function setSiteCurrency(currency: CurrencyCode): void {
  setCookie(CURRENCY_COOKIE, currency, { days: CURRENCY_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
  store.set(currency);
}

export function getSiteCurrency(): CurrencyCode {
  return store.get();
}

export function useSiteCurrency(): CurrencyCode {
  return useStore(store);
}

export function currencySymbol(currency: CurrencyCode): string {
  return CURRENCIES[currency].symbol;
}
