import { QUICKBET_EVENT_CODE, QUICKBET_HEIGHT_CODE } from '@casino/contract/sports/quickbet-messages.ts';

/** Where the page's messages go: the window that frames it, at the one origin the server named. */
export type ParentTarget = { post(message: unknown, targetOrigin: string): void };

/**
 * Posts the quick-bet page's messages (SPEC section 4, "Sports iframe"; docs/decisions/0067) to the site that frames
 * it, at its origin only, never '*': S001 with the page's height when it changes, U003 with the tapped event. Nothing
 * is posted without a parent or an origin.
 */
export function createParentMessages(parent: ParentTarget | null, parentOrigin: string) {
  let lastHeight = -1;
  const post = (message: unknown) => {
    if (parent && parentOrigin) parent.post(message, parentOrigin);
  };
  return {
    height(height: number) {
      const rounded = Math.ceil(height);
      if (rounded === lastHeight || !Number.isFinite(rounded)) return;
      lastHeight = rounded;
      post({ code: QUICKBET_HEIGHT_CODE, height: rounded });
    },
    event(eventId: string, sport: string) {
      post({ code: QUICKBET_EVENT_CODE, event: { event_id: eventId, sport } });
    },
  };
}

export type ParentMessages = ReturnType<typeof createParentMessages>;

/** The framing window, or null when the page is not in a frame. */
export function parentWindow(win: Window = window): ParentTarget | null {
  if (win.parent === win) return null;
  return { post: (message, targetOrigin) => win.parent.postMessage(message, targetOrigin) };
}
