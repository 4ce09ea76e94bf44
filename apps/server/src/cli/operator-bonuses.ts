/**
 * The `bonuses` and `rebates` commands of the operator command line (docs/decisions/0033-bonuses-wagering-rebates.md).
 * Each one is a call of the operator API; a promotion's bonus terms and rebate rates are read from a JSON file holding
 * the call's body.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  BONUS_STATUSES,
  type OperatorBonus,
  type OperatorPromotionBonus,
  operatorBonusCancelCall,
  operatorBonusGrantCall,
  operatorBonusListCall,
  operatorBonusReportCall,
  operatorPromotionBonusListCall,
  operatorPromotionBonusSaveCall,
  operatorRebateRatesListCall,
  operatorRebateRatesSaveCall,
  operatorRebateRunNowCall,
  operatorRebateRunsCall,
} from '@casino/contract/calls/bonus-calls.ts';
import { type CallDefinition, type CallResponse, IDEMPOTENCY_HEADER } from '@casino/contract/define-call.ts';

export const BONUS_AREAS = ['bonuses', 'rebates'] as const;

export const BONUS_USAGE = `  bonuses promotion --file bonus.json                 attaches a bonus to a promotion: {site_id, promotion_id, kind
                                                       deposit_match|fixed, amounts: [{currency, percent, cap,
                                                       min_deposit, amount}], wagering_multiple, wagering_base
                                                       bonus|bonus_deposit, weights: {"2": 100, "3": 10}, valid_days}
  bonuses promotions [--site 1]                        promotions carrying a bonus, with their grants
  bonuses list [--site 1] [--member acc] [--status s] [--limit 50]
                                                       grants with balance and wagering progress
  bonuses grant <member> <amount> <multiple> [--site 1] [--key k]
                                                       gives a member a bonus to wager <multiple> times (finance, admin)
  bonuses cancel <id> [--reason text]                  cancels an active bonus: what is left of it is forfeited
  bonuses report --from YYYY-MM-DD --until YYYY-MM-DD [--site 1]
                                                       given, converted, forfeited, active and rebates per currency
  rebates rates --file rates.json                      replaces rebate rates: {site_id, currency, rates: [{game_type_id,
                                                       vip_level, percent}]}
  rebates list-rates [--site 1]                        rebate rates per currency, game type and VIP level
  rebates runs [--site 1] [--limit 31]                 rebate days paid
  rebates run                                          pays every ended day not paid yet, now
`;

type Api = {
  call<C extends CallDefinition>(call: C, body: unknown, headers?: Record<string, string>): Promise<CallResponse<C>>;
};
type Command = (api: Api) => Promise<string>;
type Fail = (message: string) => never;
type BonusOptions = {
  site?: string;
  file?: string;
  limit?: string;
  member?: string;
  status?: string;
  reason?: string;
  key?: string;
  from?: string;
  until?: string;
};

function wholeNumber(word: string | undefined, name: string, fail: Fail): number | undefined {
  if (word === undefined) return undefined;
  if (!/^\d{1,9}$/.test(word)) return fail(`${name} must be a whole number`);
  return Number(word);
}

async function bodyFrom(file: string | undefined, fail: Fail): Promise<Record<string, unknown>> {
  if (!file) return fail('missing --file (the request as JSON)');
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return fail(`cannot read ${file}: ${(error as Error).message}`);
  }
}

function bonusLine(b: OperatorBonus): string {
  return `bonus ${b.id} ${b.member_account} ${b.status} ${b.amount} ${b.currency}: balance ${b.balance}, wagered ${b.wagered}/${b.requirement} (${b.progress}%), expires ${b.expires_at}${b.close_reason ? `, ${b.close_reason}` : ''}`;
}

function offerLine(p: OperatorPromotionBonus): string {
  const terms = p.amounts
    .map((a) =>
      p.kind === 'fixed' ? `${a.currency} ${a.amount}` : `${a.currency} ${a.percent}% up to ${a.cap} from ${a.min_deposit}`,
    )
    .join('; ');
  return `promotion ${p.promotion_id} site ${p.site_id} ${p.kind}${p.active ? '' : ' (off)'}: ${terms}; wager ${p.wagering_multiple}x ${p.wagering_base}, ${p.valid_days} days, ${p.grants} grants`;
}

/** Checks a command's words before anything is sent; answers the command to run. */
export function planBonusCommand(
  area: (typeof BONUS_AREAS)[number],
  words: string[],
  options: BonusOptions,
  fail: Fail,
): Command {
  const [action, ...rest] = words;
  const site = wholeNumber(options.site, '--site', fail);
  switch (`${area} ${action ?? ''}`) {
    case 'bonuses promotion':
      return async (api) => offerLine(await api.call(operatorPromotionBonusSaveCall, await bodyFrom(options.file, fail)));
    case 'bonuses promotions':
      return async (api) => {
        const { list } = await api.call(operatorPromotionBonusListCall, { site_id: site });
        return list.length === 0 ? 'No promotion carries a bonus.' : list.map(offerLine).join('\n');
      };
    case 'bonuses list': {
      if (options.status !== undefined && !(BONUS_STATUSES as readonly string[]).includes(options.status)) {
        return fail(`--status must be one of ${BONUS_STATUSES.join(', ')}`);
      }
      const body = {
        site_id: site,
        member_account: options.member,
        status: options.status,
        limit: wholeNumber(options.limit, '--limit', fail),
      };
      return async (api) => {
        const { list } = await api.call(operatorBonusListCall, body);
        return list.length === 0 ? 'No bonuses.' : list.map(bonusLine).join('\n');
      };
    }
    case 'bonuses grant': {
      const [member, amount, multiple] = rest;
      if (!member || !amount || !multiple) return fail('bonuses grant needs <member> <amount> <multiple>');
      const body = {
        site_id: site ?? 1,
        member_account: member,
        amount,
        wagering_multiple: wholeNumber(multiple, 'multiple', fail),
        note: options.reason ?? '',
      };
      const key = options.key ?? `cli-${randomUUID()}`;
      return async (api) => {
        const granted = await api.call(operatorBonusGrantCall, body, { [IDEMPOTENCY_HEADER]: key });
        return `${bonusLine(granted)}\nIdempotency key ${key}.`;
      };
    }
    case 'bonuses cancel': {
      const id = wholeNumber(rest[0], 'id', fail);
      if (!id) return fail('missing or wrong id (a whole number)');
      return async (api) => bonusLine(await api.call(operatorBonusCancelCall, { id, reason: options.reason ?? '' }));
    }
    case 'bonuses report': {
      if (!options.from || !options.until) return fail('bonuses report needs --from and --until (YYYY-MM-DD)');
      const body = { site_id: site, start_date: options.from, end_date: options.until };
      return async (api) => {
        const { rows } = await api.call(operatorBonusReportCall, body);
        if (rows.length === 0) return 'Nothing in that period.';
        return rows
          .map(
            (r) =>
              `${r.currency}: ${r.granted_count} granted (${r.granted}), converted ${r.converted}, forfeited ${r.forfeited}, ${r.active_count} active (${r.active_balance}), rebates ${r.rebates}`,
          )
          .join('\n');
      };
    }
    case 'rebates rates':
      return async (api) => {
        const saved = await api.call(operatorRebateRatesSaveCall, await bodyFrom(options.file, fail));
        return `Site ${saved.site_id} ${saved.currency}: ${saved.rates.length} rates saved.`;
      };
    case 'rebates list-rates':
      return async (api) => {
        const { list } = await api.call(operatorRebateRatesListCall, { site_id: site ?? 1 });
        return list.length === 0
          ? 'No rebate rates.'
          : list.map((r) => `${r.currency} game type ${r.game_type_id} VIP ${r.vip_level}+: ${r.percent}%`).join('\n');
      };
    case 'rebates runs':
      return async (api) => {
        const { list } = await api.call(operatorRebateRunsCall, {
          site_id: site,
          limit: wholeNumber(options.limit, '--limit', fail),
        });
        return list.length === 0
          ? 'No rebate days paid.'
          : list
              .map(
                (r) =>
                  `site ${r.site_id} ${r.day}: ${r.members} members, ${
                    Object.entries(r.paid)
                      .map(([c, v]) => `${v} ${c}`)
                      .join(', ') || 'nothing'
                  }`,
              )
              .join('\n');
      };
    case 'rebates run':
      return async (api) => {
        const { list } = await api.call(operatorRebateRunNowCall, {});
        return list.length === 0
          ? 'No rebate day was due.'
          : list.map((r) => `site ${r.site_id} ${r.day}: ${r.members} members paid`).join('\n');
      };
    default:
      return fail(`unknown command: ${[area, ...words].join(' ')}`);
  }
}
