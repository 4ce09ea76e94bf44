import { readQuickbetMessage } from '@casino/contract/sports/quickbet-messages.ts';

/** What the page knows of its frame: the origin it loaded and the window inside it (null before it is drawn). */
export type FrameOf = { origin: string; window: unknown };

/** The parts of a message event that are read. */
export type FrameMessageEvent = { origin: string; source: unknown; data: unknown };

/**
 * A message of the sports frame (SPEC section 4: S001 height, a code containing U003 with the event), or null for
 * anything else: a message from another origin or another window than the frame, or of another shape, is ignored.
 */
export function readFrameMessage(event: FrameMessageEvent, frame: FrameOf | null) {
  if (!frame || frame.window == null || event.source !== frame.window) return null;
  if (event.origin !== frame.origin) return null;
  return readQuickbetMessage(event.data);
}

/** The origin of an address, or null when it is not an http(s) address. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
