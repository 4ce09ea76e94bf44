import type { TournamentStanding } from '@casino/contract/calls/tournament-calls.ts';
import { publicChannels, realtimeEvents, realtimePayloads } from '@casino/contract/realtime.ts';
import { useEffect, useState } from 'react';

export type LiveLeaderboard = { leaderboard: TournamentStanding[]; participants: number };

/**
 * Follows a tournament's public channel (tournament.{id}) while the page shows it and answers the last leaderboard
 * pushed (null until one comes). The realtime client is loaded when the page asks for it, as the site's own is.
 */
export function useLiveLeaderboard(id: number | null): LiveLeaderboard | null {
  const [live, setLive] = useState<LiveLeaderboard | null>(null);
  useEffect(() => {
    setLive(null);
    if (id === null) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../../../lib/realtime.ts')
      .then(({ connectRealtime, listenOnChannels }) => {
        if (cancelled) return;
        const connection = connectRealtime();
        const leave = listenOnChannels(connection, [publicChannels.tournament(id)], {
          [realtimeEvents.tournamentLeaderboard]: (payload) => {
            const parsed = realtimePayloads[realtimeEvents.tournamentLeaderboard].safeParse(payload);
            if (!parsed.success || parsed.data.id !== id) return;
            setLive({ leaderboard: parsed.data.leaderboard, participants: parsed.data.participants });
          },
        });
        stop = () => {
          leave();
          connection.disconnect();
        };
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [id]);
  return live;
}
