import type { HouseCallRequest, HouseCallResponse } from '@casino/contract/house/house-call.ts';
import type { sportsEventCall } from '@casino/contract/house/sports-calls.ts';
import type { SportsContext } from './sports-context.ts';
import { SportsRefusal } from './sports-refusal.ts';
import { findSportsSession } from './sports-session.ts';
import { readEventViews } from './sports-views.ts';

/** One event with every market the book has on it. */
export async function sportsEvent(
  ctx: SportsContext,
  body: HouseCallRequest<typeof sportsEventCall>,
): Promise<HouseCallResponse<typeof sportsEventCall>> {
  await findSportsSession(ctx, body.session);
  const [event] = await readEventViews(ctx.db, [body.event_id], true);
  if (!event) throw new SportsRefusal('unknown_event', 404);
  return { server_time: ctx.now(), event };
}
