import type { OperatorSession } from '../operators/operator-sessions.ts';
import { applyContentChange, type ContentDeskContext } from './content-change.ts';

/** Sets how often the notices of a location come back after a close (display_frequency 0 or 1). */
export async function saveBulletinSetting(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: { site_id: number; display_location: number; display_frequency: number },
  ip: string,
) {
  const change = {
    operator,
    ip,
    siteId: input.site_id,
    kind: 'bulletin_setting',
    action: 'content.save',
    id: input.display_location,
    details: { display_frequency: input.display_frequency },
  } as const;
  return applyContentChange(ctx, change, async (tx) => {
    await tx
      .insertInto('bulletin_settings')
      .values(input)
      .onConflict((oc) => oc.columns(['site_id', 'display_location']).doUpdateSet({ display_frequency: input.display_frequency }))
      .execute();
    return { site_id: input.site_id, display_location: input.display_location, display_frequency: input.display_frequency };
  });
}
