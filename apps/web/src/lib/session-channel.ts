import { getToken } from './auth-token.ts';
import { STORAGE_KEYS } from './storage.ts';

/**
 * How the site's windows (the main window, the member centre and other pop-ups, further tabs) tell each other that
 * the member session ended, so that none of them goes on showing the member's data:
 * - a BroadcastChannel message naming the reason, sent by the window where the session ended;
 * - as a fallback, the token's removal from local storage, which every other window of the site sees as a storage
 *   event (browsers without BroadcastChannel, or a window that cleared the token without announcing it).
 */
export type SessionEndReason = 'logout' | 'unauthorised' | 'ended';

export const SESSION_CHANNEL_NAME = 'casino-session';

const REASONS: ReadonlySet<string> = new Set<SessionEndReason>(['logout', 'unauthorised', 'ended']);

/**
 * A storage event can arrive before the channel's message of the same ending: it waits this long for the message,
 * which names the reason, before acting on its own.
 */
export const STORAGE_FALLBACK_DELAY_MS = 250;
/** After a channel message, the token removal of that same ending is not a second ending. */
const SAME_ENDING_MS = 2_000;

type ChannelLike = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

let channel: ChannelLike | null | undefined;

/** This page's end of the channel, opened once; null where the browser has none. */
function sessionChannel(): ChannelLike | null {
  if (channel !== undefined) return channel;
  try {
    const opened = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL_NAME) : null;
    // Node's channel (tests) would otherwise keep the process alive; browsers have no unref.
    (opened as { unref?: () => void } | null)?.unref?.();
    channel = opened;
  } catch {
    channel = null;
  }
  return channel;
}

export function parseSessionEnd(data: unknown): SessionEndReason | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, reason } = data as Record<string, unknown>;
  return type === 'sessionEnd' && typeof reason === 'string' && REASONS.has(reason) ? (reason as SessionEndReason) : null;
}

/** Tells the site's other windows that the session ended here. A window never hears its own announcement. */
export function announceSessionEnd(reason: SessionEndReason): void {
  try {
    sessionChannel()?.postMessage({ type: 'sessionEnd', reason });
  } catch {
    // The channel is gone (page unloading): the token's removal still tells the other windows.
  }
}

/**
 * Calls the listener when another window of the site ends the session, with the reason it gave (or 'ended' when
 * only the token's removal was seen). One ending may be reported more than once (message and storage event); the
 * listener acts only while this window still holds a member. Returns an unsubscribe function.
 */
export function onSessionEndedElsewhere(
  listener: (reason: SessionEndReason) => void,
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const source = sessionChannel();
  let waiting: ReturnType<typeof setTimeout> | null = null;
  let lastMessageAt = Number.NEGATIVE_INFINITY;

  const stopWaiting = () => {
    if (waiting !== null) clearTimeout(waiting);
    waiting = null;
  };
  const onMessage = (event: MessageEvent) => {
    const reason = parseSessionEnd(event.data);
    if (!reason) return;
    stopWaiting();
    lastMessageAt = Date.now();
    listener(reason);
  };
  const onStorage = (event: StorageEvent) => {
    // key null: the whole storage was cleared.
    const tokenRemoved = event.key === null ? getToken() === null : event.key === STORAGE_KEYS.token && !event.newValue;
    if (!tokenRemoved || Date.now() - lastMessageAt < SAME_ENDING_MS) return;
    if (!source) {
      listener('ended');
      return;
    }
    if (waiting === null) {
      waiting = setTimeout(() => {
        waiting = null;
        listener('ended');
      }, STORAGE_FALLBACK_DELAY_MS);
    }
  };

  source?.addEventListener('message', onMessage as EventListener);
  win.addEventListener('storage', onStorage as EventListener);
  return () => {
    stopWaiting();
    source?.removeEventListener('message', onMessage as EventListener);
    win.removeEventListener('storage', onStorage as EventListener);
  };
}
