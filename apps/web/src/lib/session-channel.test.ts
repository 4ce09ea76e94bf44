import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceSessionEnd,
  onSessionEndedElsewhere,
  parseSessionEnd,
  SESSION_CHANNEL_NAME,
  type SessionEndReason,
  STORAGE_FALLBACK_DELAY_MS,
} from './session-channel.ts';

/** Another window of the site: its own end of the channel. */
function otherWindow() {
  const channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
  const heard: unknown[] = [];
  channel.addEventListener('message', (event) => heard.push((event as MessageEvent).data));
  return { channel, heard };
}

function tokenRemoved(key: string | null = 'token', newValue: string | null = null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, oldValue: 'old-token' }));
}

const open: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of open.splice(0)) channel.close();
  vi.useRealTimers();
});

describe('session channel between the site windows', () => {
  it('reads only well-formed announcements', () => {
    expect(parseSessionEnd({ type: 'sessionEnd', reason: 'logout' })).toBe('logout');
    expect(parseSessionEnd({ type: 'sessionEnd', reason: 'unauthorised' })).toBe('unauthorised');
    expect(parseSessionEnd({ type: 'sessionEnd', reason: 'whatever' })).toBeNull();
    expect(parseSessionEnd({ type: 'other', reason: 'logout' })).toBeNull();
    expect(parseSessionEnd('sessionEnd')).toBeNull();
    expect(parseSessionEnd(null)).toBeNull();
  });

  it('an announcement reaches the other windows with its reason', async () => {
    const other = otherWindow();
    open.push(other.channel);
    announceSessionEnd('logout');
    await vi.waitFor(() => expect(other.heard).toEqual([{ type: 'sessionEnd', reason: 'logout' }]));
  });

  it("hears another window's announcement, once, even when the token's removal follows", async () => {
    const heard: SessionEndReason[] = [];
    const stop = onSessionEndedElsewhere((reason) => heard.push(reason));
    const other = otherWindow();
    open.push(other.channel);
    other.channel.postMessage({ type: 'sessionEnd', reason: 'unauthorised' });
    await vi.waitFor(() => expect(heard).toEqual(['unauthorised']));
    tokenRemoved();
    await new Promise((resolve) => setTimeout(resolve, STORAGE_FALLBACK_DELAY_MS + 50));
    expect(heard).toEqual(['unauthorised']);
    stop();
  });

  it("falls back on the token's removal from local storage when no announcement comes", () => {
    vi.useFakeTimers();
    const heard: SessionEndReason[] = [];
    const stop = onSessionEndedElsewhere((reason) => heard.push(reason));
    tokenRemoved();
    tokenRemoved();
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(STORAGE_FALLBACK_DELAY_MS);
    expect(heard).toEqual(['ended']);
    stop();
  });

  it('a storage event waits for the announcement that names the reason', async () => {
    const heard: SessionEndReason[] = [];
    const stop = onSessionEndedElsewhere((reason) => heard.push(reason));
    const other = otherWindow();
    open.push(other.channel);
    tokenRemoved();
    other.channel.postMessage({ type: 'sessionEnd', reason: 'logout' });
    await vi.waitFor(() => expect(heard).toEqual(['logout']));
    await new Promise((resolve) => setTimeout(resolve, STORAGE_FALLBACK_DELAY_MS + 50));
    expect(heard).toEqual(['logout']);
    stop();
  });

  it('a new or renewed token, other keys and a cleared storage that kept the token are no ending', () => {
    vi.useFakeTimers();
    const heard: SessionEndReason[] = [];
    const stop = onSessionEndedElsewhere((reason) => heard.push(reason));
    tokenRemoved('token', 'renewed-token');
    tokenRemoved('member_id', null);
    window.localStorage.setItem('token', 'still-here');
    tokenRemoved(null, null);
    vi.advanceTimersByTime(STORAGE_FALLBACK_DELAY_MS * 2);
    expect(heard).toEqual([]);
    window.localStorage.removeItem('token');
    tokenRemoved(null, null);
    vi.advanceTimersByTime(STORAGE_FALLBACK_DELAY_MS);
    expect(heard).toEqual(['ended']);
    stop();
  });

  it('stops listening when unsubscribed', async () => {
    const heard: SessionEndReason[] = [];
    onSessionEndedElsewhere((reason) => heard.push(reason))();
    const other = otherWindow();
    open.push(other.channel);
    other.channel.postMessage({ type: 'sessionEnd', reason: 'logout' });
    tokenRemoved();
    await new Promise((resolve) => setTimeout(resolve, STORAGE_FALLBACK_DELAY_MS + 50));
    expect(heard).toEqual([]);
  });

  it('without BroadcastChannel the storage event alone ends the session at once', async () => {
    vi.resetModules();
    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      const fresh = await import('./session-channel.ts');
      const heard: SessionEndReason[] = [];
      const stop = fresh.onSessionEndedElsewhere((reason) => heard.push(reason));
      expect(() => fresh.announceSessionEnd('logout')).not.toThrow();
      tokenRemoved();
      expect(heard).toEqual(['ended']);
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
