import { FieldError } from '../http/reply.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { applyContentChange, type ContentDeskContext } from './content-change.ts';
import { checkLink } from './desk-input.ts';

/** Sets the site's customer-service link; open pages hear customer_service_link_change with it. */
export async function saveCustomerServiceLink(
  ctx: ContentDeskContext,
  operator: OperatorSession,
  input: { site_id: number; url: string },
  ip: string,
) {
  const url = checkLink('url', input.url);
  if (url === '') throw new FieldError({ url: ['required'] });
  const change = {
    operator,
    ip,
    siteId: input.site_id,
    kind: 'customer_service_link',
    action: 'content.customer_service_link',
    details: { url },
    payload: { url },
  } as const;
  return applyContentChange(ctx, change, async (tx) => {
    await tx.updateTable('sites').set({ customer_service_link: url }).where('id', '=', input.site_id).execute();
    return { site_id: input.site_id, url };
  });
}
