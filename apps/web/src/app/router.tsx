import { PAGE_ROUTES } from '@casino/contract/routes.ts';
import type { ReactNode } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { AppShell } from './app-shell.tsx';
import { BootFallback } from './boot-fallback.tsx';
import { NotFoundPage, RouteErrorPage } from './pages/error-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { fastDepositLoader, redirectHome, registerLoader, slotGameLoader } from './redirects.ts';

type PageRoute = (typeof PAGE_ROUTES)[number];
type PageDefinition = {
  /** Drawn at once: only the home page, which is in the first download. */
  element?: ReactNode;
  /** Every other page: its module is downloaded when the route is first visited, before the route draws. */
  page?: () => Promise<ReactNode>;
  loader?: LoaderFunction;
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
  '/gameHall': { loader: redirectHome },
  '/gameHall/:id': { page: () => import('./pages/game-hall-page.tsx').then((m) => <m.GameHallPage />) },
  '/main': { loader: redirectHome },
  '/main/:id': { page: () => import('../features/content/components/news-page.tsx').then((m) => <m.NewsPage />) },
  '/slotgame': { loader: slotGameLoader, page: () => import('./pages/slot-game-page.tsx').then((m) => <m.SlotGamePage />) },
  '/sponsor': { page: () => import('../features/content/components/sponsor-page.tsx').then((m) => <m.SponsorPage />) },
  '/gameRoom': { loader: slotGameLoader, page: () => import('./pages/game-room-page.tsx').then((m) => <m.GameRoomPage />) },
  '/play': { page: () => import('./pages/play-page.tsx').then((m) => <m.PlayPage />) },
  '/loading': { page: () => import('./pages/loading-page.tsx').then((m) => <m.LoadingPage />) },
  '/close': { page: () => import('./pages/close-page.tsx').then((m) => <m.ClosePage />) },
  '/authCallback': {
    page: () => import('../features/auth/components/auth-callback-page.tsx').then((m) => <m.AuthCallbackPage />),
  },
  '/fastDeposit': { loader: fastDepositLoader },
  '/fastPayment': { page: () => import('./pages/user-page.tsx').then((m) => <m.FastPaymentScreen />) },
  '/register': { loader: registerLoader, page: () => import('./pages/register-page.tsx').then((m) => <m.RegisterPage />) },
  '/user': { page: () => import('./pages/user-page.tsx').then((m) => <m.UserPage />) },
  '/user/:page': { page: () => import('./pages/user-page.tsx').then((m) => <m.UserPage />) },
  '/user/:page/:subPage': { page: () => import('./pages/user-page.tsx').then((m) => <m.UserPage />) },
  '/proxy': { page: () => import('./pages/coming-soon-page.tsx').then((m) => <m.ComingSoonPage titleKey="proxy" />) },
  '/proxy/:page': { page: () => import('./pages/coming-soon-page.tsx').then((m) => <m.ComingSoonPage titleKey="proxy" />) },
  '/proxy/:page/:subPage': {
    page: () => import('./pages/coming-soon-page.tsx').then((m) => <m.ComingSoonPage titleKey="proxy" />),
  },
  '/support': { page: () => import('./pages/support-page.tsx').then((m) => <m.SupportPage />) },
};

function pageRoute(path: PageRoute): RouteObject {
  const { element, page, loader } = PAGE_DEFINITIONS[path];
  const route = {
    ...(loader ? { loader } : {}),
    // Redirect-only routes never draw; the fallback keeps the router from warning about an empty leaf.
    ...(page ? { lazy: async () => ({ element: await page() }) } : { element: element ?? <BootFallback /> }),
  };
  return path === '/' ? { index: true, ...route } : { path, ...route };
}

/** The route tree: the shell (layouts) around every page, an error boundary at both levels, 404 for the rest. */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      errorElement: <RouteErrorPage standalone />,
      hydrateFallbackElement: <BootFallback />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [...PAGE_ROUTES.map(pageRoute), { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
