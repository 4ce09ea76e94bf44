import { DEVICE } from '@casino/contract/devices.ts';
import type { LayoutMode } from './layout-mode.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

export type ParsedUserAgent = { system: string; system_version: string; browser: string };

const WINDOWS_VERSIONS: Record<string, string> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.1': 'XP',
};

function match(ua: string, pattern: RegExp): string | null {
  return pattern.exec(ua)?.[1] ?? null;
}

function dotted(version: string | null): string {
  return version ? version.replace(/_/g, '.') : '';
}

function parseSystem(ua: string): { system: string; system_version: string } {
  const ios = match(ua, /(?:iPhone|iPad|iPod).*?OS (\d+(?:[._]\d+)*)/);
  if (ios !== null) return { system: 'iOS', system_version: dotted(ios) };
  const android = match(ua, /Android (\d+(?:\.\d+)*)/);
  if (android !== null || /Android/.test(ua)) return { system: 'Android', system_version: android ?? '' };
  const windows = match(ua, /Windows NT (\d+\.\d+)/);
  if (windows !== null) return { system: 'Windows', system_version: WINDOWS_VERSIONS[windows] ?? windows };
  if (/CrOS/.test(ua)) return { system: 'ChromeOS', system_version: match(ua, /CrOS \S+ (\d+(?:\.\d+)*)/) ?? '' };
  const mac = match(ua, /Mac OS X (\d+(?:[._]\d+)*)/);
  if (mac !== null || /Macintosh/.test(ua)) return { system: 'macOS', system_version: dotted(mac) };
  if (/Linux/.test(ua)) return { system: 'Linux', system_version: '' };
  return { system: 'Unknown', system_version: '' };
}

/** Most specific first: many browsers also name Chrome and Safari in their user agent. */
const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['WeChat', /MicroMessenger\/(\d+(?:\.\d+)?)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+(?:\.\d+)?)/],
  ['Opera', /(?:OPR|Opera)\/(\d+(?:\.\d+)?)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+(?:\.\d+)?)/],
  ['UC Browser', /UCBrowser\/(\d+(?:\.\d+)?)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+(?:\.\d+)?)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+(?:\.\d+)?)/],
  ['Safari', /Version\/(\d+(?:\.\d+)?).*Safari/],
];

function parseBrowser(ua: string): string {
  for (const [name, pattern] of BROWSERS) {
    const version = match(ua, pattern);
    if (version !== null) return `${name} ${version}`;
  }
  return 'Unknown';
}

/** Operating system, its version and the browser, as login sends them (SPEC section 3, "Login payload"). */
export function parseUserAgent(ua: string): ParsedUserAgent {
  const { system, system_version } = parseSystem(ua);
  return { system, system_version: system_version.slice(0, 60), browser: parseBrowser(ua).slice(0, 60) };
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The id of this browser, created once and kept in local storage, so that the server can recognise it. */
export function getUdid(): string {
  const existing = readStorage(STORAGE_KEYS.udid);
  if (existing) return existing;
  const id = randomId();
  writeStorage(STORAGE_KEYS.udid, id);
  return id;
}

export type LoginDeviceInfo = {
  host: string;
  device: number;
  udid: string;
  login_type: number;
  system: string;
  browser: string;
  system_version: string;
};

/** Device facts of a login or double validation: device 0 on the desktop layout, 1 on mobile; login type 1. */
export function loginDeviceInfo(mode: LayoutMode, win: Window = window): LoginDeviceInfo {
  return {
    host: win.location.host,
    device: mode === 'desktop' ? DEVICE.desktop : DEVICE.mobile,
    udid: getUdid(),
    login_type: 1,
    ...parseUserAgent(win.navigator.userAgent),
  };
}
