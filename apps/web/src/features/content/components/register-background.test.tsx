import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';
import { DEFAULT_REGISTER_BACKGROUND, RegisterBackground } from './register-background.tsx';

const picture = () => screen.getByTestId('register-background').querySelector('img')?.getAttribute('src');

describe('the register background', () => {
  it("shows the operator's picture for the site's template", async () => {
    const detail = vi.fn((_body: unknown) => ok({ detail: { photo: '/media/42' } }));
    installSiteApi({ '/api/arks/web/model/register-background/detail': detail });
    await renderWithProviders(<RegisterBackground />);
    await waitFor(() => expect(picture()).toBe('/media/42'));
    expect(detail.mock.calls[0]?.[0]).toMatchObject({ site_id: 1, template: 'site02' });
    // Decorative: no text for screen readers.
    expect(screen.getByTestId('register-background').getAttribute('aria-hidden')).toBe('true');
  });

  it("keeps the site's own picture when the operator set none, and when the call fails", async () => {
    installSiteApi({ '/api/arks/web/model/register-background/detail': ok({ detail: { photo: '' } }) });
    const none = await renderWithProviders(<RegisterBackground />);
    expect(picture()).toBe(DEFAULT_REGISTER_BACKGROUND);
    await waitFor(() => expect(none.queryClient.isFetching()).toBe(0));
    expect(picture()).toBe(DEFAULT_REGISTER_BACKGROUND);
    none.unmount();

    installSiteApi({
      '/api/arks/web/model/register-background/detail': {
        status: 500,
        body: { code: 500, message: 'error', data: null },
      },
    });
    const failed = await renderWithProviders(<RegisterBackground />);
    await waitFor(() => expect(failed.queryClient.isFetching()).toBe(0));
    expect(picture()).toBe(DEFAULT_REGISTER_BACKGROUND);
  });
});
