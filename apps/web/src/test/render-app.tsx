import type { CurrencyCode } from '@casino/contract/currencies.ts';
import type { LanguageCode } from '@casino/contract/languages.ts';
import type { RuntimeConfig } from '@casino/contract/runtime-config.ts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/app-providers.tsx';
import { preloadForcedPasswordChange } from '../app/forced-password-change.tsx';
import { createRoutes, PAGE_DEFINITIONS } from '../app/router.tsx';
import { preloadAuthDialogs } from '../features/auth/components/auth-modals.tsx';
import { createI18n } from '../lib/i18n.ts';
import { setRuntimeConfig } from '../lib/runtime-config.ts';
import { setSiteCurrency } from '../lib/site-currency.ts';
import { runtimeConfigFixture } from './fixtures.ts';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

type Setup = {
  config?: Partial<RuntimeConfig>;
  language?: LanguageCode;
  currency?: CurrencyCode;
  /** Extra pages inside the layout, for tests that need a page of their own. */
  extraPages?: RouteObject[];
};

/**
 * Pages and dialogs load on demand; in tests their modules are fetched once, when this file is imported (as the app
 * did before pages were split), so that neither the first test nor a navigation inside a test waits for compiling.
 */
await Promise.all([
  ...Object.values(PAGE_DEFINITIONS).map((definition) => definition.page?.()),
  preloadAuthDialogs(),
  preloadForcedPasswordChange(),
]);

async function prepare({ config, language = 'en_US', currency = 'INR' }: Setup) {
  setRuntimeConfig(runtimeConfigFixture(config));
  setSiteCurrency(currency);
  const i18n = await createI18n(language);
  const queryClient = testQueryClient();
  return { i18n, queryClient };
}

type Router = ReturnType<typeof createMemoryRouter>;

function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Renders the whole route tree at a path, with providers, like the real app. */
export async function renderApp(path: string, setup: Setup = {}) {
  const { i18n, queryClient } = await prepare(setup);
  const routes = createRoutes();
  routes[0]?.children?.[0]?.children?.unshift(...(setup.extraPages ?? []));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Pages load on demand; waiting for the first page's module keeps the first query of a test from timing out.
  await routerReady(router);
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, i18n };
}

/** Renders one component inside the providers and a router. */
export async function renderWithProviders(element: ReactElement, setup: Setup = {}) {
  const { i18n, queryClient } = await prepare(setup);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, i18n };
}
