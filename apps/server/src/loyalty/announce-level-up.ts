import { privateChannels, realtimeEvents } from '@casino/contract/realtime.ts';
import { announceLetter } from '../engagement/letter-events.ts';
import type { Realtime } from '../realtime/echo-server.ts';
import type { LevelChange } from './recompute-vip-levels.ts';

/** Tells the member's open pages of each rise of their VIP level and its letter (a fall is not announced). */
export function announceLevelUps(realtime: Pick<Realtime, 'broadcast'> | undefined, changes: LevelChange[]): void {
  if (!realtime) return;
  for (const change of changes) {
    if (change.level <= change.previous) continue;
    realtime.broadcast(privateChannels.member(change.memberId), realtimeEvents.vipLevelUp, {
      level: change.level,
      previous: change.previous,
    });
    if (change.letterId !== undefined) announceLetter(realtime, change.memberId, 'sent', { ids: [change.letterId] });
  }
}
