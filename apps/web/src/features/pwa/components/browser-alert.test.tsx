import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { installSiteApi } from '../../../test/site-api.ts';
import type { BrowserEnvironment } from '../platform.ts';
import { BROWSER_ALERT_DISMISSED_KEY, BrowserAlert } from './browser-alert.tsx';

const FEATURES = { fetch: true, abortController: true, intersectionObserver: true, cssGrid: true };
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const FACEBOOK: BrowserEnvironment = {
  userAgent: `${CHROME} [FB_IAB/FB4A;FBAV/459.0.0.38.108;]`,
  maxTouchPoints: 5,
  features: FEATURES,
};

describe('the browser alert (SPEC section 2)', () => {
  afterEach(() => window.localStorage.clear());

  it("tells a visitor in an app's built-in browser to open a real one, once per device", async () => {
    installSiteApi();
    const first = await renderWithProviders(<BrowserAlert environment={FACEBOOK} />);
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Your browser may not work well');
    expect(alert.textContent).toContain('a browser inside another app');
    fireEvent.click(screen.getByRole('button', { name: 'Continue anyway' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.localStorage.getItem(BROWSER_ALERT_DISMISSED_KEY)).toBe('1');
    first.unmount();

    await renderWithProviders(<BrowserAlert environment={FACEBOOK} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('warns a browser without what the site needs, and says nothing in a current browser', async () => {
    installSiteApi();
    const old = await renderWithProviders(
      <BrowserAlert environment={{ userAgent: CHROME, maxTouchPoints: 0, features: { ...FEATURES, cssGrid: false } }} />,
    );
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Your browser is out of date');
    old.unmount();
    await renderWithProviders(<BrowserAlert environment={{ userAgent: CHROME, maxTouchPoints: 0, features: FEATURES }} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
