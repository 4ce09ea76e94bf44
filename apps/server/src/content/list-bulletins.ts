import type { BulletinItem } from '@casino/contract/calls/content-calls.ts';
import { DISPLAY_FREQUENCY } from '@casino/contract/calls/content-calls.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { findSite } from '../sites/find-site.ts';
import { mediaUrl } from './localised-text.ts';
import { memberAudience } from './member-audience.ts';
import { pickLanguage, textIn } from './pick-language.ts';
import { deviceGroup, runningNow } from './running-now.ts';
import { safeLink } from './safe-link.ts';
import { sanitiseHtml } from './sanitise-html.ts';

export type BulletinQuery = {
  siteId: number;
  device: number;
  location: number;
  lang: string;
  memberId?: number;
  /** Hosts whose pictures the HTML may show (decision 42); none when not given. */
  pictureHosts?: readonly string[];
};

/** The site's display_frequency for a location; 1 (every session) when the operator set none. */
export async function displayFrequency(db: Db, siteId: number, location: number): Promise<number> {
  const row = await db
    .selectFrom('bulletin_settings')
    .select('display_frequency')
    .where('site_id', '=', siteId)
    .where('display_location', '=', location)
    .executeTakeFirst();
  return row?.display_frequency ?? DISPLAY_FREQUENCY.everySession;
}

type BulletinRow = {
  id: number;
  title: Record<string, string>;
  content: Record<string, string>;
  display_device: number;
  display_content: number;
  image_media_id: number | null;
  link_url: string;
  updated_at: Date;
};

/** A stored notice as the site gets it, in one language, its HTML sanitised again. */
export function bulletinItemOf(
  row: BulletinRow,
  lang: string,
  siteDefault: string,
  pictureHosts: readonly string[] = [],
): BulletinItem {
  const language = pickLanguage(row.title, lang, siteDefault);
  return {
    id: row.id,
    title: textIn(row.title, language, siteDefault),
    display_device: row.display_device,
    display_content: row.display_content,
    content: sanitiseHtml(textIn(row.content, language, siteDefault), { hosts: pictureHosts }),
    image: mediaUrl(row.image_media_id),
    link_url: safeLink(row.link_url),
    language,
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The pop-up discount notices running now at a location for a screen, in sort order, aimed at the caller's audience
 * (a visitor, or the member's state: memberAudience). For a member, the notices they hid are left out unless changed
 * since.
 */
export async function listBulletins(db: Db, query: BulletinQuery, now = new Date()) {
  const site = await findSite(db, query.siteId);
  const audience = query.memberId === undefined ? 'visitor' : await memberAudience(db, query.memberId);
  let select = db
    .selectFrom('bulletins')
    .selectAll()
    .where('site_id', '=', query.siteId)
    .where(runningNow(now))
    .where(sql<boolean>`${query.location}::smallint = any(display_locations)`)
    .where(sql<boolean>`${audience}::text = any(audiences)`)
    .where('display_device', 'in', [0, deviceGroup(query.device)]);
  if (query.memberId !== undefined) {
    const memberId = query.memberId;
    select = select.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bulletin_hides as h')
            .select('h.bulletin_id')
            .whereRef('h.bulletin_id', '=', 'bulletins.id')
            .where('h.member_id', '=', memberId)
            .whereRef('h.hidden_at', '>=', 'bulletins.updated_at'),
        ),
      ),
    );
  }
  const rows = await select.orderBy('sort').orderBy('id').execute();
  return {
    list: rows.map((row) => bulletinItemOf(row, query.lang, site.default_language, query.pictureHosts)),
    setting: { display_frequency: await displayFrequency(db, query.siteId, query.location) },
  };
}
