import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recordSecurityEvent } from './security-events.ts';

/** The members an event names at most; the member page lists every member of a device. */
const NAMED_AT_MOST = 20;

/**
 * Keeps a device_shared or address_shared security event when a member signs in for the first time on a device or
 * from an address other members signed in with (a sign of shared, bought or farmed accounts; allowed, for the
 * operator to look at). Checked once per member and device or address, before the sign-in's own session row: a
 * member coming back on the same device or address adds nothing. Reads member_devices_udid and member_sessions_ip.
 */
export async function recordSharedSignIn(
  tx: Transaction<Database>,
  memberId: number,
  device: { udid: string; ip: string; newDevice: boolean },
): Promise<void> {
  if (device.udid && device.newDevice) {
    const others = await tx
      .selectFrom('member_devices')
      .select('member_id')
      .where('udid', '=', device.udid)
      .where('member_id', '<>', memberId)
      .orderBy('member_id')
      .limit(NAMED_AT_MOST)
      .execute();
    await keepIfShared(tx, memberId, 'device_shared', { udid: device.udid }, others);
  }
  if (!device.ip) return;
  const seen = await tx
    .selectFrom('member_sessions')
    .select('id')
    .where('ip', '=', device.ip)
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst();
  if (seen) return;
  const others = await tx
    .selectFrom('member_sessions')
    .select('member_id')
    .distinct()
    .where('ip', '=', device.ip)
    .where('member_id', '<>', memberId)
    .orderBy('member_id')
    .limit(NAMED_AT_MOST)
    .execute();
  await keepIfShared(tx, memberId, 'address_shared', { ip: device.ip }, others);
}

async function keepIfShared(
  tx: Transaction<Database>,
  memberId: number,
  kind: 'device_shared' | 'address_shared',
  detail: Record<string, string>,
  others: { member_id: number }[],
) {
  if (others.length === 0) return;
  await recordSecurityEvent(tx, {
    memberId,
    kind,
    detail: { ...detail, shared_with_member_ids: others.map((o) => o.member_id) },
  });
}
