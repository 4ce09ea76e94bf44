import type { BonusOffer } from '@casino/contract/calls/bonus-calls.ts';
import { sql } from 'kysely';
import { pickLanguage, textIn } from '../content/pick-language.ts';
import type { Db } from '../db/database.ts';
import type { Executor } from '../ledger/executor.ts';
import { findSite } from '../sites/find-site.ts';
import { formatAmount } from '../wallet/main-cash.ts';

export type OfferTerms = {
  promotionId: number;
  kind: 'deposit_match' | 'fixed';
  percentBp: number;
  cap: bigint;
  minDeposit: bigint;
  amount: bigint;
  multiple: number;
  base: 'bonus' | 'bonus_deposit';
  weights: Record<string, number>;
  validDays: number;
  title: Record<string, string>;
};

/**
 * The bonuses running promotions of a site carry for one currency: the promotion shown and within its window, its
 * bonus active and set for that currency (and the promotion offered in it).
 */
export async function runningOffers(
  executor: Executor,
  query: { siteId: number; currency: string; promotionId?: number },
  now = new Date(),
): Promise<OfferTerms[]> {
  let select = executor
    .selectFrom('promotions as p')
    .innerJoin('promotion_bonuses as b', 'b.promotion_id', 'p.id')
    .select(['p.id', 'p.title', 'b.kind', 'b.amounts', 'b.wagering_multiple', 'b.wagering_base', 'b.weights', 'b.valid_days'])
    .where('p.site_id', '=', query.siteId)
    .where('b.active', '=', true)
    .where(
      sql<boolean>`(p.active and (p.starts_at is null or p.starts_at <= ${now}) and (p.ends_at is null or p.ends_at > ${now}))`,
    )
    .where(sql<boolean>`(cardinality(p.currencies) = 0 or ${query.currency} = any(p.currencies))`);
  if (query.promotionId !== undefined) select = select.where('p.id', '=', query.promotionId);
  const rows = await select.orderBy('p.sort').orderBy('p.id', 'desc').execute();
  const offers: OfferTerms[] = [];
  for (const row of rows) {
    const terms = row.amounts[query.currency];
    if (!terms) continue;
    offers.push({
      promotionId: row.id,
      kind: row.kind,
      percentBp: terms.percent_bp ?? 0,
      cap: BigInt(terms.cap ?? '0'),
      minDeposit: BigInt(terms.min_deposit ?? '0'),
      amount: BigInt(terms.amount ?? '0'),
      multiple: row.wagering_multiple,
      base: row.wagering_base,
      weights: row.weights,
      validDays: row.valid_days,
      title: row.title as Record<string, string>,
    });
  }
  return offers;
}

/** The member's view of the offers: terms in the member currency and whether the member has had each. */
export async function listBonusOffers(
  db: Db,
  member: { memberId: number; siteId: number; currency: string },
  query: { promotionId?: number; lang: string },
): Promise<{ list: BonusOffer[] }> {
  const site = await findSite(db, member.siteId);
  const offers = await runningOffers(db, { siteId: member.siteId, currency: member.currency, promotionId: query.promotionId });
  const claimed =
    offers.length === 0
      ? []
      : await db
          .selectFrom('bonus_grants')
          .select('promotion_id')
          .where('member_id', '=', member.memberId)
          .where(
            'promotion_id',
            'in',
            offers.map((o) => o.promotionId),
          )
          .execute();
  const had = new Set(claimed.map((c) => c.promotion_id));
  const c = member.currency;
  return {
    list: offers.map((o) => ({
      promotion_id: o.promotionId,
      title: textIn(o.title, pickLanguage(o.title, query.lang, site.default_language), site.default_language),
      kind: o.kind,
      currency: c,
      percent: (o.percentBp / 100).toString(),
      cap: formatAmount(o.cap, c),
      min_deposit: formatAmount(o.minDeposit, c),
      amount: formatAmount(o.amount, c),
      wagering_multiple: o.multiple,
      wagering_base: o.base,
      weights: o.weights,
      valid_days: o.validDays,
      claimed: had.has(o.promotionId) ? 1 : 0,
    })),
  };
}
