import type { ContentPictures } from '../content/import-outside-pictures.ts';
import type { Db } from '../db/database.ts';
import type { Realtime } from '../realtime/echo-server.ts';

/** What the letter, red-envelope and sign-in use-cases need besides their input. */
export type EngagementContext = {
  db: Db;
  realtime: Pick<Realtime, 'broadcast'>;
  /** Asks the delivery worker to look for work now rather than at its next tick. */
  wake?: () => void;
  /** Where the pictures of a letter may come from (decision 42); the site's media only when not given. */
  pictures?: ContentPictures;
};
