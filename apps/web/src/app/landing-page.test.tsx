import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { setRuntimeConfig } from '../lib/runtime-config.ts';
import { setSiteCurrency } from '../lib/site-currency.ts';
import { runtimeConfigFixture } from '../test/fixtures.ts';
import { installSiteApi } from '../test/site-api.ts';
import { AppProviders } from './app-providers.tsx';
import { AppRoutes, loadLandingPage } from './router.tsx';

// Not through test/render-app.tsx, which fetches every page's module up front: here they load on demand, as in the site.
async function renderAt(path: string) {
  setRuntimeConfig(runtimeConfigFixture());
  setSiteCurrency('INR');
  const i18n = await createI18n('en_US');
  return render(
    <AppProviders i18n={i18n} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the page start-up lands on', () => {
  beforeEach(() => {
    installSiteApi();
    return () => vi.unstubAllGlobals();
  });

  it('is drawn by the first render once loadLandingPage has fetched its module', async () => {
    await loadLandingPage('/support');
    const { container } = await renderAt('/support');
    // No waiting: the render that just ran drew the page, not the boot fallback.
    expect(container.querySelector('.boot-fallback')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Customer Service');
  });

  it('otherwise shows the boot fallback until its module arrives', async () => {
    const { container } = await renderAt('/faq');
    expect(container.querySelector('.boot-fallback')).not.toBeNull();
    expect(await screen.findByTestId('faq-page')).toBeTruthy();
  });

  it('is left to the render when its route has a redirect rule, and to nobody off the routes', async () => {
    await loadLandingPage('/register');
    await loadLandingPage('/no/such/page');
    const { container } = await renderAt('/register');
    expect(container.querySelector('.boot-fallback')).not.toBeNull();
    expect(await screen.findByTestId('register-form')).toBeTruthy();
  });
});
