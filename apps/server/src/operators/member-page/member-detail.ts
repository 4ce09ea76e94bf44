import type { operatorMemberDetailCall } from '@casino/contract/calls/operator-member-calls.ts';
import { MemberPageCode } from '@casino/contract/calls/operator-member-calls.ts';
import type { CallResponse } from '@casino/contract/define-call.ts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { Refusal } from '../../http/reply.ts';
import { liftNeeded } from '../../protection/exclusion-rules.ts';
import { exclusionInForce } from '../../protection/member-exclusions.ts';
import { formatAmount } from '../../wallet/main-cash.ts';
import { writeAudit } from '../audit-log.ts';
import type { OperatorSession } from '../operator-sessions.ts';

type Detail = CallResponse<typeof operatorMemberDetailCall>;
const RECENT = 20;
const NOTES = 50;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The kind of a member ledger account, from its code (ledger-accounts.ts, bonus-accounts.ts). */
function walletKind(code: string): string {
  const part = code.split(':')[2] ?? '';
  return ['main', 'bonus', 'provider', 'withdrawal_hold'].includes(part) ? part : 'other';
}

/**
 * Everything the member page shows at once: each part one indexed query on the member's own rows. The reading is
 * audited, since the page shows the member's contact details, addresses and devices.
 */
export async function readMemberDetail(
  db: Db,
  operator: OperatorSession,
  input: z.output<(typeof operatorMemberDetailCall)['request']>,
  ip: string,
): Promise<Detail> {
  const memberId = input.member_id;
  const { rows: found } = await sql<{
    id: number;
    site_id: number;
    account: string;
    currency_code: string;
    member_phone: string;
    member_email: string;
    member_name: string;
    registered_ip: string;
    first_login_to_change_password: boolean;
    status: number;
    is_agent: boolean;
    agent_account: string | null;
    created_at: Date;
    main: string | null;
  }>`
    select m.id, m.site_id, m.account, m.currency_code, m.member_phone, m.member_email, m.member_name, m.registered_ip,
      m.first_login_to_change_password, m.status, m.is_agent, a.account as agent_account, m.created_at,
      la.balance::text as main
    from members m
    left join members a on a.id = m.agent_id
    left join ledger_accounts la on la.code = 'member:' || m.id || ':main' and la.currency_code = m.currency_code
    where m.id = ${memberId}`.execute(db);
  const m = found[0];
  if (!m) throw new Refusal(MemberPageCode.memberNotFound, 'operator.member_not_found');
  const currency = m.currency_code;
  const since = new Date(Date.now() - input.days * 86_400_000);

  const { rows: wallets } = await sql<{ code: string; currency_code: string; balance: string; provider: string | null }>`
    select la.code, la.currency_code, la.balance::text as balance, gp.name as provider
    from ledger_accounts la
    left join game_providers gp
      on la.code like 'member:%:provider:%' and gp.id::text = split_part(la.code, ':', 4)
    where la.member_id = ${memberId} and (la.balance <> 0 or la.code = ${`member:${memberId}:main`})
    order by la.id`.execute(db);

  // Seamless-wallet play (bets and wins booked by the wallet, rolled-back ones left out) and transfer-wallet
  // providers' reported bets, per provider, as the agents' figures count them (agents/commission/read-member-figures.ts).
  const { rows: bets } = await sql<{ provider_id: number; provider: string; bets: string; turnover: string; payout: string }>`
    select p.provider_id, coalesce(gp.name, '') as provider, sum(p.bets)::text as bets,
      sum(p.turnover)::text as turnover, sum(p.payout)::text as payout
    from (
      select t.provider_id, count(*) filter (where t.kind = 'bet') as bets,
        coalesce(sum(t.amount) filter (where t.kind = 'bet'), 0) as turnover,
        coalesce(sum(t.amount) filter (where t.kind = 'win'), 0) as payout
      from provider_transactions t
      where t.member_id = ${memberId} and t.kind in ('bet', 'win') and t.status = 'ok'
        and t.ledger_transaction_id is not null and t.created_at >= ${since}
        and not exists (select 1 from ledger_transactions r where r.reverses_id = t.ledger_transaction_id)
      group by t.provider_id
      union all
      select r.gp_id, count(*), sum(r.stake), sum(r.payout)
      from provider_bet_records r
      where r.member_id = ${memberId} and r.settled_at >= ${since}
      group by r.gp_id
    ) p
    left join game_providers gp on gp.id = p.provider_id
    group by p.provider_id, gp.name
    order by sum(p.turnover) desc`.execute(db);

  const bonuses = await db
    .selectFrom('bonus_grants')
    .select(['id', 'source', 'status', 'amount', 'requirement', 'wagered', 'currency_code', 'created_at', 'expires_at'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(RECENT)
    .execute();

  // A sign-in is the first session of a chain of rotated tokens; it is open while any token of the chain lives.
  const { rows: signIns } = await sql<{ created_at: Date; ip: string; udid: string; open: boolean }>`
    select s.created_at, s.ip, s.udid,
      exists (
        select 1 from member_sessions c
        where c.member_id = s.member_id and coalesce(c.login_id, c.id) = s.id
          and c.revoked_at is null and c.expires_at > now()
      ) as open
    from member_sessions s
    where s.member_id = ${memberId} and s.login_id is null
    order by s.id desc
    limit ${RECENT}`.execute(db);

  const { rows: openRow } = await sql<{ open: string }>`
    select count(distinct coalesce(login_id, id))::text as open from member_sessions
    where member_id = ${memberId} and revoked_at is null and expires_at > now()`.execute(db);

  const { rows: devices } = await sql<{ udid: string; first_seen_at: Date; last_seen_at: Date; others: string }>`
    select d.udid, d.first_seen_at, d.last_seen_at,
      (select count(distinct o.member_id) from member_devices o where o.udid = d.udid and o.member_id <> d.member_id)::text
        as others
    from member_devices d
    where d.member_id = ${memberId}
    order by d.last_seen_at desc
    limit ${RECENT}`.execute(db);

  const notes = await db
    .selectFrom('member_notes as n')
    .innerJoin('operators as o', 'o.id', 'n.operator_id')
    .select(['n.id', 'o.username', 'n.body', 'n.created_at'])
    .where('n.member_id', '=', memberId)
    .orderBy('n.id', 'desc')
    .limit(NOTES)
    .execute();

  await writeAudit(db, {
    operatorId: operator.operatorId,
    action: 'member.view',
    target: `member:${memberId}`,
    details: { account: m.account, site_id: m.site_id },
    ip,
  });

  const now = Date.now();
  const exclusion = await exclusionInForce(db, memberId, now);

  return {
    exclusion: exclusion && {
      kind: exclusion.kind,
      choice: exclusion.choice,
      started_at: exclusion.startedAt,
      ends_at: exclusion.endsAt,
      lift_needed: liftNeeded(exclusion, now),
    },
    member: {
      id: m.id,
      site_id: m.site_id,
      account: m.account,
      currency,
      phone: m.member_phone,
      email: m.member_email,
      status: m.status,
      is_agent: m.is_agent,
      agent_account: m.agent_account,
      created_at: iso(m.created_at),
      main_cash: formatAmount(BigInt(m.main ?? '0'), currency),
    },
    name: m.member_name,
    registered_ip: m.registered_ip,
    must_change_password: m.first_login_to_change_password,
    open_sessions: Number(openRow[0]?.open ?? 0),
    wallets: wallets.map((w) => ({
      kind: walletKind(w.code),
      code: w.code,
      provider: w.provider ?? '',
      currency: w.currency_code,
      balance: formatAmount(BigInt(w.balance), w.currency_code),
    })),
    bets: bets.map((b) => ({
      provider_id: b.provider_id,
      provider: b.provider,
      bets: Number(b.bets),
      turnover: formatAmount(BigInt(b.turnover), currency),
      payout: formatAmount(BigInt(b.payout), currency),
    })),
    bonuses: bonuses.map((g) => ({
      id: g.id.toString(),
      source: g.source,
      status: g.status,
      amount: formatAmount(BigInt(g.amount), g.currency_code),
      requirement: formatAmount(BigInt(g.requirement), g.currency_code),
      wagered: formatAmount(BigInt(g.wagered), g.currency_code),
      created_at: iso(g.created_at),
      expires_at: iso(g.expires_at),
    })),
    sign_ins: signIns.map((s) => ({ at: iso(s.created_at), ip: s.ip, device: s.udid, open: s.open })),
    devices: devices.map((d) => ({
      udid: d.udid,
      first_seen_at: iso(d.first_seen_at),
      last_seen_at: iso(d.last_seen_at),
      other_members: Number(d.others),
    })),
    notes: notes.map((n) => ({ id: n.id, author: n.username, body: n.body, created_at: iso(n.created_at) })),
  };
}
