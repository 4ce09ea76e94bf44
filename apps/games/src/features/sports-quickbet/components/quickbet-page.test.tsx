import { sportsFeaturedCall } from '@casino/contract/house/sports-quickbet-calls.ts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { HouseCallError, type HouseClient } from '../../../lib/house-api.ts';
import { createGameI18n } from '../../../lib/i18n.ts';
import { fakeSocket } from '../../../test/fake-socket.ts';
import { type FeaturedEvent, quickbetPageData } from '../api/quickbet-page-data.ts';
import { createParentMessages } from '../lib/parent-messages.ts';
import { type LobbyConnection, NEWCOMER_READ_DELAY_MS, QuickbetPage } from './quickbet-page.tsx';

const messages = import.meta.glob('../locales/*.json');
const PARENT = 'https://site.example';

function event(id: string, over: Partial<FeaturedEvent> = {}): FeaturedEvent {
  return {
    event_id: id,
    sport: 'football',
    competition: { id: 'c1', name: 'Super League', country: 'IN' },
    home: `Home ${id}`,
    away: `Away ${id}`,
    starts_at: Date.UTC(2026, 10, 28, 14, 0),
    status: 'scheduled',
    score: null,
    clock: null,
    version: 1,
    markets_count: 3,
    markets: [
      {
        market_id: `${id}:1x2`,
        type: '1x2',
        line: null,
        innings: null,
        status: 'open',
        selections: [
          { key: 'home', odds: '1.85', active: true },
          { key: 'draw', odds: '3.40', active: true },
          { key: 'away', odds: '4.20', active: true },
        ],
      },
    ],
    ...over,
  };
}

/** The sportsbook's lobby socket, driven by the test; `hear` delivers a `sports.event`. */
function fakeLobby() {
  const fake = fakeSocket();
  const socket = Object.assign(fake.socket, {
    hear: (message: unknown) => fake.hear('sports.event', message),
    listening: () => fake.listening('sports.event'),
  });
  const read = (message: unknown) => message as FeaturedEvent;
  return { socket, emitted: fake.emitted, connect: async (): Promise<LobbyConnection> => ({ socket, read }) };
}

async function renderPage(call: HouseClient, parentOrigin = PARENT, lobby = fakeLobby()) {
  const post = vi.fn();
  const i18n = await createGameI18n('en_US', messages);
  render(
    <I18nextProvider i18n={i18n}>
      <QuickbetPage call={call} messages={createParentMessages({ post }, parentOrigin)} connect={lobby.connect} />
    </I18nextProvider>,
  );
  return post;
}

const answering = (events: FeaturedEvent[]): HouseClient =>
  (async (definition: unknown) => {
    expect(definition).toBe(sportsFeaturedCall);
    return { server_time: 0, events };
  }) as HouseClient;

describe('the quick-bet page', () => {
  it('shows the featured events with their result prices, and posts the height to the parent origin only', async () => {
    const post = await renderPage(
      answering([event('live:1', { status: 'live', score: { home: 2, away: 1 }, clock: "67'" }), event('next:1')]),
    );
    expect(await screen.findByTestId('quickbet-event-live:1')).toBeTruthy();
    expect(screen.getByTestId('quickbet-score-live:1').textContent).toBe('2-1');
    expect(screen.getByTestId('quickbet-odds-next:1-draw').textContent).toContain('3.40');
    expect(post).toHaveBeenCalledWith({ code: 'S001', height: expect.any(Number) }, PARENT);
    for (const [, origin] of post.mock.calls) expect(origin).toBe(PARENT);
  });

  it('follows prices and scores through the lobby room, and reads the list again when a featured match ends', async () => {
    let lists = 0;
    const call = (async () => {
      lists += 1;
      return { server_time: 0, events: lists === 1 ? [event('l:1', { status: 'live' }), event('l:2')] : [event('l:2')] };
    }) as HouseClient;
    const lobby = fakeLobby();
    await renderPage(call, PARENT, lobby);
    await screen.findByTestId('quickbet-event-l:1');
    // The socket is loaded after the first paint; nothing is joined before it connects.
    await waitFor(() => expect(lobby.socket.listening()).toBe(true));
    expect(lobby.emitted).toEqual([]);
    act(() => lobby.socket.connect());
    expect(lobby.emitted).toEqual([{ event: 'sports:join', message: { room: 'lobby' } }]);
    await waitFor(() => expect(lists).toBe(2));
    // The reconnect read brought the list without l:1: a push for an event not shown does not draw it.
    act(() => lobby.socket.hear(event('l:1', { version: 9, status: 'scheduled' })));
    expect(screen.queryByTestId('quickbet-event-l:1')).toBeNull();
    const moved = event('l:2', { version: 2, status: 'live', score: { home: 1, away: 0 }, clock: "12'" });
    moved.markets[0]!.selections[0]!.odds = '1.62';
    act(() => lobby.socket.hear(moved));
    expect(screen.getByTestId('quickbet-odds-l:2-home').textContent).toContain('1.62');
    expect(screen.getByTestId('quickbet-score-l:2').textContent).toBe('1-0');
    // An older version arriving late never rolls the price back.
    act(() => lobby.socket.hear(event('l:2', { version: 1 })));
    expect(screen.getByTestId('quickbet-odds-l:2-home').textContent).toContain('1.62');
    act(() => lobby.socket.hear(event('l:2', { version: 3, status: 'ended' })));
    await waitFor(() => expect(lists).toBe(3));
  });

  it('reads the list again shortly after a match not in it goes live, once for a burst of such news', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let lists = 0;
      const call = (async () => {
        lists += 1;
        return { server_time: 0, events: lists < 2 ? [event('a:1')] : [event('n:1', { status: 'live' }), event('a:1')] };
      }) as HouseClient;
      const lobby = fakeLobby();
      await renderPage(call, PARENT, lobby);
      await screen.findByTestId('quickbet-event-a:1');
      await waitFor(() => expect(lobby.socket.listening()).toBe(true));
      act(() => {
        lobby.socket.hear(event('n:1', { status: 'live', version: 2 }));
        lobby.socket.hear(event('n:2', { status: 'live', version: 2 }));
      });
      expect(lists).toBe(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(NEWCOMER_READ_DELAY_MS + 10);
      });
      expect(lists).toBe(2);
      expect(await screen.findByTestId('quickbet-event-n:1')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the list again past the server cache after joining the lobby, for a match announced before it joined', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // The server's kept list predates n:1, whose only announcement went out before the page joined the lobby.
      let lists = 0;
      const call = (async () => {
        lists += 1;
        return { server_time: 0, events: lists < 3 ? [event('a:1')] : [event('n:1', { status: 'live' }), event('a:1')] };
      }) as HouseClient;
      const lobby = fakeLobby();
      await renderPage(call, PARENT, lobby);
      await screen.findByTestId('quickbet-event-a:1');
      await waitFor(() => expect(lobby.socket.listening()).toBe(true));
      act(() => lobby.socket.connect());
      await waitFor(() => expect(lists).toBe(2));
      expect(screen.queryByTestId('quickbet-event-n:1')).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(NEWCOMER_READ_DELAY_MS + 10);
      });
      expect(lists).toBe(3);
      expect(await screen.findByTestId('quickbet-event-n:1')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('posts U003 with the event when a match is tapped or chosen with the keyboard', async () => {
    const post = await renderPage(answering([event('e:1'), event('e:2', { sport: 'cricket' })]));
    const second = await screen.findByTestId('quickbet-event-e:2');
    expect(second.tagName).toBe('BUTTON');
    expect(second.getAttribute('aria-label')).toBe('Home e:2 v Away e:2: open in the sportsbook');
    fireEvent.click(second);
    expect(post).toHaveBeenLastCalledWith({ code: 'U003', event: { event_id: 'e:2', sport: 'cricket' } }, PARENT);
  });

  it('shows a locked price as a dash', async () => {
    const locked = event('s:1');
    locked.markets[0] = { ...locked.markets[0]!, status: 'suspended' };
    await renderPage(answering([locked]));
    expect((await screen.findByTestId('quickbet-odds-s:1-home')).textContent).toContain('–');
  });

  it('says so when there is nothing to show, or the prices cannot be read', async () => {
    await renderPage(answering([]));
    expect(await screen.findByTestId('quickbet-empty')).toBeTruthy();
  });

  it('shows the error state when the call fails', async () => {
    await renderPage((async () => {
      throw new HouseCallError('network');
    }) as HouseClient);
    await waitFor(() => expect(screen.getByTestId('quickbet-error')).toBeTruthy());
  });

  it('posts nothing without a parent origin', async () => {
    const post = await renderPage(answering([event('e:1')]), '');
    fireEvent.click(await screen.findByTestId('quickbet-event-e:1'));
    expect(post).not.toHaveBeenCalled();
  });
});

describe('the start-up data', () => {
  it('takes an origin only as the server writes one', () => {
    expect(quickbetPageData({ language: 'th_TH', currency: 'THB', parentOrigin: PARENT })).toEqual({
      language: 'th_TH',
      currency: 'THB',
      parentOrigin: PARENT,
    });
    for (const parentOrigin of ['*', `${PARENT}/path`, 'javascript:alert(1)', 12, null]) {
      expect(quickbetPageData({ parentOrigin }).parentOrigin).toBe('');
    }
  });

  it('posts a height once per change', () => {
    const post = vi.fn();
    const parent = createParentMessages({ post }, PARENT);
    parent.height(120.2);
    parent.height(121);
    parent.height(130);
    expect(post.mock.calls.map(([message]) => message.height)).toEqual([121, 130]);
  });
});
