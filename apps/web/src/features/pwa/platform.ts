/**
 * What the browser can do for installing the site as an app (SPEC section 2, /app and the browser alert and iOS
 * favourite hint modals). Everything takes its inputs so that tests can name any browser.
 */
export type BrowserEnvironment = {
  userAgent: string;
  maxTouchPoints: number;
  /** Features the site needs to run at all. */
  features: { fetch: boolean; abortController: boolean; intersectionObserver: boolean; cssGrid: boolean };
};

export function currentEnvironment(win: Window = window): BrowserEnvironment {
  const scope = win as Window & {
    CSS?: { supports?: (property: string, value: string) => boolean };
    AbortController?: unknown;
    IntersectionObserver?: unknown;
  };
  const css = scope.CSS;
  return {
    userAgent: win.navigator.userAgent,
    maxTouchPoints: win.navigator.maxTouchPoints ?? 0,
    features: {
      fetch: typeof win.fetch === 'function',
      abortController: typeof scope.AbortController === 'function',
      intersectionObserver: typeof scope.IntersectionObserver === 'function',
      // Without CSS.supports the browser cannot be asked; only a clear 'no' counts.
      cssGrid: typeof css?.supports === 'function' ? css.supports('display', 'grid') : true,
    },
  };
}

/** iPhone, iPod, or an iPad (which names itself a Mac but has a touch screen). */
export function isIos({ userAgent, maxTouchPoints }: Pick<BrowserEnvironment, 'userAgent' | 'maxTouchPoints'>): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

/** Browsers built into other apps (chat and social apps): they cannot install the site and often block windows. */
const IN_APP = /FBAN|FBAV|FB_IAB|Instagram|Line\/|MicroMessenger|WeChat|KAKAOTALK|TikTok|musical_ly|Snapchat|Twitter/i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP.test(userAgent);
}

/** On iOS only Safari adds a site to the home screen; Chrome, Firefox and Edge for iOS name themselves. */
export function isIosSafari(env: Pick<BrowserEnvironment, 'userAgent' | 'maxTouchPoints'>): boolean {
  return (
    isIos(env) &&
    /Safari/i.test(env.userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS/i.test(env.userAgent) &&
    !isInAppBrowser(env.userAgent)
  );
}

export type BrowserSupport = 'supported' | 'in_app' | 'outdated';

/** Whether to warn the visitor (the browser alert): an in-app browser, or a browser too old for the site. */
export function browserSupport(env: BrowserEnvironment): BrowserSupport {
  if (isInAppBrowser(env.userAgent)) return 'in_app';
  const { fetch, abortController, intersectionObserver, cssGrid } = env.features;
  return fetch && abortController && intersectionObserver && cssGrid ? 'supported' : 'outdated';
}

/** Whether the site runs as an installed app (its own window rather than a browser tab). */
export function runsStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  if (nav.standalone === true) return true;
  return typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
}
