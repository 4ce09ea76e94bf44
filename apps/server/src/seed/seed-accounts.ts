import type { Transaction } from 'kysely';
import { hashPassword } from '../accounts/passwords.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_SITES } from './demo-data.ts';

type Tx = Transaction<Database>;

type Row = { name: string; display: 1; required?: 1; unique?: 1; verification?: 1 };

/** Register settings of the demo sites: what the forms show and require per currency. */
function demoRegisterRows(currency: string): Row[] {
  return [
    { name: 'member_currency', display: 1 },
    { name: 'member_name', display: 1, ...(currency === 'RMB' ? { required: 1 as const } : {}) },
    { name: 'member_phone', display: 1, required: 1, unique: 1, verification: 1 },
    { name: 'member_email', display: 1, unique: 1 },
    { name: 'withdraw_password', display: 1, required: 1 },
    { name: 'member_birthday', display: 1 },
    { name: 'member_telegram', display: 1 },
  ];
}

const AGREEMENT = [
  {
    title: { en_US: 'Eligibility', zh_CN: '参与资格', vi_VN: 'Điều kiện tham gia' },
    content: {
      en_US: 'You must be of legal gambling age in your country and at least 18 years old. One account per person.',
      zh_CN: '您必须达到所在国家/地区的法定博彩年龄且年满18岁。每人仅限一个账户。',
      vi_VN: 'Bạn phải đủ tuổi hợp pháp tại quốc gia của mình và từ 18 tuổi trở lên. Mỗi người chỉ một tài khoản.',
    },
  },
  {
    title: { en_US: 'Responsible play', zh_CN: '理性娱乐', vi_VN: 'Chơi có trách nhiệm' },
    content: {
      en_US: 'Bet only what you can afford to lose. You can set limits or close your account at any time.',
      zh_CN: '请仅以可承受的金额投注。您可随时设置限额或关闭账户。',
      vi_VN: 'Chỉ đặt cược số tiền bạn có thể chấp nhận mất. Bạn có thể đặt hạn mức hoặc đóng tài khoản bất cứ lúc nào.',
    },
  },
];

/**
 * Account demo data: register settings, agreement, and unless members is false an agent on an agent domain and a
 * member to log in with (their passwords are published in the README).
 */
export async function seedAccountDemo(tx: Tx, options: { members: boolean } = { members: true }): Promise<boolean> {
  const any = await tx.selectFrom('register_settings').select('site_id').limit(1).executeTakeFirst();
  if (any) return false;
  for (const site of DEMO_SITES) {
    for (const currency of site.currencies) {
      await tx
        .insertInto('register_settings')
        .values(
          demoRegisterRows(currency).map((r) => ({
            site_id: site.id,
            currency_code: currency,
            name: r.name,
            is_display: r.display,
            is_required: r.required ?? 0,
            is_unique: r.unique ?? 0,
            is_member_center: 1,
            is_verification: r.verification ?? 0,
            is_member_center_verification: r.verification ?? 0,
          })),
        )
        .execute();
    }
    for (const [sort, section] of AGREEMENT.entries()) {
      await tx
        .insertInto('service_agreements')
        .values({ site_id: site.id, title: JSON.stringify(section.title), content: JSON.stringify(section.content), sort })
        .execute();
    }
  }
  if (!options.members) return true;
  const agent = await tx
    .insertInto('members')
    .values({
      site_id: 1,
      account: 'agent001',
      currency_code: 'INR',
      member_type: 2,
      password_hash: await hashPassword('agent123'),
      withdraw_password_hash: await hashPassword('1234'),
      member_name: 'Demo Agent',
      member_email: 'agent001@example.com',
      member_phone: '9000000001',
      is_agent: true,
      agent_active: true,
      agent_type: 1,
      agent_level: 1,
      recommend_code: 'AGENT001',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('agent_domains')
    .values({ host: 'agent.localhost', site_id: 1, agent_id: agent.id, currency_code: 'INR' })
    .execute();
  await tx
    .insertInto('members')
    .values({
      site_id: 1,
      account: 'demo001',
      currency_code: 'INR',
      password_hash: await hashPassword('demo1234'),
      withdraw_password_hash: await hashPassword('1234'),
      member_name: 'Demo Player',
      member_email: 'demo001@example.com',
      member_phone: '9000000002',
      agent_id: agent.id,
      recommend_code: 'DEMO0001',
    })
    .execute();
  return true;
}
