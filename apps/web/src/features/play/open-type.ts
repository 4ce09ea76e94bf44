import type { OpenType } from '@casino/contract/calls/play-calls.ts';
import type { LayoutMode } from '../../lib/layout-mode.ts';

/** In-app browsers of social apps (Facebook, Messenger, Instagram, Line, WeChat) that handle pop-ups badly. */
const IN_APP_BROWSER = /FBAN|FBAV|FB_IAB|FBIOS|Instagram|\bLine\/|MicroMessenger/i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER.test(userAgent);
}

/** Whether a mobile visitor is inside an in-app browser, where every game opens by redirect. */
export function forcesRedirect(mode: LayoutMode, userAgent: string): boolean {
  return mode === 'mobile' && isInAppBrowser(userAgent);
}

/**
 * How a game opens (SPEC section 4, "Game start"): mobile inside an in-app browser always by redirect; a provider that
 * needs it (the reply's open_type modal) in the play modal; mobile web and app in a window; on desktop as the reply
 * says, a window by default.
 */
export function chooseOpenType(input: { mode: LayoutMode; userAgent: string; replyType?: OpenType | undefined }): OpenType {
  const { mode, userAgent, replyType } = input;
  if (forcesRedirect(mode, userAgent)) return 'redirect';
  if (replyType === 'modal') return 'modal';
  if (mode === 'mobile') return 'window';
  return replyType ?? 'window';
}
