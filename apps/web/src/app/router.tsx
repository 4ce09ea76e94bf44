import { PAGE_ROUTES, pageRouteOf } from '@casino/contract/routes.ts';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type Location, matchRoutes, Navigate, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { allMessagesLoaded } from '../lib/i18n.ts';
import { AppShell } from './app-shell.tsx';
import { BootFallback } from './boot-fallback.tsx';
import { NotFoundPage } from './pages/error-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { fastDepositRedirect, type RedirectRule, redirectHome, registerRedirect, slotGameRedirect } from './redirects.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

type PageRoute = (typeof PAGE_ROUTES)[number];
type PageDefinition = {
  /** Drawn at once: only the home page, which is in the first download. */
  element?: ReactNode;
  /** Every other page: its module is downloaded when the route is first visited, before the route draws. */
  page?: () => Promise<ReactNode>;
  /** Runs before the page draws: the path to go to instead, or null. */
  redirect?: RedirectRule;
};

/**
 * Every page route of the contract. The record type makes a route added to the contract a compile error here until
 * it has a page. Pages other than home load on demand, so the first download stays small (decision 29):
 * a new page is one line, `'/faq': { page: () => import('./pages/faq-page.tsx').then((m) => <m.FaqPage />) },`
 */
export const PAGE_DEFINITIONS: Record<PageRoute, PageDefinition> = {
  '/': { element: <HomePage /> },
  '/app': { page: () => import('../features/pwa/components/app-page.tsx').then((m) => <m.AppPage />) },
  '/discount': { page: () => import('../features/content/components/promotions-page.tsx').then((m) => <m.PromotionsPage />) },
  '/discount/:id': { page: () => import('../features/content/components/promotion-page.tsx').then((m) => <m.PromotionPage />) },
  '/faq': { page: () => import('../features/content/components/faq-page.tsx').then((m) => <m.FaqPage />) },
  '/faq/:id': { page: () => import('../features/content/components/faq-page.tsx').then((m) => <m.FaqPage />) },
  '/gameHall': { redirect: redirectHome },
  '/gameHall/:id': { page: () => import('./pages/game-hall-page.tsx').then((m) => <m.GameHallPage />) },
  '/main': { redirect: redirectHome },
  '/main/:id': { page: () => import('../features/content/components/news-page.tsx').then((m) => <m.NewsPage />) },
  '/slotgame': { redirect: slotGameRedirect, page: () => import('./pages/slot-game-page.tsx').then((m) => <m.SlotGamePage />) },
  '/sponsor': { page: () => import('../features/content/components/sponsor-page.tsx').then((m) => <m.SponsorPage />) },
  '/gameRoom': { redirect: slotGameRedirect, page: () => import('./pages/game-room-page.tsx').then((m) => <m.GameRoomPage />) },
  '/play': { page: () => import('./pages/play-page.tsx').then((m) => <m.PlayPage />) },
  '/loading': { page: () => import('./pages/loading-page.tsx').then((m) => <m.LoadingPage />) },
  '/close': { page: () => import('./pages/close-page.tsx').then((m) => <m.ClosePage />) },
  '/authCallback': {
    page: () => import('../features/auth/components/auth-callback-page.tsx').then((m) => <m.AuthCallbackPage />),
  },
  '/fastDeposit': { redirect: fastDepositRedirect },
  '/fastPayment': { page: () => import('./pages/user-page.tsx').then((m) => <m.FastPaymentScreen />) },
  '/register': { redirect: registerRedirect, page: () => import('./pages/register-page.tsx').then((m) => <m.RegisterPage />) },
  '/user': { page: () => import('./pages/user-page.tsx').then((m) => <m.UserPage />) },
  '/user/:page': { page: () => import('./pages/user-page.tsx').then((m) => <m.UserPage />) },
  '/user/:page/:subPage': { page: () => import('./pages/user-page.tsx').then((m) => <m.UserPage />) },
  '/proxy': { page: () => import('./pages/proxy-page.tsx').then((m) => <m.ProxyPage />) },
  '/proxy/:page': { page: () => import('./pages/proxy-page.tsx').then((m) => <m.ProxyPage />) },
  '/proxy/:page/:subPage': { page: () => import('./pages/proxy-page.tsx').then((m) => <m.ProxyPage />) },
  '/support': { page: () => import('./pages/support-page.tsx').then((m) => <m.SupportPage />) },
};

/** Pages whose module has arrived (or failed to: the page's error boundary then shows the error). */
const pages = new Map<PageRoute, { element: ReactNode } | { error: unknown }>();
const loading = new Map<PageRoute, Promise<void>>();

function loadPage(path: PageRoute): Promise<void> {
  const page = PAGE_DEFINITIONS[path].page;
  if (!page || pages.has(path)) return Promise.resolve();
  let pending = loading.get(path);
  if (!pending) {
    // A page draws with every message of its language (decision 36).
    pending = Promise.all([page(), allMessagesLoaded()]).then(
      ([element]) => void pages.set(path, { element }),
      (error: unknown) => void pages.set(path, { error }),
    );
    loading.set(path, pending);
  }
  return pending;
}

/** Fetches every page's module (tests, so that no test waits for compiling). */
export function preloadPages(): Promise<void> {
  return Promise.all(PAGE_ROUTES.map(loadPage)).then(() => undefined);
}

/**
 * Start-up fetches the module of the page it lands on before the first render, which then draws that page rather
 * than the boot fallback and, a task later, the page. The page heads preload these modules (decision 37). A route
 * with a redirect rule is left to the render, which runs the rule first.
 */
export function loadLandingPage(pathname: string): Promise<void> {
  const path = pageRouteOf(pathname);
  return path && !PAGE_DEFINITIONS[path].redirect ? loadPage(path) : Promise.resolve();
}

function needsLoading(path: PageRoute): boolean {
  return PAGE_DEFINITIONS[path].page !== undefined && !pages.has(path);
}

function LoadedPage({ path }: { path: PageRoute }): ReactNode {
  const page = pages.get(path);
  if (page && 'error' in page) throw page.error;
  return page?.element ?? <BootFallback />;
}

function pageRoute(path: PageRoute): RouteObject {
  const { element, page } = PAGE_DEFINITIONS[path];
  // Redirect-only routes never draw; the fallback keeps a leaf from being empty.
  const route = { handle: path, element: page ? <LoadedPage path={path} /> : (element ?? <BootFallback />) };
  return path === '/' ? { index: true, ...route } : { path, ...route };
}

/** The route tree: the shell (layouts) around every page, an error boundary at both levels, 404 for the rest. */
export function createRoutes(extraPages: RouteObject[] = []): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <RouteErrorBoundary standalone>
          <AppShell />
        </RouteErrorBoundary>
      ),
      children: [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [...extraPages, ...PAGE_ROUTES.map(pageRoute), { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}

/** The page route a location draws, if it is one of PAGE_DEFINITIONS. */
function pageAt(routes: RouteObject[], location: Location): PageRoute | null {
  const leaf = matchRoutes(routes, location)?.at(-1)?.route.handle;
  return typeof leaf === 'string' && Object.hasOwn(PAGE_DEFINITIONS, leaf) ? (leaf as PageRoute) : null;
}

/**
 * The site's routes in react-router's declarative mode, which costs about half of its data router in the first
 * download (decision 36). What the data router did is kept: a route's redirect rule runs before its page draws,
 * and a page whose module is still on its way keeps the previous page on screen until it arrives (the very first
 * page shows the boot fallback), so a navigation never flashes an empty frame.
 */
export function AppRoutes({ extraPages }: { extraPages?: RouteObject[] }) {
  const location = useLocation();
  const routes = useMemo(() => createRoutes(extraPages), [extraPages]);
  const path = pageAt(routes, location);
  // Once per navigation: a rule may set cookies on its way.
  const redirect = useMemo(() => {
    const rule = path ? PAGE_DEFINITIONS[path].redirect : undefined;
    return rule ? rule(new URL(location.pathname + location.search, window.location.origin)) : null;
  }, [path, location]);
  const waiting = redirect === null && path !== null && needsLoading(path);
  const [, setArrivals] = useState(0);
  useEffect(() => {
    if (!waiting || !path) return;
    let live = true;
    void loadPage(path).then(() => live && setArrivals((count) => count + 1));
    return () => {
      live = false;
    };
  }, [waiting, path]);

  const drawn = useRef<Location | null>(null);
  if (!waiting && redirect === null) drawn.current = location;
  const element = useRoutes(routes, drawn.current ?? location);
  return (
    <>
      {drawn.current ? element : <BootFallback />}
      {redirect !== null && <Navigate to={redirect} replace />}
    </>
  );
}
