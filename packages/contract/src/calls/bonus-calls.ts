import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies.ts';
import { defineCall } from '../define-call.ts';
import { calendarDate, rowId } from '../input-bounds.ts';
import { decimalAmount } from './wallet-calls.ts';

/**
 * Bonuses with a wagering requirement and the daily turnover rebate, for members (their member centre, the promotion
 * page and the deposit page) and for the operators who configure, grant, cancel and report on them. See
 * docs/decisions/0033-bonuses-wagering-rebates.md.
 */

export const BONUS_KINDS = ['deposit_match', 'fixed'] as const;
export const WAGERING_BASES = ['bonus', 'bonus_deposit'] as const;
export const BONUS_STATUSES = ['active', 'converted', 'forfeited', 'expired', 'cancelled'] as const;
export const BONUS_SOURCES = ['promotion', 'deposit', 'operator'] as const;

/** Game type id (2 to 9) to the percent of a valid bet that counts towards the wagering (missing: 100). */
const weights = z.lazy(() => z.record(z.string().regex(/^[2-9]$/), z.coerce.number().int().min(0).max(100)));

export const memberBonus = z.lazy(() =>
  z.object({
    id: z.number().int(),
    promotion_id: z.number().int().nullable(),
    /** The promotion's title in the asked language; '' for a bonus an operator gave. */
    title: z.string(),
    source: z.enum(BONUS_SOURCES),
    status: z.enum(BONUS_STATUSES),
    currency: z.string(),
    /** The bonus given. */
    amount: z.string(),
    /** What is left of it in the bonus wallet now. */
    balance: z.string(),
    deposit_amount: z.string(),
    /** Weighted valid bets needed before the bonus turns into cash, and counted so far. */
    requirement: z.string(),
    wagered: z.string(),
    remaining: z.string(),
    /** Whole percent of the requirement met (0 to 100). */
    progress: z.number().int(),
    weights: z.record(z.string(), z.number()),
    /** Moved when the grant closed: to cash on conversion, back to the site on forfeiture. */
    closed_amount: z.string(),
    expires_at: z.string(),
    created_at: z.string(),
    closed_at: z.string().nullable(),
  }),
);
export type MemberBonus = z.infer<typeof memberBonus>;

export const rebatePayout = z.lazy(() =>
  z.object({
    /** Site day (America/Caracas) whose bets were rebated. */
    day: z.string(),
    currency: z.string(),
    valid_bets: z.string(),
    amount: z.string(),
    paid_at: z.string(),
  }),
);
export type RebatePayout = z.infer<typeof rebatePayout>;

/** Money the site gave the member, as the member centre lists it. */
export const REWARD_KINDS = ['red_envelope', 'sign_in_reward', 'rebate', 'bonus_convert'] as const;

export const memberReward = z.lazy(() =>
  z.object({
    kind: z.enum(REWARD_KINDS),
    amount: z.string(),
    currency: z.string(),
    at: z.string(),
  }),
);
export type MemberReward = z.infer<typeof memberReward>;

export const bonusOffer = z.lazy(() =>
  z.object({
    promotion_id: z.number().int(),
    title: z.string(),
    kind: z.enum(BONUS_KINDS),
    currency: z.string(),
    /** Deposit match: percent of the deposit, its cap and the smallest deposit that qualifies. */
    percent: z.string(),
    cap: z.string(),
    min_deposit: z.string(),
    /** Fixed bonus: the amount. */
    amount: z.string(),
    wagering_multiple: z.number().int(),
    wagering_base: z.enum(WAGERING_BASES),
    weights: z.record(z.string(), z.number()),
    valid_days: z.number().int(),
    /** 1: the member has had this promotion's bonus already. */
    claimed: z.union([z.literal(0), z.literal(1)]),
  }),
);
export type BonusOffer = z.infer<typeof bonusOffer>;

export const bonusSummaryCall = defineCall({
  path: '/arks/web/bonus/list',
  access: 'member',
  summary:
    "The member's active bonuses with their wagering progress, the bonuses closed lately, the rebates and the rewards paid",
  request: () => z.object({ language: z.string().max(16).optional() }),
  response: () =>
    z.object({
      active: z.array(memberBonus),
      history: z.array(memberBonus),
      rebates: z.array(rebatePayout),
      rebate_total: z.string(),
      /** The last 20 rewards paid into the main wallet: red envelopes, sign-in rewards, rebates, bonuses turned to cash. */
      rewards: z.array(memberReward),
      currency: z.string(),
    }),
});

export const bonusOffersCall = defineCall({
  path: '/arks/web/bonus/offers',
  access: 'member',
  summary: "Running promotions of the member's site and currency that carry a bonus (one when promotion_id is given)",
  request: () => z.object({ promotion_id: rowId.optional(), language: z.string().max(16).optional() }),
  response: () => z.object({ list: z.array(bonusOffer) }),
});

export const BonusCode = {
  /** No running promotion with a bonus for the member's site and currency. */
  noOffer: 101,
  /** The member had this promotion's bonus already. */
  alreadyClaimed: 102,
  /** Another bonus of the member is active: one at a time. */
  bonusActive: 103,
  /** Deposit match: no deposit of the last 24 hours that qualifies and has not had a bonus. */
  noQualifyingDeposit: 104,
  /** No such active bonus of the member. */
  notFound: 105,
} as const;

export const bonusApplyCall = defineCall({
  path: '/arks/web/bonus/apply',
  access: 'member',
  summary:
    "Takes a promotion's bonus: a fixed bonus now, a deposit match on the member's last deposit of 24 hours (codes 101 no offer, 102 claimed, 103 another active, 104 no qualifying deposit)",
  request: () => z.object({ promotion_id: rowId, language: z.string().max(16).optional() }),
  response: () => memberBonus,
});

export const bonusCancelCall = defineCall({
  path: '/arks/web/bonus/cancel',
  access: 'member',
  summary:
    'Gives up an active bonus: what is left of it goes back to the site, cash stays, and withdrawal is open again (code 105 no such active bonus)',
  request: () => z.object({ id: rowId, language: z.string().max(16).optional() }),
  response: () => memberBonus,
});

// --- Operators -------------------------------------------------------------------------------------------------

const currency = z.lazy(() => z.enum(CURRENCY_CODES as [string, ...string[]]));

export const bonusAmountsInput = z.lazy(() =>
  z.object({
    currency,
    /** Deposit match: percent of the deposit (up to 1000), cap and smallest qualifying deposit. */
    percent: z.coerce.number().min(0).max(1000).default(0),
    cap: decimalAmount.default('0'),
    min_deposit: decimalAmount.default('0'),
    /** Fixed bonus. */
    amount: decimalAmount.default('0'),
  }),
);

export const operatorPromotionBonus = z.lazy(() =>
  z.object({
    promotion_id: z.number().int(),
    site_id: z.number().int(),
    kind: z.enum(BONUS_KINDS),
    amounts: z.array(
      z.object({ currency: z.string(), percent: z.string(), cap: z.string(), min_deposit: z.string(), amount: z.string() }),
    ),
    wagering_multiple: z.number().int(),
    wagering_base: z.enum(WAGERING_BASES),
    weights: z.record(z.string(), z.number()),
    valid_days: z.number().int(),
    active: z.boolean(),
    grants: z.number().int(),
  }),
);
export type OperatorPromotionBonus = z.infer<typeof operatorPromotionBonus>;

export const operatorBonus = z.lazy(() =>
  memberBonus.unwrap().extend({
    member_id: z.number().int(),
    member_account: z.string(),
    site_id: z.number().int(),
    close_reason: z.string(),
  }),
);
export type OperatorBonus = z.infer<typeof operatorBonus>;

export const BonusOperatorCode = {
  /** No such member, promotion or grant on the site, or the grant is not active. */
  notFound: 101,
  /** The currency is not offered on the site, or the promotion does not list it. */
  currencyNotOffered: 102,
  /** The member has an active bonus in that currency already. */
  bonusActive: 103,
} as const;

export const operatorPromotionBonusSaveCall = defineCall({
  path: '/operator/bonuses/promotion/save',
  access: 'operator',
  summary:
    'Attaches a bonus to a promotion of the content desk (or changes it): deposit match or fixed, per currency, with its wagering requirement, game-type weights and validity',
  request: () =>
    z.object({
      site_id: rowId,
      promotion_id: rowId,
      kind: z.enum(BONUS_KINDS),
      amounts: z.array(bonusAmountsInput).min(1).max(11),
      wagering_multiple: z.coerce.number().int().min(0).max(200),
      wagering_base: z.enum(WAGERING_BASES).default('bonus'),
      weights: weights.default({}),
      valid_days: z.coerce.number().int().min(1).max(365).default(7),
      /** 1 offered, 0 withdrawn (grants made stay). */
      active: z.coerce.number().int().min(0).max(1).default(1),
    }),
  response: () => operatorPromotionBonus,
});

export const operatorPromotionBonusListCall = defineCall({
  path: '/operator/bonuses/promotion/list',
  access: 'operator',
  summary: 'Promotions carrying a bonus, with how many grants each made',
  request: () => z.object({ site_id: rowId.optional() }),
  response: () => z.object({ list: z.array(operatorPromotionBonus) }),
});

export const operatorBonusListCall = defineCall({
  path: '/operator/bonuses/list',
  access: 'operator',
  summary: 'Bonus grants, newest first, with balance and wagering progress',
  request: () =>
    z.object({
      site_id: rowId.optional(),
      member_account: z.string().trim().min(1).max(64).optional(),
      status: z.enum(BONUS_STATUSES).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  response: () => z.object({ list: z.array(operatorBonus) }),
});

export const operatorBonusGrantCall = defineCall({
  path: '/operator/bonuses/grant',
  access: 'operator',
  idempotent: true,
  summary: 'Gives a member a bonus with a wagering requirement (a multiple of the bonus), paid from the promotions account',
  request: () =>
    z.object({
      site_id: rowId,
      member_account: z.string().trim().min(1).max(64),
      amount: decimalAmount,
      wagering_multiple: z.coerce.number().int().min(0).max(200),
      weights: weights.default({}),
      valid_days: z.coerce.number().int().min(1).max(365).default(7),
      note: z.string().trim().max(200).default(''),
    }),
  response: () => operatorBonus,
});

export const operatorBonusCancelCall = defineCall({
  path: '/operator/bonuses/cancel',
  access: 'operator',
  summary: "Cancels an active bonus: what is left of it goes back to the promotions account; the member's cash stays",
  request: () => z.object({ id: rowId, reason: z.string().trim().max(200).default('') }),
  response: () => operatorBonus,
});

export const bonusReportRow = z.lazy(() =>
  z.object({
    currency: z.string(),
    granted_count: z.number().int(),
    granted: z.string(),
    converted: z.string(),
    forfeited: z.string(),
    active_count: z.number().int(),
    active_balance: z.string(),
    rebates: z.string(),
  }),
);

export const operatorBonusReportCall = defineCall({
  path: '/operator/bonuses/report',
  access: 'operator',
  summary:
    'Per currency, for grants made and rebates paid between two site days: given, turned into cash, forfeited, still active, rebates',
  request: () => z.object({ site_id: rowId.optional(), start_date: calendarDate(), end_date: calendarDate() }),
  response: () => z.object({ rows: z.array(bonusReportRow) }),
});

export const rebateRate = z.lazy(() =>
  z.object({
    game_type_id: z.coerce.number().int().min(2).max(9),
    vip_level: z.coerce.number().int().min(0).max(100).default(0),
    /** Percent of valid bets, at most 10. */
    percent: z.coerce.number().min(0).max(10),
  }),
);

export const operatorRebateRatesSaveCall = defineCall({
  path: '/operator/rebates/rates/save',
  access: 'operator',
  summary: "Replaces a site and currency's rebate rates: percent of valid bets per game type and lowest VIP level",
  request: () => z.object({ site_id: rowId, currency, rates: z.array(rebateRate).max(200) }),
  response: () =>
    z.object({
      site_id: z.number().int(),
      currency: z.string(),
      rates: z.array(z.object({ game_type_id: z.number().int(), vip_level: z.number().int(), percent: z.string() })),
    }),
});

export const operatorRebateRatesListCall = defineCall({
  path: '/operator/rebates/rates/list',
  access: 'operator',
  summary: 'Rebate rates of a site, per currency, game type and VIP level',
  request: () => z.object({ site_id: rowId }),
  response: () =>
    z.object({
      list: z.array(
        z.object({ currency: z.string(), game_type_id: z.number().int(), vip_level: z.number().int(), percent: z.string() }),
      ),
    }),
});

export const operatorRebateRun = z.lazy(() =>
  z.object({
    site_id: z.number().int(),
    day: z.string(),
    members: z.number().int(),
    paid: z.record(z.string(), z.string()),
    created_at: z.string(),
  }),
);

export const operatorRebateRunsCall = defineCall({
  path: '/operator/rebates/runs',
  access: 'operator',
  summary: 'Rebate days paid, newest first: members paid and the total per currency',
  request: () => z.object({ site_id: rowId.optional(), limit: z.coerce.number().int().min(1).max(200).default(31) }),
  response: () => z.object({ list: z.array(operatorRebateRun) }),
});

export const operatorRebateRunNowCall = defineCall({
  path: '/operator/rebates/run',
  access: 'operator',
  summary: 'Pays every rebate day that has ended and is not paid yet, now instead of at the next scheduled look',
  request: () => z.object({}),
  response: () => z.object({ list: z.array(operatorRebateRun) }),
});
