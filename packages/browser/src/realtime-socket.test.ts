import {
  REALTIME_CONNECT_TIMEOUT_MS,
  REALTIME_PATH,
  REALTIME_RECONNECT_DELAY_MAX_MS,
  REALTIME_RECONNECT_DELAY_MS,
} from '@casino/contract/constants.ts';
import { describe, expect, it } from 'vitest';
import { connectSocket, realtimeSocketOptions } from './realtime-socket.ts';

describe('realtimeSocketOptions', () => {
  it("are the server's path, websocket before polling and the contract's delays and timeout", () => {
    expect(realtimeSocketOptions()).toEqual({
      path: REALTIME_PATH,
      transports: ['websocket', 'polling'],
      reconnectionDelay: REALTIME_RECONNECT_DELAY_MS,
      reconnectionDelayMax: REALTIME_RECONNECT_DELAY_MAX_MS,
      timeout: REALTIME_CONNECT_TIMEOUT_MS,
    });
  });

  it("take a page's own values over the shared ones, and give each caller its own copy", () => {
    const options = realtimeSocketOptions({ reconnectionDelayMax: 2_000, autoConnect: false });
    expect(options).toMatchObject({ path: REALTIME_PATH, reconnectionDelayMax: 2_000, autoConnect: false });
    options.transports?.pop();
    expect(realtimeSocketOptions().transports).toEqual(['websocket', 'polling']);
  });
});

describe('connectSocket', () => {
  it('opens a socket.io connection with those options', () => {
    const socket = connectSocket({ autoConnect: false, reconnectionDelayMax: 2_000 }, 'http://localhost:9');
    try {
      expect(socket.connected).toBe(false);
      expect(socket.io.opts.path).toBe(REALTIME_PATH);
      expect(socket.io.opts.transports).toEqual(['websocket', 'polling']);
      expect(socket.io.reconnectionDelay()).toBe(REALTIME_RECONNECT_DELAY_MS);
      expect(socket.io.reconnectionDelayMax()).toBe(2_000);
      expect(socket.io.timeout()).toBe(REALTIME_CONNECT_TIMEOUT_MS);
    } finally {
      socket.disconnect();
    }
  });
});
