import { PAGE_ROUTES } from '@casino/contract/routes.ts';
import type { ReactNode } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { AppShell } from './app-shell.tsx';
import { BootFallback } from './boot-fallback.tsx';
import { ClosePage } from './pages/close-page.tsx';
import { ComingSoonPage } from './pages/coming-soon-page.tsx';
import { NotFoundPage, RouteErrorPage } from './pages/error-page.tsx';
import { GameHallPage } from './pages/game-hall-page.tsx';
import { GameRoomPage } from './pages/game-room-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { LoadingPage } from './pages/loading-page.tsx';
import { PlayPage } from './pages/play-page.tsx';
import { RegisterPage } from './pages/register-page.tsx';
import { SlotGamePage } from './pages/slot-game-page.tsx';
import { SupportPage } from './pages/support-page.tsx';
import { FastPaymentScreen, UserPage } from './pages/user-page.tsx';
import { fastDepositLoader, redirectHome, registerLoader, slotGameLoader } from './redirects.ts';

type PageRoute = (typeof PAGE_ROUTES)[number];
type PageDefinition = { element?: ReactNode; loader?: LoaderFunction };

/**
 * Every page route of the contract. The record type makes a route added to the contract a compile error here until
 * it has a page.
 */
export const PAGE_DEFINITIONS: Record<PageRoute, PageDefinition> = {
  '/': { element: <HomePage /> },
  '/app': { element: <ComingSoonPage titleKey="app" /> },
  '/discount': { element: <ComingSoonPage titleKey="discount" /> },
  '/discount/:id': { element: <ComingSoonPage titleKey="discount" /> },
  '/faq': { element: <ComingSoonPage titleKey="faq" /> },
  '/faq/:id': { element: <ComingSoonPage titleKey="faq" /> },
  '/gameHall': { loader: redirectHome },
  '/gameHall/:id': { element: <GameHallPage /> },
  '/main': { loader: redirectHome },
  '/main/:id': { element: <ComingSoonPage titleKey="main" /> },
  '/slotgame': { loader: slotGameLoader, element: <SlotGamePage /> },
  '/sponsor': { element: <ComingSoonPage titleKey="sponsor" /> },
  '/gameRoom': { loader: slotGameLoader, element: <GameRoomPage /> },
  '/play': { element: <PlayPage /> },
  '/loading': { element: <LoadingPage /> },
  '/close': { element: <ClosePage /> },
  '/authCallback': { element: <ComingSoonPage titleKey="authCallback" /> },
  '/fastDeposit': { loader: fastDepositLoader },
  '/fastPayment': { element: <FastPaymentScreen /> },
  '/register': { loader: registerLoader, element: <RegisterPage /> },
  '/user': { element: <UserPage /> },
  '/user/:page': { element: <UserPage /> },
  '/user/:page/:subPage': { element: <UserPage /> },
  '/proxy': { element: <ComingSoonPage titleKey="proxy" /> },
  '/proxy/:page': { element: <ComingSoonPage titleKey="proxy" /> },
  '/proxy/:page/:subPage': { element: <ComingSoonPage titleKey="proxy" /> },
  '/support': { element: <SupportPage /> },
};

function pageRoute(path: PageRoute): RouteObject {
  const { element, loader } = PAGE_DEFINITIONS[path];
  // Redirect-only routes never draw; the fallback keeps the router from warning about an empty leaf.
  const route = { element: element ?? <BootFallback />, ...(loader ? { loader } : {}) };
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
