/**
 * The `loyalty` commands of the operator command line (docs/decisions/0083). Each one is a call of the operator API;
 * rates and levels are read from a JSON file holding the call's body.
 */
import {
  operatorLoyaltyLevelsSaveCall,
  operatorLoyaltyRatesSaveCall,
  operatorLoyaltySettingsCall,
} from '@casino/contract/calls/loyalty-calls.ts';
import { type Api, bodyFrom, type Command, type Fail } from './command-words.ts';

export const LOYALTY_USAGE = `  loyalty rates --file rates.json                      replaces comp point rates and the exchange rate: {site_id,
                                                       currency, rates: [{game_type_id, points_per_unit}],
                                                       exchange_points, exchange_cash}
  loyalty levels --file levels.json                    replaces VIP levels: {site_id, currency, window_days, levels:
                                                       [{level, min_points, daily_withdrawal_limit, birthday_bonus}]}
  loyalty show [--site 1]                              comp point rates, exchange rates and VIP levels
`;

/** Checks a command's words before anything is sent; answers the command to run. */
export function planLoyaltyCommand(words: string[], options: { site?: string; file?: string }, fail: Fail): Command {
  const [action] = words;
  switch (action) {
    case 'rates':
      return async (api) => {
        const saved = await api.call(operatorLoyaltyRatesSaveCall, await bodyFrom(options.file, fail));
        return `Site ${saved.site_id} ${saved.currency}: ${saved.rates.length} rates saved, ${saved.exchange_points} points buy ${saved.exchange_cash}.`;
      };
    case 'levels':
      return async (api) => {
        const saved = await api.call(operatorLoyaltyLevelsSaveCall, await bodyFrom(options.file, fail));
        return `Site ${saved.site_id} ${saved.currency}: ${saved.levels.length} levels saved, window ${saved.window_days} days.`;
      };
    case 'show': {
      if (options.site !== undefined && !/^\d{1,9}$/.test(options.site)) return fail('--site must be a whole number');
      const site = Number(options.site ?? 1);
      return async (api) => {
        const { rates, levels } = await api.call(operatorLoyaltySettingsCall, { site_id: site });
        const lines = [
          ...rates.map(
            (r) =>
              `${r.currency}: ${r.exchange_points} points buy ${r.exchange_cash}; ${
                r.rates.map((x) => `game type ${x.game_type_id} ${x.points_per_unit}/unit`).join(', ') || 'no rates'
              }`,
          ),
          ...levels.flatMap((l) =>
            l.levels.map(
              (v) =>
                `${l.currency} VIP ${v.level}: ${v.min_points} points in ${l.window_days} days, withdrawals ${
                  v.daily_withdrawal_limit ?? 'site limits'
                } a day, birthday ${v.birthday_bonus}`,
            ),
          ),
        ];
        return lines.length === 0 ? 'No comp points or VIP levels.' : lines.join('\n');
      };
    }
    default:
      return fail(`unknown command: loyalty ${action ?? ''}`);
  }
}
