import { CURRENCIES, CURRENCY_COOKIE, type CurrencyCode, chooseSiteCurrency } from '@casino/contract/currencies.ts';
import type { RuntimeConfig } from '@casino/contract/runtime-config.ts';
import { getCookie, setCookie } from './cookies.ts';
import { createStore, useStore } from './create-store.ts';

const CURRENCY_COOKIE_DAYS = 365;

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
