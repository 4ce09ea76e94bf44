/**
 * The `sports` commands of the operator command line (docs/decisions/0062): an event's liability, holding, releasing
 * and voiding markets (one, or every market of an event), voiding a bet, and the book's limits and margins. Each one
 * is a call of the operator API.
 */
import {
  operatorSportsLiabilityCall,
  operatorSportsMarketCall,
  operatorSportsMarketLimitsCall,
  operatorSportsSettingsCall,
  operatorSportsVoidBetCall,
} from '@casino/contract/calls/sports-operator-calls.ts';
import type { CallDefinition, CallResponse } from '@casino/contract/define-call.ts';
import { SPORTS_MARKET_TYPES } from '@casino/contract/house/sports-calls.ts';

export const SPORTS_USAGE = `  sports liability <event>                             an event's markets: per selection and currency the open bets,
                                                       their stakes and what they would pay if it won
  sports market|event hold|release|void <id> --reason text
                                                       holds a market (or every market of an event: no bets, no
                                                       cash-out), releases it, or voids it (its bets' legs void)
  sports void-bet <bet> --reason text                  voids an open bet and gives its stake back
  sports settings <currency> [--min a] [--max a] [--payout a] [--margin bp] [--delay s] [--price-margin bp|feed]
                   [--reason text]                     shows the book's limits, cash-out margin, live delay and price
                                                       margin, or sets them (with a reason)
  sports market-limits [<type> --stake-share bp --payout-share bp --reason text]
                                                       shows each market type's share of the stake and payout
                                                       limits, or sets one type's (with a reason)
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
  'stake-share'?: string;
  'payout-share'?: string;
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
    case 'market-limits': {
      const stake = options['stake-share'];
      const payout = options['payout-share'];
      const share = /^\d{1,5}$/;
      if (first !== undefined && !(SPORTS_MARKET_TYPES as readonly string[]).includes(first))
        return fail(`unknown market type ${first} (one of ${SPORTS_MARKET_TYPES.join(', ')})`);
      for (const [name, value] of [
        ['--stake-share', stake],
        ['--payout-share', payout],
      ] as const) {
        if (value !== undefined && (!share.test(value) || Number(value) < 1 || Number(value) > 10_000))
          return fail(`${name} must be basis points of the currency's limit (1-10000)`);
      }
      if (first !== undefined && stake === undefined && payout === undefined)
        return fail('usage: sports market-limits <type> [--stake-share bp] [--payout-share bp] --reason text');
      const body = {
        market_type: first,
        max_stake_bp: stake === undefined ? undefined : Number(stake),
        max_payout_bp: payout === undefined ? undefined : Number(payout),
        reason: options.reason,
      };
      return async (api) => {
        const reply = await api.call(operatorSportsMarketLimitsCall, body);
        return reply.market_limits
          .map(
            (l) =>
              `${l.market_type}: stakes up to ${l.max_stake_bp / 100} %, payouts up to ${l.max_payout_bp / 100} % of the limits`,
          )
          .join('\n');
      };
    }
    default:
      return fail(`unknown command: sports ${words.join(' ')}`);
  }
}
