import { DESKTOP_POPUP } from '@casino/contract/constants.ts';
import { opensInPopup } from '@casino/contract/routes.ts';
import { type MouseEvent, useCallback } from 'react';
import { type LayoutMode, useLayoutMode } from './layout-mode.ts';

/**
 * The member's own windows (SPEC section 2): the member centre, its deposit page (which has a pop-up location of its
 * own), the agent centre and the fast deposit window. Each kind has one window, reused by name.
 */
export type MemberWindowKind = 'user' | 'deposit' | 'proxy' | 'fastPayment';

export const MEMBER_WINDOW_NAMES: Record<MemberWindowKind, string> = {
  user: 'userWindow',
  deposit: 'depositWindow',
  proxy: 'proxyWindow',
  fastPayment: 'fpWindow',
};

const WINDOW_NAMES: ReadonlySet<string> = new Set(Object.values(MEMBER_WINDOW_NAMES));

function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/** Which member window a path belongs to, or null for a page of the main window. */
export function memberWindowKind(path: string): MemberWindowKind | null {
  const pathname = pathnameOf(path);
  if (!opensInPopup(pathname)) return null;
  if (pathname.startsWith('/proxy')) return 'proxy';
  if (pathname.startsWith('/fastPayment')) return 'fastPayment';
  if (/^\/user\/Deposit\/?$/.test(pathname)) return 'deposit';
  return 'user';
}

/** Whether this window is itself one of the member windows (links inside it stay in it). */
export function isMemberWindow(name: string): boolean {
  return WINDOW_NAMES.has(name);
}

/** window.open features of the desktop pop-up: 1500x800 (SPEC section 9), centred on the screen when it is known. */
export function popupFeatures(screen?: { availWidth: number; availHeight: number } | null): string {
  const { width, height } = DESKTOP_POPUP;
  const features = [`width=${width}`, `height=${height}`];
  if (screen && screen.availWidth > 0 && screen.availHeight > 0) {
    features.push(`left=${Math.max(0, Math.round((screen.availWidth - width) / 2))}`);
    features.push(`top=${Math.max(0, Math.round((screen.availHeight - height) / 2))}`);
  }
  features.push('resizable=yes', 'scrollbars=yes');
  return features.join(',');
}

export type MemberNavigation = { kind: 'popup'; url: string; name: string; features: string } | { kind: 'same-tab'; to: string };

/**
 * The rule of SPEC section 2: on desktop, a path under /user, /proxy or /fastPayment opened from the main window goes
 * to a 1500x800 pop-up named for its kind; on mobile, for any other path, or from inside a member window, it opens
 * in the same tab.
 */
export function memberNavigation(
  path: string,
  mode: LayoutMode,
  currentWindowName = '',
  screen?: { availWidth: number; availHeight: number } | null,
): MemberNavigation {
  const kind = memberWindowKind(path);
  if (mode !== 'desktop' || kind === null || isMemberWindow(currentWindowName)) return { kind: 'same-tab', to: path };
  return { kind: 'popup', url: path, name: MEMBER_WINDOW_NAMES[kind], features: popupFeatures(screen) };
}

/** Pop-ups this page opened, by name, so that logging out can close them. */
const openedWindows = new Map<string, Window>();

type WindowLike = Pick<Window, 'open' | 'name'> & { screen?: { availWidth: number; availHeight: number } };

function openPopup(navigation: Extract<MemberNavigation, { kind: 'popup' }>, win: WindowLike): boolean {
  const popup = win.open(navigation.url, navigation.name, navigation.features);
  if (!popup) return false;
  openedWindows.set(navigation.name, popup);
  try {
    popup.focus();
  } catch {
    // A window that refuses focus still shows the page.
  }
  return true;
}

/**
 * Goes to a path by the rule above: a pop-up on desktop, else (and when the browser blocks the pop-up) navigate in
 * this tab. Returns how it went. For a stored target after login, and anywhere code rather than a link navigates.
 */
export function openMemberPath(
  path: string,
  options: { mode: LayoutMode; navigate: (to: string) => void; win?: WindowLike },
): MemberNavigation['kind'] {
  const win = options.win ?? window;
  const navigation = memberNavigation(path, options.mode, win.name, win.screen);
  if (navigation.kind === 'popup' && openPopup(navigation, win)) return 'popup';
  options.navigate(path);
  return 'same-tab';
}

/**
 * Click handler for a link (an <a href> or a router Link) to a path that may open in a pop-up. A plain click on
 * desktop opens the pop-up instead of following the link; a modified click (new tab), mobile, or a blocked pop-up
 * leave the link to do its job.
 */
export function handleMemberLinkClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'preventDefault'>,
  path: string,
  mode: LayoutMode,
  win: WindowLike = window,
): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const navigation = memberNavigation(path, mode, win.name, win.screen);
  if (navigation.kind === 'popup' && openPopup(navigation, win)) event.preventDefault();
}

/** onClick for a link to a member path, following the current layout (desktop pop-up, mobile same tab). */
export function useMemberLinkClick(path: string) {
  const mode = useLayoutMode();
  return useCallback((event: MouseEvent<HTMLAnchorElement>) => handleMemberLinkClick(event, path, mode), [path, mode]);
}

/** Closes the member, agent and fast deposit windows this page opened (SPEC section 4, "Logout"). */
export function closeMemberWindows(): void {
  for (const popup of openedWindows.values()) {
    try {
      if (!popup.closed) popup.close();
    } catch {
      // Already gone.
    }
  }
  openedWindows.clear();
}

/**
 * Closes this window when it is a member, agent or fast deposit pop-up opened by the site (after the session ended
 * there is nothing left to show in it, and the window that opened it shows the site). Returns whether it asked the
 * browser to close it; a window the site did not open (a tab, the mobile same-tab pages), or one whose opener is
 * gone, is left alone to show the home page.
 */
export function closeThisMemberWindow(win: Pick<Window, 'name' | 'opener' | 'close'> = window): boolean {
  if (!isMemberWindow(win.name)) return false;
  const opener = win.opener as Pick<Window, 'closed'> | null;
  if (!opener || opener.closed) return false;
  try {
    win.close();
    return true;
  } catch {
    return false;
  }
}
