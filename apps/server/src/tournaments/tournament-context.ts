import type { Db } from '../db/database.ts';
import type { Realtime } from '../realtime/echo-server.ts';

/** What the tournament use-cases need besides their input. */
export type TournamentContext = { db: Db; realtime: Pick<Realtime, 'broadcast'> };
