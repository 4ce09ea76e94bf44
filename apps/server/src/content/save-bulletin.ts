import { BULLETIN_AUDIENCES, BULLETIN_LOCATION, type bulletinInput } from '@casino/contract/calls/content-calls.ts';
import type { z } from 'zod';
import { FieldError } from '../http/reply.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import type { ContentDeskContext } from './content-change.ts';
import { bulletinRecordOf } from './content-records.ts';
import { checkLink, checkMedia, checkWindow, dateOrNull, mediaOrNull, needText } from './desk-input.ts';
import { importOutsidePictures } from './import-outside-pictures.ts';
import { cleanLocalised } from './pick-language.ts';
import { sanitiseLocalisedHtml } from './sanitise-html.ts';
import { saveContentItem, writeItemRow } from './save-content-item.ts';

/** Creates or replaces a pop-up discount notice; its HTML is sanitised before it is stored. */
export async function saveBulletin(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: z.output<typeof bulletinInput>,
  ip: string,
) {
  const title = cleanLocalised(input.title);
  needText('title', title);
  const startsAt = dateOrNull(input.starts_at);
  const endsAt = dateOrNull(input.ends_at);
  checkWindow(startsAt, endsAt);
  const audiences = BULLETIN_AUDIENCES.filter((a) => input.audiences.includes(a));
  checkReach(input.display_locations, audiences);
  if (input.display_content === 2 && input.image_media_id <= 0) throw new FieldError({ image_media_id: ['required'] });
  const pictures = await importOutsidePictures(ctx, operator, ip, Object.values(input.content));
  const values = {
    site_id: input.site_id,
    title: JSON.stringify(title),
    content: JSON.stringify(sanitiseLocalisedHtml(input.content, pictures)),
    display_content: input.display_content,
    image_media_id: mediaOrNull(input.image_media_id),
    link_url: checkLink('link_url', input.link_url),
    display_device: input.display_device,
    display_locations: [...new Set(input.display_locations)].sort(),
    audiences,
    starts_at: startsAt,
    ends_at: endsAt,
    sort: input.sort,
    active: input.active === 1,
    updated_at: new Date(),
  };
  return saveContentItem(ctx, operator, ip, 'bulletin', input, async (tx) => {
    await checkMedia(tx, [input.image_media_id]);
    return bulletinRecordOf(await writeItemRow(tx, 'bulletins', input.id, values));
  });
}

/**
 * A notice must be able to show to someone: visitors see location 1 only and members locations 2 and 3 only, so a
 * visitors' notice needs location 1 and a members' notice location 2 or 3.
 */
function checkReach(locations: readonly number[], audiences: readonly string[]): void {
  const toVisitors = audiences.includes('visitor') && locations.includes(BULLETIN_LOCATION.visitorHome);
  const toMembers =
    audiences.some((a) => a !== 'visitor') &&
    locations.some((l) => l === BULLETIN_LOCATION.memberHome || l === BULLETIN_LOCATION.memberDeposit);
  if (!toVisitors && !toMembers) throw new FieldError({ audiences: ['reaches_no_one'] });
}
