import { describe, expect, it, vi } from 'vitest';
import {
  connectRealtime,
  listenOnChannels,
  listenOnMemberChannel,
  memberChannelName,
  type RealtimeConnection,
  visitorChannels,
} from './realtime.ts';

function fakeConnection() {
  const listen = vi.fn();
  const channel = vi.fn((_name: string) => ({ listen }));
  const leaveChannel = vi.fn((_name: string) => {});
  return { connection: { channel, leaveChannel } as unknown as RealtimeConnection, channel, listen, leaveChannel };
}

describe('realtime', () => {
  it("follows the visitor's public channels", () => {
    expect(visitorChannels({ currency: 'INR', templateName: 'site02' })).toEqual([
      'web_member',
      'web_api.INR',
      'site02_template',
    ]);
  });

  it('listens with a leading dot so that echo does not namespace the event, and leaves on stop', () => {
    const { connection, channel, listen, leaveChannel } = fakeConnection();
    const handler = vi.fn();
    const stop = listenOnChannels(connection, ['web_member', 'web_api.USD'], { 'carousel_picture.url': handler });
    expect(channel.mock.calls.map(([name]) => name)).toEqual(['web_member', 'web_api.USD']);
    expect(listen).toHaveBeenCalledWith('.carousel_picture.url', handler);
    stop();
    expect(leaveChannel.mock.calls.map(([name]) => name)).toEqual(['web_member', 'web_api.USD']);
  });

  it('connects on the same origin with the reconnect settings of SPEC section 9', () => {
    window.localStorage.setItem('token', 'tok');
    const connection = connectRealtime('http://localhost:9');
    const options = connection.options as Record<string, unknown>;
    expect(options.broadcaster).toBe('socket.io');
    expect(options.host).toBe('http://localhost:9');
    expect(options.reconnectionDelay).toBe(1000);
    expect(options.reconnectionDelayMax).toBe(5000);
    expect(options.timeout).toBe(20000);
    expect(options.auth).toEqual({ headers: { Authorization: 'Bearer tok' } });
    connection.disconnect();
  });
});

describe('member channel', () => {
  it("follows the member's private channel with a leading dot on each event, and leaves it on stop", () => {
    const listen = vi.fn();
    const privateChannel = vi.fn((_name: string) => ({ listen }));
    const leave = vi.fn((_name: string) => {});
    const connection = { private: privateChannel, leave } as unknown as RealtimeConnection;
    const onLogin = vi.fn();
    const stop = listenOnMemberChannel(connection, 42, { login: onLogin, app_clean_cache: vi.fn() });
    expect(memberChannelName(42)).toBe('member.42');
    expect(privateChannel).toHaveBeenCalledWith('member.42');
    expect(listen).toHaveBeenCalledWith('.login', onLogin);
    expect(listen.mock.calls.map(([event]) => event)).toEqual(['.login', '.app_clean_cache']);
    stop();
    expect(leave).toHaveBeenCalledWith('member.42');
  });

  it("authorises with the member's bearer token, which on the wire subscribes private-member.{id}", () => {
    window.localStorage.setItem('token', 'member-token');
    const connection = connectRealtime('http://localhost:9');
    expect(connection.options.auth).toEqual({ headers: { Authorization: 'Bearer member-token' } });
    const channel = connection.private(memberChannelName(5)) as unknown as { name: string };
    expect(channel.name).toBe('private-member.5');
    connection.disconnect();
  });
});
