import { describe, expect, it } from 'vitest';
import { getUdid, loginDeviceInfo, parseUserAgent } from './device-info.ts';

describe('device info', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      { system: 'Windows', system_version: '10', browser: 'Chrome 124.0' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
      { system: 'Android', system_version: '14', browser: 'Chrome 124.0' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { system: 'iOS', system_version: '17.4', browser: 'Safari 17.4' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
      { system: 'macOS', system_version: '10.15.7', browser: 'Edge 124.0' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
      { system: 'Linux', system_version: '', browser: 'Firefox 125.0' },
    ],
  ])('parses %s', (ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected);
  });

  it('keeps one random udid per browser in local storage', () => {
    const first = getUdid();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(window.localStorage.getItem('udid')).toBe(first);
    expect(getUdid()).toBe(first);
  });

  it('sends host, device 0 on desktop and 1 on mobile, and login type 1', () => {
    const desktop = loginDeviceInfo('desktop');
    expect(desktop.host).toBe(window.location.host);
    expect(desktop.device).toBe(0);
    expect(desktop.login_type).toBe(1);
    expect(loginDeviceInfo('mobile').device).toBe(1);
  });
});
