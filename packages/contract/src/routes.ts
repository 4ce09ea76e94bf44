import { gameTypeById } from './game-types.ts';

/**
 * The page routes of SPEC section 2, and /support, the site's own support contact page (decision 24). The web router
 * registers them; the server answers any other path with the site's 404 status so that search engines and monitors
 * see a real "not found".
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
  '/support',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/** A game hall is one of the game types: /gameHall/99 is not a page. */
export function isGameHallId(id: string): boolean {
  return /^\d+$/.test(id) && gameTypeById(Number(id)) !== undefined;
}

/** Routes whose path parameter must name something that exists for the path to be a page. */
const PARAMETER_CHECKS: Partial<Record<PageRoute, (parameter: string) => boolean>> = {
  '/gameHall/:id': isGameHallId,
};

function routeMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '' ? '/' : source}/?$`);
}

const MATCHERS = PAGE_ROUTES.map((route) => ({ pattern: routeMatcher(route), check: PARAMETER_CHECKS[route] }));

/** The route a path is a page of: it matches the route, and names something that exists where that matters. */
export function pageRouteOf(pathname: string): PageRoute | null {
  for (const [index, { pattern, check }] of MATCHERS.entries()) {
    const match = pattern.exec(pathname);
    if (match !== null && (check === undefined || check(match[1] ?? ''))) return PAGE_ROUTES[index] ?? null;
  }
  return null;
}

/** Whether a path is a page of the site. */
export function isPageRoute(pathname: string): boolean {
  return pageRouteOf(pathname) !== null;
}

/** Paths that open in a sized pop-up window on desktop (SPEC section 2). */
export function opensInPopup(pathname: string): boolean {
  return /^\/(user|proxy|fastPayment)(\/|$)/.test(pathname);
}
