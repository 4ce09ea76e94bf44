/**
 * The `agents` commands of the operator command line (docs/decisions/0051-agent-commission.md): commission plans and
 * months, and the names of agent levels. Each one is a call of the operator API; a commission plan is read from a JSON
 * file holding the call's body.
 */
import { readFile } from 'node:fs/promises';
import {
  type AgentTreeNode,
  type CommissionCorrectionView,
  type CommissionPlanView,
  operatorAgentLevelNameSaveCall,
  operatorAgentLevelNamesCall,
  operatorAgentTreeCall,
  operatorCommissionCorrectionApproveCall,
  operatorCommissionCorrectionProposeCall,
  operatorCommissionCorrectionRejectCall,
  operatorCommissionCorrectionsCall,
  operatorCommissionPlanListCall,
  operatorCommissionPlanSaveCall,
  operatorCommissionRunNowCall,
  operatorCommissionSettlementsCall,
  operatorCommissionStatementsCall,
} from '@casino/contract/calls/agent-calls.ts';
import type { CallDefinition, CallResponse } from '@casino/contract/define-call.ts';
import { LANGUAGE_CODES } from '@casino/contract/languages.ts';

export const AGENT_USAGE = `  agents plan --file plan.json                         sets a site and currency's commission plan: {site_id, currency,
                                                       plan: {tiers: [{min_active_members, min_net_revenue,
                                                       rate_percent}], active: {min_valid_bet, min_deposits},
                                                       payment_fee_percent, platform_fee_percent, carry_negative 0|1,
                                                       upline_share_percent: [10, 5]}}
  agents plans [--site 1]                              commission plans per currency
  agents settlements [--site 1] [--limit 24]           months of commission settled
  agents statements <currency> <YYYY-MM-01> [--site 1] each agent's statement of a settled month
  agents settle                                        settles every ended month not settled yet, now
  agents correct <agent id> <currency> <YYYY-MM-01> --reason "..." [--commission 450.00] [--site 1]
                                                       proposes the statement's next version: that commission, or
                                                       without --commission the statement recomputed from the records
  agents corrections [--status pending] [--site 1]     corrections proposed, newest first
  agents approve-correction <id>                       approves another operator's correction: reverses the paid
                                                       version and pays the new one
  agents reject-correction <id> --reason "..."         rejects a waiting correction
  agents tree <agent id> <from YYYY-MM-DD> <to YYYY-MM-DD> [--level 1..5] [--page 1] [--limit 20]
                                                       an agent's tree: the agent and its sub-agents per level, with
                                                       member counts and their members' figures (audited)
  agents level-names [--site 1]                        the names of the site's agent levels per language
  agents level-name <level> <lang>=<name>... [--site 1]
                                                       names an agent level (1 to 20), replacing its names:
                                                       agents level-name 3 en_US="Gold partner" zh_CN=黄金合伙人
  agents level-unname <level> [--site 1]               drops a level's names: it is shown by its number again
`;

type Api = { call<C extends CallDefinition>(call: C, body: unknown): Promise<CallResponse<C>> };
type Command = (api: Api) => Promise<string>;
type Fail = (message: string) => never;

function wholeNumber(word: string | undefined, name: string, fail: Fail): number | undefined {
  if (word === undefined) return undefined;
  if (!/^\d{1,9}$/.test(word)) return fail(`${name} must be a whole number`);
  return Number(word);
}

function planLine(plan: CommissionPlanView): string {
  const tiers = plan.tiers
    .map((t) => `${t.rate_percent}% from ${t.min_active_members} active and ${t.min_net_revenue}`)
    .join(', ');
  const up = plan.upline_share_percent.length > 0 ? `, upline ${plan.upline_share_percent.join('/')}%` : '';
  return `site ${plan.site_id} ${plan.currency}: ${tiers}; fees ${plan.payment_fee_percent}% + ${plan.platform_fee_percent}%${plan.carry_negative ? ', losses carried' : ''}${up}`;
}

function treeNodeLine(node: AgentTreeNode, indent: string): string {
  const f = node.figures;
  return `${indent}${node.account} (${node.id})${node.agent_active ? '' : ' inactive'}: ${node.members} members, ${node.sub_agents} sub-agents; sign-ups ${f.sign_ups}, first deposits ${f.first_deposits}, active ${f.active_members}, deposits ${f.deposits}, withdrawals ${f.withdrawals}, valid bet ${f.valid_bet}, GGR ${f.gross_revenue}, bonuses ${f.bonuses}, rebates ${f.rebates}, NGR ${f.net_revenue}`;
}

function correctionLine(c: CommissionCorrectionView): string {
  const decided = c.decided_by ? `, ${c.status} by ${c.decided_by}${c.decision_reason ? ` (${c.decision_reason})` : ''}` : '';
  return `#${c.id} ${c.agent_account} (${c.agent_id}) ${c.currency} ${c.period} v${c.from_version} -> v${c.version} ${c.status}: commission ${c.before.commission} -> ${c.after.commission} (${c.mode}), "${c.reason}" by ${c.proposed_by}${decided}`;
}

function levelNamesLine(level: number, name: Record<string, string | undefined>): string {
  const names = Object.entries(name)
    .map(([lang, text]) => `${lang} "${text}"`)
    .join(', ');
  return `level ${level}: ${names || 'no name (shown by its number)'}`;
}

/** `lang=name` words into a name per language, checked against the contract's languages. */
function levelNameWords(words: string[], fail: Fail): Record<string, string> {
  if (words.length === 0) return fail('give at least one <lang>=<name>, or use agents level-unname');
  const name: Record<string, string> = {};
  for (const word of words) {
    const at = word.indexOf('=');
    const lang = at > 0 ? word.slice(0, at) : '';
    if (!(LANGUAGE_CODES as string[]).includes(lang)) {
      return fail(`"${word}" is not <lang>=<name> with lang one of ${LANGUAGE_CODES.join(', ')}`);
    }
    const text = word.slice(at + 1).trim();
    if (!text) return fail(`the ${lang} name is empty`);
    name[lang] = text;
  }
  return name;
}

/** Checks a command's words before anything is sent; answers the command to run. */
export function planAgentCommand(
  words: string[],
  options: {
    site?: string;
    file?: string;
    limit?: string;
    level?: string;
    page?: string;
    reason?: string;
    commission?: string;
    status?: string;
  },
  fail: Fail,
): Command {
  const [action, ...rest] = words;
  const site = wholeNumber(options.site, '--site', fail);
  switch (action ?? '') {
    case 'plan':
      return async (api) => {
        if (!options.file) return fail('missing --file (the request as JSON)');
        let body: unknown;
        try {
          body = JSON.parse(await readFile(options.file, 'utf8'));
        } catch (error) {
          return fail(`cannot read ${options.file}: ${(error as Error).message}`);
        }
        return `Saved: ${planLine(await api.call(operatorCommissionPlanSaveCall, body))}`;
      };
    case 'plans':
      return async (api) => {
        const { list } = await api.call(operatorCommissionPlanListCall, { site_id: site ?? 1 });
        return list.length === 0 ? 'No commission plans.' : list.map(planLine).join('\n');
      };
    case 'settlements':
      return async (api) => {
        const { list } = await api.call(operatorCommissionSettlementsCall, {
          site_id: site,
          limit: wholeNumber(options.limit, '--limit', fail),
        });
        return list.length === 0
          ? 'No month settled.'
          : list.map((s) => `site ${s.site_id} ${s.currency} ${s.period}: ${s.agents} agents, ${s.paid} paid`).join('\n');
      };
    case 'statements': {
      const [currency, period] = rest;
      if (!currency || !period) return fail('usage: agents statements <currency> <YYYY-MM-01>');
      return async (api) => {
        const { list } = await api.call(operatorCommissionStatementsCall, { site_id: site ?? 1, currency, period });
        return list.length === 0
          ? 'No statements.'
          : list
              .map(
                (s) =>
                  `${s.agent_account} (${s.agent_id}): ${s.members} members, ${s.active_members} active, net ${s.net_revenue}, carried in ${s.carried_in}, ${s.rate_percent}% -> ${s.commission}, upline ${s.upline_share}, carried out ${s.carried_out}`,
              )
              .join('\n');
      };
    }
    case 'settle':
      return async (api) => {
        const { list } = await api.call(operatorCommissionRunNowCall, {});
        return list.length === 0
          ? 'No month was due.'
          : list.map((s) => `site ${s.site_id} ${s.currency} ${s.period}: ${s.agents} agents, ${s.paid} paid`).join('\n');
      };
    case 'tree': {
      const [idWord, startDate, endDate] = rest;
      const agentId = wholeNumber(idWord, 'agent id', fail);
      if (agentId === undefined || !startDate || !endDate)
        return fail('usage: agents tree <agent id> <from YYYY-MM-DD> <to YYYY-MM-DD>');
      const level = wholeNumber(options.level, '--level', fail);
      const page = wholeNumber(options.page, '--page', fail);
      const count = wholeNumber(options.limit, '--limit', fail);
      return async (api) => {
        const tree = await api.call(operatorAgentTreeCall, {
          agent_id: agentId,
          start_date: startDate,
          end_date: endDate,
          level,
          page,
          count,
        });
        const lines = [`${tree.currency} ${tree.start_date} to ${tree.end_date}`, treeNodeLine(tree.agent, '')];
        for (const l of tree.levels) {
          const pages = Math.max(1, Math.ceil(l.total / (count ?? 20)));
          lines.push(`level ${l.level}: ${l.total} agents, page ${l.page} of ${pages}`);
          for (const node of l.list) lines.push(treeNodeLine(node, '  '));
        }
        return lines.join('\n');
      };
    }
    case 'correct': {
      const [idWord, currency, period] = rest;
      const agentId = wholeNumber(idWord, 'agent id', fail);
      if (agentId === undefined || !currency || !period)
        return fail('usage: agents correct <agent id> <currency> <YYYY-MM-01> --reason "..." [--commission 450.00]');
      if (!options.reason) return fail('missing --reason (why the statement is corrected)');
      const reason = options.reason;
      return async (api) =>
        `Proposed: ${correctionLine(
          await api.call(operatorCommissionCorrectionProposeCall, {
            site_id: site ?? 1,
            currency,
            period,
            agent_id: agentId,
            reason,
            commission: options.commission,
          }),
        )}`;
    }
    case 'corrections':
      return async (api) => {
        const { list } = await api.call(operatorCommissionCorrectionsCall, {
          site_id: site,
          status: options.status,
          limit: wholeNumber(options.limit, '--limit', fail),
        });
        return list.length === 0 ? 'No corrections.' : list.map(correctionLine).join('\n');
      };
    case 'approve-correction':
    case 'reject-correction': {
      const id = wholeNumber(rest[0], 'correction id', fail);
      if (id === undefined) return fail(`usage: agents ${action} <id>`);
      if (action === 'reject-correction' && !options.reason) return fail('missing --reason (why it is rejected)');
      return async (api) =>
        action === 'approve-correction'
          ? `Approved: ${correctionLine(await api.call(operatorCommissionCorrectionApproveCall, { id }))}`
          : `Rejected: ${correctionLine(await api.call(operatorCommissionCorrectionRejectCall, { id, reason: options.reason }))}`;
    }
    case 'level-names':
      return async (api) => {
        const { list } = await api.call(operatorAgentLevelNamesCall, { site_id: site ?? 1 });
        return list.length === 0 ? 'No agent level is named.' : list.map((l) => levelNamesLine(l.level, l.name)).join('\n');
      };
    case 'level-name':
    case 'level-unname': {
      const [levelWord, ...names] = rest;
      const level = wholeNumber(levelWord, 'level', fail);
      if (level === undefined)
        return fail(`usage: agents ${action} <level>${action === 'level-name' ? ' <lang>=<name>...' : ''}`);
      if (action === 'level-unname' && names.length > 0) return fail('agents level-unname takes the level only');
      const name = action === 'level-name' ? levelNameWords(names, fail) : {};
      return async (api) => {
        const saved = await api.call(operatorAgentLevelNameSaveCall, { site_id: site ?? 1, level, name });
        return `Saved: ${levelNamesLine(saved.level, saved.name)}`;
      };
    }
    default:
      return fail(`unknown command: agents ${words.join(' ')}`);
  }
}
