import { OperatorRiskCode } from '@casino/contract/calls/operator-risk-calls.ts';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';

/** A site's risk settings as the risk desk shows them. */
export async function readRiskSettings(db: Db, siteId: number) {
  const site = await db
    .selectFrom('sites')
    .select(['id', 'withdraw_password_lock_minutes'])
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (!site) throw new Refusal(OperatorRiskCode.notFound, 'not_found');
  return { site_id: site.id, withdraw_password_lock_minutes: site.withdraw_password_lock_minutes };
}
