import { vi } from 'vitest';
import type { FakeReply } from './fake-api.ts';
import { ok } from './fake-api.ts';

/** A window as window.open returns it: a closed flag, close(), focus() and a location to send it elsewhere. */
export type FakeGameWindow = {
  closed: boolean;
  close: () => void;
  focus: () => void;
  location: { replace: ReturnType<typeof vi.fn>; href: string };
};

export function fakeGameWindow(): FakeGameWindow {
  const popup: FakeGameWindow = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    focus: vi.fn(),
    location: {
      replace: vi.fn((url: string) => {
        popup.location.href = url;
      }),
      href: '/loading',
    },
  };
  return popup;
}

export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
export const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
export const FACEBOOK_UA = `${MOBILE_UA} [FBAN/FB4A;FBAV/440.0.0.0;]`;

/** The page's window for the play controller: window.open gives the fake game window (or null: blocked). */
export function fakeWindowHost(options: { userAgent?: string; blocked?: boolean } = {}) {
  const popup = fakeGameWindow();
  const host = {
    open: vi.fn(() => (options.blocked ? null : popup)),
    location: { assign: vi.fn(), origin: 'http://localhost:3000' },
    navigator: { userAgent: options.userAgent ?? DESKTOP_UA },
    screen: { availWidth: 1920, availHeight: 1080 },
  };
  return { popup, host };
}

export const GAME_URL = 'https://games.example.com/launch?token=abc';

export function playReply(overrides: { game_url?: string; open_type?: string; session_id?: string } = {}): FakeReply {
  return ok({ game_url: GAME_URL, open_type: 'window', session_id: 'sess-1', ...overrides });
}

export function refusal(code: number, message: string, data: unknown = null): FakeReply {
  return { body: { code, message, data } };
}

export const leaveReply: FakeReply = ok({ main_cash: '100.00' });
