/**
 * The `sports` commands of the operator command line (docs/decisions/0062): an event's liability, holding, releasing
 * and voiding markets (one, or every market of an event), voiding a bet, and the book's limits and margins. Each one
 * is a call of the operator API.
 */
import {
  operatorSportsLiabilityCall,
  operatorSportsMarketCall,
  operatorSportsSettingsCall,
  operatorSportsVoidBetCall,
} from '@casino/contract/calls/sports-operator-calls.ts';
import type { CallDefinition, CallResponse } from '@casino/contract/define-call.ts';

export const SPORTS_USAGE = `  sports liability <event>                             an event's markets: per selection and currency the open bets,
                                                       their stakes and what they would pay if it won
  sports market|event hold|release|void <id> --reason text
                                                       holds a market (or every market of an event: no bets, no
                                                       cash-out), releases it, or voids it (its bets' legs void)
  sports void-bet <bet> --reason text                  voids an open bet and gives its stake back
  sports settings <currency> [--min a] [--max a] [--payout a] [--margin bp] [--delay s] [--reason text]
                                                       shows the book's limits, cash-out margin and live delay, or
                                                       sets them (with a reason)
`;

type Api = { call<C extends CallDefinition>(call: C, body: unknown): Promise<CallResponse<C>> };
type Command = (api: Api) => Promise<string>;
type Fail = (message: string) => never;
export type SportsCliOptions = {
  reason?: string;
  min?: string;
  max?: string;
  payout?: string;
  margin?: string;
  delay?: string;
  'price-margin'?: string;
};

const MARKET_ACTIONS = ['hold', 'release', 'void'] as const;
const AMOUNT = /^\d{1,15}(\.\d{1,4})?$/;

/** Checks a command's words before anything is sent; answers the command to run. */
export function planSportsCommand(words: string[], options: SportsCliOptions, fail: Fail): Command {
  const [what, first, second] = words;
  switch (what ?? '') {
    case 'liability': {
      if (!first) return fail('usage: sports liability <event>');
      return async (api) => {
        const reply = await api.call(operatorSportsLiabilityCall, { event_id: first });
        const lines = [`${reply.event_id} ${reply.home} v ${reply.away} (${reply.status})`];
        for (const market of reply.markets) {
          const line = market.line === null ? '' : ` ${market.line}`;
          lines.push(`  ${market.market_id} ${market.type}${line} ${market.status}${market.held ? ' held' : ''}`);
          for (const s of market.selections) {
            const money = s.exposure.map((e) => `${e.currency} ${e.bets} bets, ${e.stakes} staked, ${e.liability} liability`);
            lines.push(`    ${s.key} @ ${s.odds}${money.length ? `: ${money.join('; ')}` : ''}`);
          }
        }
        return lines.join('\n');
      };
    }
    case 'market':
    case 'event': {
      const action = first as (typeof MARKET_ACTIONS)[number] | undefined;
      if (!action || !MARKET_ACTIONS.includes(action) || !second) {
        return fail(`usage: sports ${what} hold|release|void <id> --reason text`);
      }
      if (!options.reason) return fail('missing --reason (it goes to the audit log)');
      const body = { target: what, id: second, action, reason: options.reason };
      return async (api) => {
        const { markets } = await api.call(operatorSportsMarketCall, body);
        return markets.map((m) => `${m.market_id} ${m.status}${m.held ? ' held' : ''}`).join('\n');
      };
    }
    case 'void-bet': {
      if (!first || !/^\d{1,15}$/.test(first)) return fail('usage: sports void-bet <bet> --reason text');
      if (!options.reason) return fail('missing --reason (it goes to the audit log)');
      const reason = options.reason;
      return async (api) => {
        const voided = await api.call(operatorSportsVoidBetCall, { bet_id: first, reason });
        return `Voided bet ${voided.bet_id}: ${voided.refunded} ${voided.currency} given back.`;
      };
    }
    case 'settings': {
      if (!first)
        return fail(
          'usage: sports settings <currency> [--min a] [--max a] [--payout a] [--margin bp] [--delay s] [--price-margin bp|feed]',
        );
      for (const [name, value] of [
        ['--min', options.min],
        ['--max', options.max],
        ['--payout', options.payout],
      ] as const) {
        if (value !== undefined && !AMOUNT.test(value)) return fail(`${name} must be an amount such as 5000.00`);
      }
      if (options.margin !== undefined && !/^\d{1,4}$/.test(options.margin))
        return fail('--margin must be basis points (0-5000)');
      if (options.delay !== undefined && !/^\d{1,2}$/.test(options.delay)) return fail('--delay must be whole seconds (0-30)');
      const priceMargin = options['price-margin'];
      if (priceMargin !== undefined && priceMargin !== 'feed' && !/^\d{1,4}$/.test(priceMargin))
        return fail("--price-margin must be basis points (0-3000), or 'feed' for the feed's own prices");
      const body = {
        currency: first.toUpperCase(),
        min_stake: options.min,
        max_stake: options.max,
        max_payout: options.payout,
        cash_out_margin_bp: options.margin === undefined ? undefined : Number(options.margin),
        live_delay_seconds: options.delay === undefined ? undefined : Number(options.delay),
        price_margin_bp: priceMargin === undefined ? undefined : priceMargin === 'feed' ? null : Number(priceMargin),
        reason: options.reason,
      };
      return async (api) => {
        const s = await api.call(operatorSportsSettingsCall, body);
        return `${s.currency}: stakes ${s.min_stake} to ${s.max_stake}, payout up to ${s.max_payout}, cash-out margin ${s.cash_out_margin_bp} bp, live delay ${s.live_delay_seconds} s, prices ${s.price_margin_bp === null ? "the feed's" : `at a ${s.price_margin_bp} bp margin`}`;
      };
    }
    default:
      return fail(`unknown command: sports ${words.join(' ')}`);
  }
}
