/**
 * The `letters`, `red-envelopes` and `sign-in` commands of the operator command line
 * (docs/decisions/0025-letters-red-envelopes-sign-in.md). Each one is a call of the operator API; what to create is
 * read from a JSON file holding the call's body.
 */
import {
  type OperatorLetter,
  type OperatorRedEnvelope,
  type OperatorSignInCalendar,
  operatorLetterCancelCall,
  operatorLetterSendCall,
  operatorLettersListCall,
  operatorRedEnvelopeCancelCall,
  operatorRedEnvelopeCreateCall,
  operatorRedEnvelopesListCall,
  operatorSignInCancelCall,
  operatorSignInCreateCall,
  operatorSignInListCall,
} from '@casino/contract/calls/engagement-calls.ts';
import { type Api, bodyFrom, type Command, type Fail, idOf, wholeNumber } from './command-words.ts';

export const ENGAGEMENT_AREAS = ['letters', 'red-envelopes', 'sign-in'] as const;

export const ENGAGEMENT_USAGE = `  letters send --file letter.json                      sends a letter; the file holds {site_id, title, body, audience}
                                                       with texts per language and audience {kind: member,
                                                       member_account} | {kind: members, member_accounts} |
                                                       {kind: segment, currency?, vip_level?, agent_account?} |
                                                       {kind: everyone} (support, admin)
  letters list [--site 1] [--limit 50]                 letters, newest first, with delivery and read counts
  letters cancel <id>                                  stops a letter and takes it out of every box
  red-envelopes create --file promotion.json           schedules a red-envelope promotion: {site_id, title, starts_at,
                                                       ends_at, eligibility none|deposit|wager, eligibility_days,
                                                       budgets: [{currency, budget, min_amount, max_amount,
                                                       eligibility_amount}]} (finance, admin)
  red-envelopes list [--site 1] [--limit 50]           promotions with status and what is left of each budget
  red-envelopes cancel <id>                            no claim is taken from then on
  sign-in create --file calendar.json                  opens a sign-in calendar: {site_id, currency, starts_on, ends_on,
                                                       rewards: ["1.00", "2.00", ...], min_turnover} (finance, admin)
  sign-in list [--site 1] [--limit 50]                 calendars with check-ins and money paid
  sign-in cancel <id>                                  no check-in from then on
`;

const title = (text: Record<string, string>) => text.en_US ?? Object.values(text)[0] ?? '';

function letterLine(l: OperatorLetter): string {
  return `letter ${l.id} site ${l.site_id} ${l.status}: delivered ${l.delivered}, read ${l.read} - ${title(l.title)}`;
}

function promotionLine(p: OperatorRedEnvelope): string {
  const budgets = p.budgets.map((b) => `${b.currency} ${b.remaining}/${b.budget} left, ${b.claims} claims`).join('; ');
  return `red envelope ${p.id} site ${p.site_id} ${p.status} ${p.starts_at} - ${p.ends_at}: ${budgets} - ${title(p.title)}`;
}

function calendarLine(c: OperatorSignInCalendar): string {
  return `sign-in ${c.id} site ${c.site_id} ${c.currency} ${c.status} ${c.starts_on} - ${c.ends_on}: rewards ${c.rewards.join(', ')}, turnover ${c.min_turnover}, ${c.claims} check-ins, ${c.paid} paid`;
}

/** Checks a command's words before anything is sent; answers the command to run. */
export function planEngagementCommand(
  area: (typeof ENGAGEMENT_AREAS)[number],
  words: string[],
  options: { site?: string; file?: string; limit?: string },
  fail: Fail,
): Command {
  const [action, idWord] = words;
  const listBody = { site_id: wholeNumber(options.site, 'site', fail), limit: wholeNumber(options.limit, 'limit', fail) };
  switch (`${area} ${action ?? ''}`) {
    case 'letters send':
      return async (api) => letterLine(await api.call(operatorLetterSendCall, await bodyFrom(options.file, fail)));
    case 'letters list':
      return async (api) => {
        const { list } = await api.call(operatorLettersListCall, listBody);
        return list.length === 0 ? 'No letters.' : list.map(letterLine).join('\n');
      };
    case 'letters cancel': {
      const id = idOf(idWord, fail);
      return async (api) => letterLine(await api.call(operatorLetterCancelCall, { id }));
    }
    case 'red-envelopes create':
      return async (api) => promotionLine(await api.call(operatorRedEnvelopeCreateCall, await bodyFrom(options.file, fail)));
    case 'red-envelopes list':
      return async (api) => {
        const { list } = await api.call(operatorRedEnvelopesListCall, listBody);
        return list.length === 0 ? 'No red-envelope promotions.' : list.map(promotionLine).join('\n');
      };
    case 'red-envelopes cancel': {
      const id = idOf(idWord, fail);
      return async (api) => promotionLine(await api.call(operatorRedEnvelopeCancelCall, { id }));
    }
    case 'sign-in create':
      return async (api) => calendarLine(await api.call(operatorSignInCreateCall, await bodyFrom(options.file, fail)));
    case 'sign-in list':
      return async (api) => {
        const { list } = await api.call(operatorSignInListCall, listBody);
        return list.length === 0 ? 'No sign-in calendars.' : list.map(calendarLine).join('\n');
      };
    case 'sign-in cancel': {
      const id = idOf(idWord, fail);
      return async (api) => calendarLine(await api.call(operatorSignInCancelCall, { id }));
    }
    default:
      return fail(`unknown command: ${[area, ...words].join(' ')}`);
  }
}
