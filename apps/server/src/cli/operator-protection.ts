/**
 * The `protection` commands of the operator command line (docs/decisions/0084): the sites' defaults and maximums of
 * members' limits, members' limit changes and exclusions. Each one is a call of the operator API.
 */
import {
  type ExclusionRecord,
  type LimitChange,
  type LimitPolicy,
  operatorExclusionsCall,
  operatorLimitChangesCall,
  operatorLimitPoliciesCall,
  operatorLimitPolicySetCall,
  POLICY_KINDS,
} from '@casino/contract/calls/operator-protection-calls.ts';
import { LIMIT_PERIODS, type LimitPeriod } from '@casino/contract/calls/protection-calls.ts';
import type { CallDefinition, CallResponse } from '@casino/contract/define-call.ts';

export const PROTECTION_USAGE = `  protection policies [--site 1]                       the sites' defaults and maximums of members' limits
  protection policy <currency> <kind> <period> <default|none> <maximum|none> [--site 1]
                                                       sets a site's default (members who set none are held to it)
                                                       and maximum (no member may set more) of a limit (kinds: ${POLICY_KINDS.join(', ')};
                                                       periods: ${LIMIT_PERIODS.join(', ')}); none and none removes it
  protection changes [--member id] [--before id]       members' changes to their limits, newest first
  protection exclusions [--member id] [--before id]    breaks and self-exclusions, newest first
`;

type Api = { call<C extends CallDefinition>(call: C, body: unknown): Promise<CallResponse<C>> };
type Command = (api: Api) => Promise<string>;
type Fail = (message: string) => never;

function wholeNumber(word: string | undefined, name: string, fail: Fail): number | undefined {
  if (word === undefined) return undefined;
  if (!/^\d{1,9}$/.test(word) || Number(word) < 1) return fail(`${name} must be a whole number`);
  return Number(word);
}

function oneOf<T extends string>(word: string | undefined, list: readonly T[], name: string, fail: Fail): T {
  if (!word || !(list as readonly string[]).includes(word)) return fail(`${name} must be one of ${list.join(', ')}`);
  return word as T;
}

/** An amount word: a decimal, or none. */
function amountWord(word: string | undefined, name: string, fail: Fail): string | null {
  if (word === 'none') return null;
  if (!word || !/^\d{1,15}(\.\d{1,4})?$/.test(word)) return fail(`${name} must be an amount (100 or 250.50) or none`);
  return word;
}

const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

function policyLine(p: LimitPolicy): string {
  return `site ${p.site_id} ${p.currency} ${p.kind} per ${p.period}: default ${p.default_amount ?? 'none'}, maximum ${p.maximum_amount ?? 'none'}`;
}

function changeLine(c: LimitChange): string {
  const asked = c.amount_asked ?? 'none';
  const when = c.effective_at > c.created_at ? `from ${time(c.effective_at)}` : 'at once';
  return `${c.id} ${time(c.created_at)} ${c.member_account} (member ${c.member_id}) ${c.kind} per ${c.period}: ${c.action} ${c.amount_before ?? 'none'} -> ${asked} ${c.currency}, ${when}`;
}

function exclusionLine(e: ExclusionRecord): string {
  const end = e.ends_at === null ? 'permanent' : `until ${time(e.ends_at)}`;
  const state =
    e.lifted_at !== null
      ? `lifted ${time(e.lifted_at)}${e.lifted_by ? ` by ${e.lifted_by}: ${e.lift_reason ?? ''}` : ' (replaced)'}`
      : e.in_force
        ? e.lift_allowed
          ? 'in force, may be lifted'
          : 'in force'
        : 'over';
  return `${e.id} ${e.member_account} (member ${e.member_id}) ${e.choice} from ${time(e.started_at)} ${end}; ${state}`;
}

/** Checks a command's words before anything is sent; answers the command to run. */
export function planProtectionCommand(
  words: string[],
  options: { site?: string; member?: string; before?: string },
  fail: Fail,
): Command {
  const [action, ...rest] = words;
  const site = wholeNumber(options.site, '--site', fail);
  switch (action ?? '') {
    case 'policies':
      return async (api) => {
        const { list } = await api.call(operatorLimitPoliciesCall, site === undefined ? {} : { site_id: site });
        return list.length === 0 ? 'No limit policy.' : list.map(policyLine).join('\n');
      };
    case 'policy': {
      const [currency, kindWord, periodWord, defaultWord, maximumWord] = rest;
      if (!currency) return fail('missing the currency');
      const body = {
        site_id: site ?? 1,
        currency,
        kind: oneOf<(typeof POLICY_KINDS)[number]>(kindWord, POLICY_KINDS, 'the kind', fail),
        period: oneOf<LimitPeriod>(periodWord, LIMIT_PERIODS, 'the period', fail),
        default_amount: amountWord(defaultWord, 'the default', fail),
        maximum_amount: amountWord(maximumWord, 'the maximum', fail),
      };
      return async (api) => {
        const saved = await api.call(operatorLimitPolicySetCall, body);
        return saved.default_amount === null && saved.maximum_amount === null
          ? `Removed: site ${saved.site_id} ${saved.currency} ${saved.kind} per ${saved.period} has no default or maximum.`
          : `Saved: ${policyLine(saved)}`;
      };
    }
    case 'changes':
    case 'exclusions': {
      const body = {
        member_id: wholeNumber(options.member, '--member', fail),
        before_id: wholeNumber(options.before, '--before', fail),
      };
      if (action === 'changes') {
        return async (api) => {
          const { list, next_before_id } = await api.call(operatorLimitChangesCall, body);
          if (list.length === 0) return 'No limit changes.';
          return [...list.map(changeLine), ...(next_before_id ? [`More: --before ${next_before_id}`] : [])].join('\n');
        };
      }
      return async (api) => {
        const { list, next_before_id } = await api.call(operatorExclusionsCall, body);
        if (list.length === 0) return 'No exclusions.';
        return [...list.map(exclusionLine), ...(next_before_id ? [`More: --before ${next_before_id}`] : [])].join('\n');
      };
    }
    default:
      return fail(`unknown command: protection ${words.join(' ')}`);
  }
}
