import { chooseSiteCurrency } from '@casino/contract/currencies.ts';
import { describe, expect, it } from 'vitest';
import { runtimeConfigFixture } from '../test/fixtures.ts';
import { getCookie, setCookie } from './cookies.ts';
import { getSiteCurrency, resolveSiteCurrency } from './site-currency.ts';

describe('chooseSiteCurrency', () => {
  const configured = ['INR', 'USD', 'VND', 'RMB'] as const;

  it('keeps the ccy cookie when that currency is configured', () => {
    expect(chooseSiteCurrency({ cookie: 'VND', configured: [...configured], visitorCountry: 'US' })).toBe('VND');
  });

  it('ignores a cookie naming a currency the site does not offer', () => {
    expect(chooseSiteCurrency({ cookie: 'THB', configured: [...configured], visitorCountry: 'US' })).toBe('USD');
  });

  it('ignores a cookie that is not a currency at all', () => {
    expect(chooseSiteCurrency({ cookie: 'bogus', configured: [...configured], visitorCountry: null })).toBe('INR');
  });

  it("uses the default currency of the visitor's country language", () => {
    expect(chooseSiteCurrency({ cookie: undefined, configured: [...configured], visitorCountry: 'VN' })).toBe('VND');
    expect(chooseSiteCurrency({ cookie: undefined, configured: [...configured], visitorCountry: 'LA' })).toBe('VND');
    expect(chooseSiteCurrency({ cookie: undefined, configured: [...configured], visitorCountry: 'cn' })).toBe('RMB');
  });

  it("falls back to the first configured currency when the country's currency is not offered", () => {
    expect(chooseSiteCurrency({ cookie: undefined, configured: [...configured], visitorCountry: 'JP' })).toBe('INR');
  });

  it('falls back to the first configured currency for an unknown or missing country', () => {
    expect(chooseSiteCurrency({ cookie: undefined, configured: ['USD', 'INR'], visitorCountry: 'ZZ' })).toBe('USD');
    expect(chooseSiteCurrency({ cookie: undefined, configured: ['USD', 'INR'], visitorCountry: null })).toBe('USD');
  });
});

describe('resolveSiteCurrency', () => {
  it('writes the chosen currency to the ccy cookie and makes it current', () => {
    const currency = resolveSiteCurrency(runtimeConfigFixture({ VISITOR_COUNTRY: 'IN' }));
    expect(currency).toBe('INR');
    expect(getCookie('ccy')).toBe('INR');
    expect(getSiteCurrency()).toBe('INR');
  });

  it('prefers an allowed cookie over the country', () => {
    setCookie('ccy', 'RMB');
    expect(resolveSiteCurrency(runtimeConfigFixture({ VISITOR_COUNTRY: 'US' }))).toBe('RMB');
    expect(getCookie('ccy')).toBe('RMB');
  });
});
