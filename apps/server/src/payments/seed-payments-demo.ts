import { CURRENCIES, isCurrencyCode } from '@casino/contract/currencies.ts';
import type { LanguageCode } from '@casino/contract/languages.ts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEMO_PAYMENT_LIMITS, DEMO_RECEIVING_BANKS, DEMO_SITES } from '../seed/demo-data.ts';
import { SANDBOX_GATEWAY } from './sandbox-protocol.ts';

/** The demo's deposit methods' names in every language (docs/decisions/0045), by their English name. */
export const DEMO_DEPOSIT_METHOD_NAMES: Record<string, Record<LanguageCode, string>> = {
  'Sandbox Pay': {
    en_US: 'Sandbox Pay',
    zh_CN: '沙盒支付',
    zh_TW: '沙盒支付',
    vi_VN: 'Cổng thanh toán thử',
    ko_KR: '테스트 결제',
    ja_JP: 'テスト決済',
    th_TH: 'ชำระเงินทดสอบ',
    hi_IN: 'टेस्ट भुगतान',
    my_MM: 'စမ်းသပ် ငွေပေးချေမှု',
    ta_IN: 'சோதனைக் கட்டணம்',
    bn_BD: 'টেস্ট পেমেন্ট',
  },
  'Bank transfer': {
    en_US: 'Bank transfer',
    zh_CN: '银行转账',
    zh_TW: '銀行轉帳',
    vi_VN: 'Chuyển khoản ngân hàng',
    ko_KR: '계좌 이체',
    ja_JP: '銀行振込',
    th_TH: 'โอนเงินผ่านธนาคาร',
    hi_IN: 'बैंक ट्रांसफ़र',
    my_MM: 'ဘဏ်ငွေလွှဲ',
    ta_IN: 'வங்கிப் பரிமாற்றம்',
    bn_BD: 'ব্যাংক ট্রান্সফার',
  },
};

/**
 * The demo's deposit methods that have no names per language yet (seeded before migration 0034) get them. An
 * operator's own methods, and demo methods given names since, stay. Returns whether it changed anything.
 */
export async function nameDemoDepositMethods(tx: Transaction<Database>): Promise<boolean> {
  let changed = false;
  for (const [name, names] of Object.entries(DEMO_DEPOSIT_METHOD_NAMES)) {
    const updated = await tx
      .updateTable('deposit_methods')
      .set({ names: JSON.stringify(names) })
      .where('name', '=', name)
      .where(sql<boolean>`names = '{}'::jsonb`)
      .executeTakeFirst();
    changed = changed || Number(updated.numUpdatedRows) > 0;
  }
  return changed;
}

/**
 * Deposit methods (the sandbox gateway, then a bank transfer) and withdrawal limits for every currency of the demo
 * sites. Runs once: a database that has any deposit method is left alone.
 */
export async function seedPaymentsDemo(tx: Transaction<Database>): Promise<boolean> {
  const any = await tx.selectFrom('deposit_methods').select('id').limit(1).executeTakeFirst();
  if (any) return nameDemoDepositMethods(tx);
  for (const site of DEMO_SITES) {
    const known = await tx.selectFrom('sites').select('id').where('id', '=', site.id).executeTakeFirst();
    if (!known) continue;
    for (const currency of site.currencies) {
      const limits = DEMO_PAYMENT_LIMITS[currency];
      const bank = DEMO_RECEIVING_BANKS[currency];
      if (!limits || !bank || !isCurrencyCode(currency)) continue;
      const unit = 10n ** BigInt(CURRENCIES[currency].exponent);
      const [depositMin, depositMax] = limits.deposit;
      await tx
        .insertInto('deposit_methods')
        .values([
          {
            site_id: site.id,
            currency_code: currency,
            name: 'Sandbox Pay',
            names: JSON.stringify(DEMO_DEPOSIT_METHOD_NAMES['Sandbox Pay']),
            kind: 'gateway',
            gateway: SANDBOX_GATEWAY,
            min_amount: depositMin * unit,
            max_amount: depositMax * unit,
            sort: 0,
          },
          {
            site_id: site.id,
            currency_code: currency,
            name: 'Bank transfer',
            names: JSON.stringify(DEMO_DEPOSIT_METHOD_NAMES['Bank transfer']),
            kind: 'bank_transfer',
            gateway: 'bank_transfer',
            min_amount: depositMin * unit,
            max_amount: depositMax * unit,
            bank_name: bank.bank_name,
            bank_account_name: bank.account_name,
            bank_account_number: bank.account_number,
            bank_branch: bank.branch,
            sort: 1,
          },
        ])
        .execute();
      const [withdrawalMin, withdrawalMax] = limits.withdrawal;
      await tx
        .insertInto('withdrawal_limits')
        .values({
          site_id: site.id,
          currency_code: currency,
          min_amount: withdrawalMin * unit,
          max_amount: withdrawalMax * unit,
          max_pending: 3,
        })
        .onConflict((oc) => oc.columns(['site_id', 'currency_code']).doNothing())
        .execute();
    }
  }
  return true;
}
