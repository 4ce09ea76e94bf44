import { describe, expect, it } from 'vitest';
import { type BrowserEnvironment, browserSupport, currentEnvironment, isIos, isIosSafari } from './platform.ts';

const FEATURES = { fetch: true, abortController: true, intersectionObserver: true, cssGrid: true };
const env = (userAgent: string, overrides: Partial<BrowserEnvironment> = {}): BrowserEnvironment => ({
  userAgent,
  maxTouchPoints: 0,
  features: FEATURES,
  ...overrides,
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const FACEBOOK_IN_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/459.0.0.38.108;]';
const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';

describe('platform', () => {
  it('tells iOS Safari, where the site is added by hand, from other iOS browsers', () => {
    expect(isIosSafari(env(IPHONE_SAFARI))).toBe(true);
    expect(isIos(env(IPHONE_CHROME))).toBe(true);
    expect(isIosSafari(env(IPHONE_CHROME))).toBe(false);
    expect(isIosSafari(env(WECHAT))).toBe(false);
    // An iPad asking for desktop pages names itself a Mac, but has a touch screen.
    expect(isIos(env(IPAD_DESKTOP_MODE, { maxTouchPoints: 5 }))).toBe(true);
    expect(isIos(env(IPAD_DESKTOP_MODE))).toBe(false);
    expect(isIos(env(ANDROID_CHROME))).toBe(false);
  });

  it('warns in browsers inside other apps and in browsers without what the site needs', () => {
    expect(browserSupport(env(ANDROID_CHROME))).toBe('supported');
    expect(browserSupport(env(FACEBOOK_IN_APP))).toBe('in_app');
    expect(browserSupport(env(WECHAT))).toBe('in_app');
    expect(browserSupport(env(ANDROID_CHROME, { features: { ...FEATURES, abortController: false } }))).toBe('outdated');
    expect(browserSupport(env(ANDROID_CHROME, { features: { ...FEATURES, cssGrid: false } }))).toBe('outdated');
  });

  it('counts the test browser as supported (no alert over every page)', () => {
    expect(browserSupport(currentEnvironment())).toBe('supported');
  });
});
