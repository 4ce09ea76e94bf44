import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * Messages between this site's windows through local storage key window-msg (SPEC section 4, "Cross-window
 * message"): the writer sets the key, every other window of the site gets a storage event, the handler removes it.
 */
export type WindowMessageType = 'authLogin' | 'authLoginClose' | 'quickGame';
export type WindowMessage = { type: WindowMessageType; data?: unknown };

const TYPES: ReadonlySet<string> = new Set<WindowMessageType>(['authLogin', 'authLoginClose', 'quickGame']);

export function parseWindowMessage(raw: string | null): WindowMessage | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const type = (value as Record<string, unknown>).type;
    if (typeof type !== 'string' || !TYPES.has(type)) return null;
    return { type: type as WindowMessageType, data: (value as Record<string, unknown>).data };
  } catch {
    return null;
  }
}

/** Writes a message; a time stamp makes a repeated message a new value, so that it still raises an event. */
export function postWindowMessage(message: WindowMessage): void {
  writeStorage(STORAGE_KEYS.windowMsg, JSON.stringify({ ...message, at: Date.now() }));
}

export function readWindowMessage(): WindowMessage | null {
  return parseWindowMessage(readStorage(STORAGE_KEYS.windowMsg));
}

export function clearWindowMessage(): void {
  removeStorage(STORAGE_KEYS.windowMsg);
}

/** Calls the listener for each message another window writes. Returns an unsubscribe function. */
export function onWindowMessage(listener: (message: WindowMessage) => void, win: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.windowMsg) return;
    const message = parseWindowMessage(event.newValue);
    if (message) listener(message);
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
