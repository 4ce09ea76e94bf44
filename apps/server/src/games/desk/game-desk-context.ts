import type { Db } from '../../db/database.ts';
import type { ResponseCache } from '../../http/response-cache.ts';

/** What the game desk's use-cases need: the database, and the reply cache their changes empty (decision 77). */
export type GameDeskContext = { db: Db; cache: Pick<ResponseCache, 'clear'> };
