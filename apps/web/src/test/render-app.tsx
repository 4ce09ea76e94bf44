import type { CurrencyCode } from '@casino/contract/currencies.ts';
import type { LanguageCode } from '@casino/contract/languages.ts';
import type { RuntimeConfig } from '@casino/contract/runtime-config.ts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  RouterProvider,
  useLocation,
  useNavigate,
} from 'react-router';
import { AppProviders } from '../app/app-providers.tsx';
import { preloadForcedPasswordChange } from '../app/forced-password-change.tsx';
import { AppRoutes, preloadPages } from '../app/router.tsx';
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
  /** Translations of the test's own making, instead of the language's whole messages. */
  i18n?: I18n;
  /** The address the element first draws at (renderWithProviders), '/' by default. */
  path?: string;
};

/**
 * Pages and dialogs load on demand; in tests their modules are fetched once, when this file is imported (as the app
 * did before pages were split), so that neither the first test nor a navigation inside a test waits for compiling.
 */
await Promise.all([preloadPages(), preloadAuthDialogs(), preloadForcedPasswordChange()]);

async function prepare({ config, language = 'en_US', currency = 'INR', i18n: given }: Setup) {
  setRuntimeConfig(runtimeConfigFixture(config));
  setSiteCurrency(currency);
  const i18n = given ?? (await createI18n(language));
  const queryClient = testQueryClient();
  return { i18n, queryClient };
}

/** What tests read and do with the app's router: where it is, and going somewhere else. */
export type TestRouter = { readonly state: { readonly location: Location }; navigate: NavigateFunction };

/** Keeps the router's current location and navigate function where the test can reach them. */
function RouterProbe({ into }: { into: { location?: Location; navigate?: NavigateFunction } }) {
  into.location = useLocation();
  into.navigate = useNavigate();
  return null;
}

/** Renders the whole route tree at a path, with providers, like the real app. */
export async function renderApp(path: string, setup: Setup = {}) {
  const { i18n, queryClient } = await prepare(setup);
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes extraPages={setup.extraPages} />
        <RouterProbe into={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  const router: TestRouter = {
    state: {
      get location() {
        if (!probe.location) throw new Error('the router has not drawn yet');
        return probe.location;
      },
    },
    navigate: ((...args: unknown[]) => {
      if (!probe.navigate) throw new Error('the router has not drawn yet');
      return (probe.navigate as (...args: unknown[]) => unknown)(...args);
    }) as NavigateFunction,
  };
  return { ...view, router, queryClient, i18n };
}

/** Renders one component inside the providers and a router. */
export async function renderWithProviders(element: ReactElement, setup: Setup = {}) {
  const { i18n, queryClient } = await prepare(setup);
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [setup.path ?? '/'] });
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, i18n };
}
