import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { envelope, startEachTestAsANewPage, writeReplies, written } from '../../../test/written-replies.ts';
import { SiteLogo } from './site-logo.tsx';

function writeLogoReply(url: string) {
  writeReplies([written('/web/logo', { site_id: 1 }, envelope({ web_logo_list: [{ id: 1, type: 'header', url }] }))]);
}

describe('the site logo', () => {
  startEachTestAsANewPage();

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
