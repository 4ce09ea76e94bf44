import { INITIAL_REPLIES_ELEMENT_ID } from '@casino/contract/initial-replies.ts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRequestLanguage } from '../../../lib/api-client.ts';
import { resetInitialReplies } from '../../../lib/initial-replies.ts';
import { installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { SiteLogo } from './site-logo.tsx';

function writeLogoReply(url: string) {
  const element = document.createElement('script');
  element.id = INITIAL_REPLIES_ELEMENT_ID;
  element.type = 'application/json';
  const reply = ok({ web_logo_list: [{ id: 1, type: 'header', url }] }).body;
  element.textContent = JSON.stringify([{ path: '/web/logo', lang: 'en_US', body: JSON.stringify({ site_id: 1 }), reply }]);
  document.head.append(element);
}

describe('the site logo', () => {
  beforeEach(() => {
    setRequestLanguage('en_US');
    resetInitialReplies();
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
  });
  afterEach(() => {
    document.getElementById(INITIAL_REPLIES_ELEMENT_ID)?.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is drawn in its first render from the reply written into the page, without asking', async () => {
    writeLogoReply('/media/41');
    const fetchMock = installFakeApi({ '/api/web/logo': ok({ web_logo_list: [] }) });
    await renderWithProviders(<SiteLogo type="header" homeLabel="Home" />);
    // No waiting: the render that just ran drew the picture, not a placeholder.
    expect(screen.getByTestId('site-logo').querySelector('img')?.getAttribute('src')).toBe('/media/41');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is asked for when the page holds no reply', async () => {
    const fetchMock = installFakeApi({ '/api/web/logo': ok({ web_logo_list: [{ id: 1, type: 'header', url: '/media/7' }] }) });
    await renderWithProviders(<SiteLogo type="header" homeLabel="Home" />);
    expect(screen.getByTestId('site-logo').querySelector('img')).toBeNull();
    await vi.waitFor(() => expect(screen.getByTestId('site-logo').querySelector('img')?.getAttribute('src')).toBe('/media/7'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
