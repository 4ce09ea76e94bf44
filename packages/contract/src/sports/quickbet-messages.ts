import { z } from 'zod';

/**
 * The messages the sports quick-bet page posts to the site that frames it (SPEC section 4, "Sports iframe";
 * docs/decisions/0067): S001 with the page's height whenever it changes, and a code containing U003 when the player
 * taps an event, with the event's params for the launch of the sportsbook on it.
 */
export const QUICKBET_HEIGHT_CODE = 'S001';
export const QUICKBET_EVENT_CODE = 'U003';

/** The site starts the sportsbook with this lobby address parameter, and the sportsbook opens on that event. */
export const QUICKBET_EVENT_PARAM = 'sports_event';

/** An event id as the feed names events: letters, digits and `:._-`, at most 120 characters. */
export const quickbetEventId = z.string().regex(/^[A-Za-z0-9:._-]{1,120}$/);

/** The tallest a frame may be made (px): a page that says more is held to this. */
export const QUICKBET_MAX_HEIGHT = 4_000;

export const quickbetHeightMessage = z.object({
  code: z.literal(QUICKBET_HEIGHT_CODE),
  height: z.number().finite().min(0).max(100_000),
});

export const quickbetEventMessage = z.object({
  code: z
    .string()
    .max(40)
    .refine((code) => code.includes(QUICKBET_EVENT_CODE)),
  event: z.object({ event_id: quickbetEventId, sport: z.string().max(40).optional() }),
});

export type QuickbetHeightMessage = z.infer<typeof quickbetHeightMessage>;
export type QuickbetEventMessage = z.infer<typeof quickbetEventMessage>;

/** What a message from the frame asks for, or null for anything else (other shapes are ignored). */
export function readQuickbetMessage(
  data: unknown,
): { kind: 'height'; height: number } | { kind: 'event'; eventId: string; sport: string | null } | null {
  const height = quickbetHeightMessage.safeParse(data);
  if (height.success) return { kind: 'height', height: Math.min(Math.ceil(height.data.height), QUICKBET_MAX_HEIGHT) };
  const event = quickbetEventMessage.safeParse(data);
  if (event.success) return { kind: 'event', eventId: event.data.event.event_id, sport: event.data.event.sport ?? null };
  return null;
}

/** The event the sportsbook should open on, from the lobby address its launch was given; null when there is none. */
export function quickbetEventOf(lobbyUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(lobbyUrl, 'http://lobby.invalid');
  } catch {
    return null;
  }
  const value = url.searchParams.get(QUICKBET_EVENT_PARAM);
  return value !== null && quickbetEventId.safeParse(value).success ? value : null;
}
