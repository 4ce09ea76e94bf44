import type { Db } from '../db/database.ts';
import { FieldError } from '../http/reply.ts';
import { writeAudit } from '../operators/audit-log.ts';
import type { OperatorSession } from '../operators/operator-sessions.ts';
import { formatAmount, parseAmount } from '../wallet/main-cash.ts';

type ProgrammeRow = {
  site_id: number;
  currency_code: string;
  enabled: boolean;
  min_first_deposit: bigint;
  min_valid_bet: bigint;
  inviter_reward: bigint;
  friend_reward: bigint;
  qualify_within_days: number;
  max_rewarded_friends: number | null;
  max_inviter_reward_total: bigint | null;
};

const view = (row: ProgrammeRow) => ({
  site_id: row.site_id,
  currency: row.currency_code,
  enabled: row.enabled ? (1 as const) : (0 as const),
  min_first_deposit: formatAmount(BigInt(row.min_first_deposit), row.currency_code),
  min_valid_bet: formatAmount(BigInt(row.min_valid_bet), row.currency_code),
  inviter_reward: formatAmount(BigInt(row.inviter_reward), row.currency_code),
  friend_reward: formatAmount(BigInt(row.friend_reward), row.currency_code),
  qualify_within_days: row.qualify_within_days,
  max_rewarded_friends: row.max_rewarded_friends,
  max_inviter_reward_total:
    row.max_inviter_reward_total === null ? null : formatAmount(BigInt(row.max_inviter_reward_total), row.currency_code),
});

/** Whether the site runs friend invites for the currency (SPEC: /bonus_setting/check, is_friend). */
export async function friendInvitesOpen(db: Db, siteId: number, currency: string): Promise<0 | 1> {
  const row = await db
    .selectFrom('friend_invite_programmes')
    .innerJoin('sites', 'sites.id', 'friend_invite_programmes.site_id')
    .select('friend_invite_programmes.enabled')
    .where('site_id', '=', siteId)
    .where('currency_code', '=', currency)
    .where('sites.invite_enabled', '=', true)
    .executeTakeFirst();
  return row?.enabled ? 1 : 0;
}

export async function listFriendInviteProgrammes(db: Db, siteId: number) {
  const rows = await db
    .selectFrom('friend_invite_programmes')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('currency_code')
    .execute();
  return { list: rows.map(view) };
}

/** Sets a site's programme for a currency; amounts in the currency's decimals, each checked before anything changes. */
export async function saveFriendInviteProgramme(
  db: Db,
  operator: OperatorSession,
  input: {
    site_id: number;
    currency: string;
    enabled: 0 | 1;
    min_first_deposit: string;
    min_valid_bet: string;
    inviter_reward: string;
    friend_reward: string;
    qualify_within_days: number;
    /** 0: no cap. */
    max_rewarded_friends: number;
    max_inviter_reward_total: string;
  },
  ip: string,
) {
  const amounts = {
    min_first_deposit: parseAmount(input.min_first_deposit, input.currency),
    min_valid_bet: parseAmount(input.min_valid_bet, input.currency),
    inviter_reward: parseAmount(input.inviter_reward, input.currency),
    friend_reward: parseAmount(input.friend_reward, input.currency),
    max_inviter_reward_total: parseAmount(input.max_inviter_reward_total, input.currency),
  };
  const wrong = Object.entries(amounts).filter(([, amount]) => amount === undefined);
  if (wrong.length > 0) throw new FieldError(Object.fromEntries(wrong.map(([name]) => [name, ['amount_format']])));
  const values = {
    site_id: input.site_id,
    currency_code: input.currency,
    enabled: input.enabled === 1,
    min_first_deposit: amounts.min_first_deposit as bigint,
    min_valid_bet: amounts.min_valid_bet as bigint,
    inviter_reward: amounts.inviter_reward as bigint,
    friend_reward: amounts.friend_reward as bigint,
    qualify_within_days: input.qualify_within_days,
    max_rewarded_friends: input.max_rewarded_friends > 0 ? input.max_rewarded_friends : null,
    max_inviter_reward_total:
      (amounts.max_inviter_reward_total as bigint) > 0n ? (amounts.max_inviter_reward_total as bigint) : null,
  };
  const saved = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('friend_invite_programmes')
      .values(values)
      .onConflict((oc) => oc.columns(['site_id', 'currency_code']).doUpdateSet({ ...values, updated_at: new Date() }))
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      operatorId: operator.operatorId,
      action: 'invite.programme_save',
      target: `site:${input.site_id}`,
      details: { ...input },
      ip,
    });
    return row;
  });
  return view(saved);
}
