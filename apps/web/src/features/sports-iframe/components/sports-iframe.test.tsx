import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { readFrameMessage } from '../lib/frame-messages.ts';
import { SportsIframe } from './sports-iframe.tsx';

const ORIGIN = window.location.origin;
const PAGE = `${ORIGIN}/house/sports/quickbet?lang=en_US&currency=INR&device=1`;

function fakeApi(options: { url?: string; valid?: boolean; refuse?: boolean } = {}) {
  return installFakeApi({
    '/api/arks/web/game/sport-quickbet-url': options.refuse
      ? { body: { code: 102, message: 'quickbet.unavailable', data: null } }
      : ok({ detail: { url: options.url ?? PAGE, gp_id: 77 } }),
    '/api/check_iframe': ok({ is_valid: options.valid ?? true }),
  });
}

async function renderFrame() {
  const onPlay = vi.fn();
  await renderWithProviders(<SportsIframe mode="desktop" onPlay={onPlay} />);
  return onPlay;
}

function post(data: unknown, origin: string, source: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  });
}

describe('the sports iframe', () => {
  beforeAll(() => {
    // The frame's page is not there in unit tests: the test posts its messages itself.
    const happy = (window as unknown as { happyDOM?: { settings: { disableIframePageLoading: boolean } } }).happyDOM;
    if (happy) happy.settings.disableIframePageLoading = true;
    // Each frame's own window: what its page would post from.
    const windows = new WeakMap<HTMLIFrameElement, object>();
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        if (!windows.has(this)) windows.set(this, {});
        return windows.get(this);
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the address, checks it, then shows the frame', async () => {
    const fetchMock = fakeApi();
    await renderFrame();
    const frame = (await screen.findByTestId('sports-iframe-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(PAGE);
    expect(frame.getAttribute('title')).toBe('Featured sports matches');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), ORIGIN).pathname);
    expect(paths).toEqual(['/api/arks/web/game/sport-quickbet-url', '/api/check_iframe']);
    const asked = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(asked).toMatchObject({ currency: 'INR', support_device: 1, domain: ORIGIN, site_id: 1 });
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ url: PAGE });
  });

  it('takes its height from S001 of its own frame only, and ignores other origins, windows and shapes', async () => {
    fakeApi();
    await renderFrame();
    const frame = (await screen.findByTestId('sports-iframe-frame')) as HTMLIFrameElement;
    const own = frame.contentWindow;
    post({ code: 'S001', height: 312.4 }, ORIGIN, own);
    expect(frame.style.height).toBe('313px');
    post({ code: 'S001', height: 900 }, 'https://evil.example', own);
    post({ code: 'S001', height: 900 }, ORIGIN, window);
    post({ code: 'S001', height: 900 }, ORIGIN, null);
    post({ code: 'S001', height: '900' }, ORIGIN, own);
    post({ code: 'S001', height: -5 }, ORIGIN, own);
    post({ code: 'S002', height: 900 }, ORIGIN, own);
    post('S001:900', ORIGIN, own);
    expect(frame.style.height).toBe('313px');
    // A frame page asking for more than a page could need is held to the most.
    post({ code: 'S001', height: 99_999 }, ORIGIN, own);
    expect(frame.style.height).toBe('4000px');
  });

  it('opens the sportsbook on the event of a U003 message, through the play flow', async () => {
    fakeApi();
    const onPlay = await renderFrame();
    const frame = (await screen.findByTestId('sports-iframe-frame')) as HTMLIFrameElement;
    post({ code: 'U003', event: { event_id: 'e2e:abc:1', sport: 'football' } }, 'https://evil.example', frame.contentWindow);
    post({ code: 'U003', event: { event_id: 'e2e:abc:1' } }, ORIGIN, window);
    post({ code: 'U003', event: { event_id: '<script>' } }, ORIGIN, frame.contentWindow);
    post({ code: 'U003', event: 'e2e:abc:1' }, ORIGIN, frame.contentWindow);
    expect(onPlay).not.toHaveBeenCalled();
    post({ code: 'xU003x', event: { event_id: 'e2e:abc:1', sport: 'football' } }, ORIGIN, frame.contentWindow);
    expect(onPlay).toHaveBeenCalledWith({
      gpId: 77,
      gameType: 4,
      gameCode: 'house-sportsbook',
      customized: true,
      lobbyQuery: { sports_event: 'e2e:abc:1' },
    });
  });

  it('shows the error state when the check refuses the address, and tries again on request', async () => {
    const fetchMock = fakeApi({ valid: false });
    await renderFrame();
    expect(await screen.findByTestId('sports-iframe-error')).toBeTruthy();
    expect(screen.queryByTestId('sports-iframe-frame')).toBeNull();
    fakeApi();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('sports-iframe-frame')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('shows the error state when the address cannot be fetched', async () => {
    fakeApi({ refuse: true });
    await renderFrame();
    await waitFor(() => expect(screen.getByTestId('sports-iframe-error')).toBeTruthy());
  });

  it('never frames an address on another origin, whatever the check says', async () => {
    const fetchMock = fakeApi({ url: 'https://evil.example/house/sports/quickbet' });
    await renderFrame();
    expect(await screen.findByTestId('sports-iframe-error')).toBeTruthy();
    expect(screen.queryByTestId('sports-iframe-frame')).toBeNull();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), ORIGIN).pathname);
    expect(paths).not.toContain('/api/check_iframe');
  });
});

describe('readFrameMessage', () => {
  const frameWindow = {};
  const frame = { origin: ORIGIN, window: frameWindow };

  it('reads S001 and U003 of the frame', () => {
    expect(readFrameMessage({ origin: ORIGIN, source: frameWindow, data: { code: 'S001', height: 10 } }, frame)).toEqual({
      kind: 'height',
      height: 10,
    });
    expect(
      readFrameMessage({ origin: ORIGIN, source: frameWindow, data: { code: 'U003', event: { event_id: 'a:1' } } }, frame),
    ).toEqual({ kind: 'event', eventId: 'a:1', sport: null });
  });

  it('ignores anything else', () => {
    const data = { code: 'S001', height: 10 };
    expect(readFrameMessage({ origin: `${ORIGIN}.evil.example`, source: frameWindow, data }, frame)).toBeNull();
    expect(readFrameMessage({ origin: 'null', source: frameWindow, data }, frame)).toBeNull();
    expect(readFrameMessage({ origin: ORIGIN, source: {}, data }, frame)).toBeNull();
    expect(readFrameMessage({ origin: ORIGIN, source: null, data }, { origin: ORIGIN, window: null })).toBeNull();
    expect(readFrameMessage({ origin: ORIGIN, source: frameWindow, data }, null)).toBeNull();
    for (const bad of [null, 'S001', { code: 'S001' }, { code: 'S001', height: Number.NaN }, { code: 'U003' }, { height: 5 }]) {
      expect(readFrameMessage({ origin: ORIGIN, source: frameWindow, data: bad }, frame)).toBeNull();
    }
  });
});
