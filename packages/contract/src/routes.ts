/**
 * The page routes of SPEC section 2. The web router registers them; the server answers any other path with the
 * site's 404 status so that search engines and monitors see a real "not found".
 */
export const PAGE_ROUTES = [
  '/',
  '/app',
  '/discount',
  '/discount/:id',
  '/faq',
  '/faq/:id',
  '/gameHall',
  '/gameHall/:id',
  '/main',
  '/main/:id',
  '/slotgame',
  '/sponsor',
  '/gameRoom',
  '/play',
  '/loading',
  '/close',
  '/authCallback',
  '/fastDeposit',
  '/fastPayment',
  '/register',
  '/user',
  '/user/:page',
  '/user/:page/:subPage',
  '/proxy',
  '/proxy/:page',
  '/proxy/:page/:subPage',
] as const;

function routeMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '' ? '/' : source}/?$`);
}

const MATCHERS = PAGE_ROUTES.map(routeMatcher);

export function isPageRoute(pathname: string): boolean {
  return MATCHERS.some((m) => m.test(pathname));
}

/** Paths that open in a sized pop-up window on desktop (SPEC section 2). */
export function opensInPopup(pathname: string): boolean {
  return /^\/(user|proxy|fastPayment)(\/|$)/.test(pathname);
}
