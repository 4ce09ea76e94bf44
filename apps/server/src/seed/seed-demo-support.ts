import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEMO_SITES } from './demo-data.ts';

type Tx = Transaction<Database>;

/** Where earlier demo seeds sent customer service: a host that does not exist. */
const DEAD_DEMO_SUPPORT = 'https://support.example.com/';

/**
 * Demo sites seeded before the support page linked customer service (the site's link and the float button) to
 * support.example.com, which answers nothing: point them at the site's own support page with the demo contact
 * details. Links an operator has changed are left alone. Returns whether anything changed.
 */
export async function pointDemoSupportHome(tx: Tx): Promise<boolean> {
  let changed = false;
  for (const site of DEMO_SITES) {
    const updated = await tx
      .updateTable('sites')
      .set({ customer_service_link: site.customerService, support_email: site.supportEmail, support_phone: site.supportPhone })
      .where('id', '=', site.id)
      .where('name', '=', site.name)
      .where('customer_service_link', 'like', `${DEAD_DEMO_SUPPORT}%`)
      .executeTakeFirst();
    const links = await tx
      .updateTable('site_links')
      .set({ url: site.customerService })
      .where('site_id', '=', site.id)
      .where('url', 'like', `${DEAD_DEMO_SUPPORT}%`)
      .executeTakeFirst();
    changed = changed || updated.numUpdatedRows > 0n || links.numUpdatedRows > 0n;
  }
  return changed;
}
