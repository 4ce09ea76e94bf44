import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';
import { type BeforeInstallPromptEvent, installState, listenForInstallOffer } from '../install-prompt.ts';
import type { BrowserEnvironment } from '../platform.ts';
import { AppPage } from './app-page.tsx';

const FEATURES = { fetch: true, abortController: true, intersectionObserver: true, cssGrid: true };
const ANDROID: BrowserEnvironment = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  maxTouchPoints: 5,
  features: FEATURES,
};
const IPHONE: BrowserEnvironment = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  maxTouchPoints: 5,
  features: FEATURES,
};

function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

describe('/app', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    installState.set({ offer: null, installed: false });
  });

  it("offers the browser's install dialog behind its own button, and says when the app is installed", async () => {
    installSiteApi();
    listenForInstallOffer();
    await renderWithProviders(<AppPage environment={ANDROID} standalone={false} workerEnabled={false} />);
    expect(screen.getByTestId('app-page').getAttribute('data-install-way')).toBe('manual');
    const { event, prompt } = installOffer('accepted');
    // The browser's own mini bar is held back for the page's button.
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByTestId('app-install-button'));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Installed. Open it from your home screen or app list.')).toBeTruthy();
  }, 15_000);

  it('says so when the visitor declines, and the spent offer is not shown again', async () => {
    installSiteApi();
    listenForInstallOffer();
    await renderWithProviders(<AppPage environment={ANDROID} standalone={false} workerEnabled={false} />);
    installOffer('dismissed');
    fireEvent.click(await screen.findByTestId('app-install-button'));
    await waitFor(() => expect(screen.queryByTestId('app-install-button')).toBeNull());
    expect(screen.getByTestId('app-page').getAttribute('data-install-way')).toBe('manual');
  });

  it('shows Safari on iOS the add-to-home-screen steps', async () => {
    installSiteApi();
    await renderWithProviders(<AppPage environment={IPHONE} standalone={false} workerEnabled={false} />, { language: 'zh_CN' });
    fireEvent.click(screen.getByTestId('app-ios-hint-button'));
    const hint = await screen.findByTestId('ios-install-hint');
    expect(hint.querySelectorAll('li')).toHaveLength(3);
    expect(hint.textContent).toContain('添加到主屏幕');
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(screen.queryByTestId('ios-install-hint')).toBeNull();
  });

  it('inside the installed app says so, and registers the service worker with the offline page texts', async () => {
    installSiteApi();
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    const ready = { active: { postMessage: vi.fn() } };
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(window.navigator), { serviceWorker: { register, ready: Promise.resolve(ready) } }),
    );
    await renderWithProviders(<AppPage environment={ANDROID} standalone workerEnabled />, { language: 'th_TH' });
    expect(screen.getByText('คุณกำลังใช้งานแอปที่ติดตั้งไว้')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('app-worker-status').getAttribute('data-status')).toBe('ready'));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(ready.active.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'offline-page', lang: 'th-TH', title: 'คุณออฟไลน์อยู่' }),
    );
  });
});
