import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import type { Realtime } from '../realtime/echo-server.ts';

/** Tells a member's open pages that a letter arrived, was read or was deleted (SPEC section 7). */
export function announceLetter(
  realtime: Pick<Realtime, 'broadcast'>,
  memberId: number,
  event: 'sent' | 'read' | 'delete',
  data: { ids: number[]; unread_count?: number },
): void {
  const name = { sent: realtimeEvents.letterSent, read: realtimeEvents.letterRead, delete: realtimeEvents.letterDelete }[event];
  realtime.broadcast(privateChannels.member(memberId), name, data);
}
