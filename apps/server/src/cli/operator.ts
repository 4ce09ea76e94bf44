/**
 * The operator command line: `npm run operator -- <command>`. It talks to a running server over the operator HTTP
 * API (never to the database, which the embedded PGlite lets only one process open), signs in at the start of a run
 * and out at its end. Exit codes: 0 done, 1 refused or failed, 2 wrong usage. The one exception is
 * create-first-admin, which opens the database itself because no one can sign in before the first admin exists.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  checkOperatorPassword,
  MEMBER_SECURITY_EVENT_KINDS,
  type MemberSecurityEvent,
  type MemberSecurityEventKind,
  OPERATOR_PASSWORD_RULES,
  OPERATOR_ROLES,
  type OperatorAccount,
  type OperatorAuditEntry,
  type OperatorDepositOrder,
  type OperatorRole,
  type OperatorWithdrawalOrder,
  operatorAccountCreateCall,
  operatorAccountDisableCall,
  operatorAccountEnableCall,
  operatorAccountPasswordCall,
  operatorAccountRoleCall,
  operatorAccountsListCall,
  operatorAuditListCall,
  operatorDepositConfirmCall,
  operatorDepositsListCall,
  operatorLoginCall,
  operatorLogoutCall,
  operatorMemberAdjustCall,
  operatorPasswordChangeCall,
  operatorSecurityEventsListCall,
  operatorWithdrawalApproveCall,
  operatorWithdrawalRejectCall,
  operatorWithdrawalsListCall,
} from '@casino/contract/calls/operator-calls.ts';
import { API_PREFIX, type CallDefinition, type CallResponse, IDEMPOTENCY_HEADER } from '@casino/contract/define-call.ts';
import { isSuccessCode } from '@casino/contract/envelope.ts';
import { LOTTERY_USAGE, planLotteryCommand } from '../lottery/lottery-cli.ts';
import { planSportsCommand, SPORTS_USAGE } from '../sports/operator/sports-cli.ts';
import { AGENT_USAGE, planAgentCommand } from './operator-agents.ts';
import { BONUS_AREAS, BONUS_USAGE, planBonusCommand } from './operator-bonuses.ts';
import { CONTENT_USAGE, planContentCommand } from './operator-content.ts';
import { ENGAGEMENT_AREAS, ENGAGEMENT_USAGE, planEngagementCommand } from './operator-engagement.ts';
import { INVITE_USAGE, planInviteCommand } from './operator-invites.ts';
import { LOYALTY_USAGE, planLoyaltyCommand } from './operator-loyalty.ts';
import { PROTECTION_USAGE, planProtectionCommand } from './operator-protection.ts';
import { planSecondFactorCommand, SECOND_FACTOR_USAGE } from './operator-second-factor.ts';
import { planTournamentCommand, TOURNAMENT_USAGE } from './operator-tournaments.ts';

const USAGE = `Usage: npm run operator -- [options] <command>

Commands:
  deposits list [--status pending] [--limit 100]      deposit orders, newest first
  deposits confirm <order>                             confirm a pending deposit (credits the member)
  withdrawals list [--status pending] [--limit 100]   withdrawal orders, newest first
  withdrawals approve <order> [--remark text]          pay a pending withdrawal
  withdrawals reject <order> --remark text             reject a pending withdrawal (money back to the member)
  members adjust <account> <amount> --reason text [--site 1] [--key key]
                                                       credit (12.50) or debit (-12.50) a member's main wallet;
                                                       a fresh idempotency key unless --key repeats one
  audit list [--limit 50] [--before id] [--action a]   the audit log, newest first (actions: login, login_failed,
                                                       logout, deposit.confirm, withdrawal.approve,
                                                       withdrawal.reject, member.adjust, operator.create,
                                                       operator.disable, operator.enable, operator.password,
                                                       operator.role, operator.password_change)
  security-events [--limit 50] [--before id] [--kind k] [--member account]
                                                       members' security events, newest first: withdraw
                                                       passwords and logins locked after wrong tries, bank
                                                       account numbers bound by a second member (kinds:
                                                       withdraw_password_locked, login_locked,
                                                       bank_account_shared)
  operators list                                       operator accounts: role, state, created, last login (admin)
  operators create <user> --role admin|finance|support [--site 1]
                                                       new operator; password from NEW_OPERATOR_PASSWORD or
                                                       --new-password (admin)
  operators disable <user>                             no more sign-ins; their open sessions end (admin)
  operators enable <user>                              lets a disabled operator sign in again (admin)
  operators password <user>                            sets a new password (NEW_OPERATOR_PASSWORD or --new-password)
                                                       and ends their open sessions (admin)
  operators role <user> --role admin|finance|support
                                                       changes another operator's role and ends their open
                                                       sessions, so the role applies at their next sign-in (admin;
                                                       not one's own role)
  operators change-password                            changes your own password: OPERATOR_PASSWORD is the current
                                                       one, the new one from NEW_OPERATOR_PASSWORD or --new-password;
                                                       your other sessions end (every role)
  create-first-admin --username <name> [--password-stdin] [--site 1]
                                                       the first operator of a deployment, an admin, made in the
                                                       database itself (DATABASE_URL, else DATA_DIR; on the embedded
                                                       database stop the server first); refused once an admin
                                                       exists. Prints a generated password once, or reads one from
                                                       standard input with --password-stdin
${CONTENT_USAGE}${ENGAGEMENT_USAGE}${BONUS_USAGE}${LOYALTY_USAGE}${TOURNAMENT_USAGE}${AGENT_USAGE}${INVITE_USAGE}${PROTECTION_USAGE}${LOTTERY_USAGE}${SPORTS_USAGE}${SECOND_FACTOR_USAGE}  help                                                 this text

A new operator password needs ${OPERATOR_PASSWORD_RULES}.

Options:
  --url <url>          server address (env CASINO_URL, default http://localhost:3000)
  --user <name>        operator user name (env OPERATOR_USER)
  --password <secret>  operator password (env OPERATOR_PASSWORD; prefer the variable, arguments show in ps)
  --totp <code>        your authenticator's code, once it is set up (env OPERATOR_TOTP)
  --recovery-code <c>  a recovery code instead of the authenticator's (used up)
  --new-password <secret>
                       password of the operator created or reset, or your own new one (env NEW_OPERATOR_PASSWORD;
                       same advice)
`;

/** A refusal or failure to report: the message goes to stderr and the run ends with the exit code. */
class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const OPTIONS = {
  url: { type: 'string' },
  user: { type: 'string' },
  password: { type: 'string' },
  status: { type: 'string' },
  limit: { type: 'string' },
  level: { type: 'string' },
  page: { type: 'string' },
  commission: { type: 'string' },
  before: { type: 'string' },
  action: { type: 'string' },
  remark: { type: 'string' },
  reason: { type: 'string' },
  min: { type: 'string' },
  max: { type: 'string' },
  payout: { type: 'string' },
  margin: { type: 'string' },
  delay: { type: 'string' },
  'price-margin': { type: 'string' },
  totp: { type: 'string' },
  'recovery-code': { type: 'string' },
  'stake-share': { type: 'string' },
  'payout-share': { type: 'string' },
  site: { type: 'string' },
  key: { type: 'string' },
  role: { type: 'string' },
  kind: { type: 'string' },
  member: { type: 'string' },
  'new-password': { type: 'string' },
  username: { type: 'string' },
  'password-stdin': { type: 'boolean' },
  file: { type: 'string' },
  from: { type: 'string' },
  until: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Options = ReturnType<typeof parseCommandLine>['values'];

function parseCommandLine(argv: string[]) {
  // A negative amount ("-50") would read as an option: keep such words aside as positionals.
  const negative = /^-\d+(\.\d+)?$/;
  const marked = argv.map((arg) => (negative.test(arg) ? `\u0000${arg}` : arg));
  try {
    const parsed = parseArgs({ args: marked, options: OPTIONS, allowPositionals: true, strict: true });
    return { ...parsed, positionals: parsed.positionals.map((p) => (p.startsWith('\u0000') ? p.slice(1) : p)) };
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
}

type Api = {
  call<C extends CallDefinition>(call: C, body: unknown, headers?: Record<string, string>): Promise<CallResponse<C>>;
  /** Sends a file's bytes to a path under /api (the content desk's picture upload) and answers the reply's data. */
  send(path: string, bytes: Buffer): Promise<unknown>;
};

/** The reply envelope as it arrived, not trusted to be well-formed. */
type Envelope = { code?: unknown; message?: string; data?: any };

function describeFailure(status: number, body: Envelope | null): string {
  if (status === 401) return 'not signed in, or the session ended (HTTP 401)';
  if (status === 403) return 'your role does not allow this (HTTP 403)';
  if (status === 409) return 'this idempotency key was used before for a different request (HTTP 409)';
  if (status === 429) return 'too many attempts; wait a few minutes (HTTP 429)';
  if (status === 400 && body?.data?.fields) {
    const fields = Object.entries(body.data.fields as Record<string, string[]>).map(([f, m]) => `${f}: ${m.join(', ')}`);
    return `invalid request (HTTP 400): ${fields.join('; ')}`;
  }
  if (status !== 200) return `HTTP ${status}${body?.message ? ` ${body.message}` : ''}`;
  return `refused: ${body?.message ?? 'unknown'} (code ${body?.code})`;
}

function createApi(baseUrl: string, token?: string): Api {
  const post = async (path: string, body: string | Buffer, headers: Record<string, string>) => {
    const url = `${baseUrl.replace(/\/+$/, '')}${API_PREFIX}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body,
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new CliError(`cannot reach ${baseUrl}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
    }
    const text = await response.text();
    let parsed: Envelope | null = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      throw new CliError(`unexpected answer from ${url} (HTTP ${response.status}): not JSON`);
    }
    if (response.status !== 200 || !parsed || typeof parsed.code !== 'number' || !isSuccessCode(parsed.code)) {
      throw new CliError(describeFailure(response.status, parsed));
    }
    return parsed.data;
  };
  return {
    send: (path, bytes) => post(path, bytes, { 'content-type': 'application/octet-stream' }),
    async call(call, body, headers = {}) {
      const data = await post(call.path, JSON.stringify(body), { 'content-type': 'application/json', ...headers });
      return data as CallResponse<typeof call>;
    },
  };
}

/** Text columns padded to their widest cell. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const time = (iso: string) => iso.replace('T', ' ').slice(0, 19);

function printDeposits(list: OperatorDepositOrder[]): string {
  if (list.length === 0) return 'No deposit orders.';
  return formatTable(
    ['ORDER', 'SITE', 'MEMBER', 'AMOUNT', 'METHOD', 'STATUS', 'PAYER', 'CREATED', 'REMARK'],
    list.map((o) => [
      o.order_number,
      String(o.site_id),
      o.member_account,
      `${o.amount} ${o.currency}`,
      o.method,
      o.needs_review ? `${o.status} (needs review)` : o.status,
      [o.payer_name, o.payer_reference].filter(Boolean).join(' / '),
      time(o.created_at),
      o.remark,
    ]),
  );
}

function printWithdrawals(list: OperatorWithdrawalOrder[]): string {
  if (list.length === 0) return 'No withdrawal orders.';
  return formatTable(
    ['ORDER', 'SITE', 'MEMBER', 'AMOUNT', 'STATUS', 'BANK', 'CREATED', 'REMARK'],
    list.map((o) => [
      o.order_number,
      String(o.site_id),
      o.member_account,
      `${o.amount} ${o.currency}`,
      o.status,
      `${o.bank.bank_name} ${o.bank.account_number} (${o.bank.account_name})`,
      time(o.created_at),
      o.remark,
    ]),
  );
}

function printAudit(list: OperatorAuditEntry[]): string {
  if (list.length === 0) return 'The audit log is empty.';
  return formatTable(
    ['ID', 'TIME', 'OPERATOR', 'ACTION', 'TARGET', 'IP', 'DETAILS'],
    list.map((e) => [
      String(e.id),
      time(e.created_at),
      e.operator_username ?? '-',
      e.action,
      e.target,
      e.ip,
      Object.keys(e.details).length > 0 ? JSON.stringify(e.details) : '',
    ]),
  );
}

function printSecurityEvents(list: MemberSecurityEvent[]): string {
  if (list.length === 0) return 'No security events.';
  return formatTable(
    ['ID', 'TIME', 'SITE', 'MEMBER', 'KIND', 'DETAIL'],
    list.map((e) => [
      String(e.id),
      time(e.created_at),
      String(e.site_id),
      e.member_account,
      e.kind,
      Object.keys(e.detail).length > 0 ? JSON.stringify(e.detail) : '',
    ]),
  );
}

/** The kind given with --kind, checked against the contract's list. */
function kindOption(options: Options): MemberSecurityEventKind | undefined {
  const kind = options.kind;
  if (kind === undefined) return undefined;
  if (!(MEMBER_SECURITY_EVENT_KINDS as readonly string[]).includes(kind))
    throw new CliError(`--kind must be one of ${MEMBER_SECURITY_EVENT_KINDS.join(', ')}`, 2);
  return kind as MemberSecurityEventKind;
}

function printOperators(list: OperatorAccount[]): string {
  if (list.length === 0) return 'No operators.';
  return formatTable(
    ['USER', 'ROLE', 'STATE', 'SITE', 'CREATED', 'LAST LOGIN'],
    list.map((o) => [
      o.username,
      o.role,
      o.active ? 'active' : 'disabled',
      String(o.site_id),
      time(o.created_at),
      o.last_login_at ? time(o.last_login_at) : 'never',
    ]),
  );
}

const sessions = (count: number) => `${count} open session${count === 1 ? '' : 's'} ended`;

function integerOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new CliError(`--${name} must be a whole number`, 2);
  return Number(value);
}

function needArgument(value: string | undefined, what: string): string {
  if (!value) throw new CliError(`missing ${what}\n\n${USAGE}`, 2);
  return value;
}

/**
 * The password of the operator created or reset, or one's own new one, checked here so that a weak one never reaches
 * the server.
 */
function newPassword(options: Options, env: NodeJS.ProcessEnv, username: string): string {
  const password = options['new-password'] ?? env.NEW_OPERATOR_PASSWORD;
  if (!password) throw new CliError('missing the new password: set NEW_OPERATOR_PASSWORD or give --new-password', 2);
  const problem = checkOperatorPassword(password, username);
  if (problem) throw new CliError(`the new password is too weak (${problem}): it needs ${OPERATOR_PASSWORD_RULES}`, 2);
  return password;
}

/** A command whose arguments were checked: run it with a signed-in API; it returns the text to print. */
type Command = (api: Api) => Promise<string>;

/** The role given with --role, checked against the contract's list. */
function roleOption(options: Options): OperatorRole {
  const role = needArgument(options.role, `--role (${OPERATOR_ROLES.join(', ')})`);
  if (!(OPERATOR_ROLES as readonly string[]).includes(role))
    throw new CliError(`--role must be one of ${OPERATOR_ROLES.join(', ')}`, 2);
  return role as OperatorRole;
}

/** Who the run signs in as (either may be missing until the command's usage has been checked). */
type SignIn = { username?: string; password?: string };

/** Checks a command's words and options before anything is sent, so that wrong usage never signs in. */
function planCommand(words: string[], options: Options, env: NodeJS.ProcessEnv, signIn: SignIn): Command {
  const [area, action, ...rest] = words;
  if ((ENGAGEMENT_AREAS as readonly string[]).includes(area ?? '')) {
    return planEngagementCommand(area as (typeof ENGAGEMENT_AREAS)[number], words.slice(1), options, (message) => {
      throw new CliError(`${message}\n\n${USAGE}`, 2);
    });
  }
  if ((BONUS_AREAS as readonly string[]).includes(area ?? '')) {
    return planBonusCommand(area as (typeof BONUS_AREAS)[number], words.slice(1), options, (message) => {
      throw new CliError(`${message}\n\n${USAGE}`, 2);
    });
  }
  if (area === 'lottery') {
    return planLotteryCommand(words.slice(1), options, (message) => {
      throw new CliError(`${message}\n\n${USAGE}`, 2);
    });
  }
  if (area === 'second-factor' || area === 'sessions') {
    return planSecondFactorCommand(area, words.slice(1), options, (message) => {
      throw new CliError(`${message}\n\n${USAGE}`, 2);
    });
  }
  if (area === 'sports') {
    return planSportsCommand(words.slice(1), options, (message) => {
      throw new CliError(`${message}\n\n${USAGE}`, 2);
    });
  }
  if (area === 'agents') {
    return planAgentCommand(words.slice(1), options, (message) => {
      throw new CliError(`${message}\n\n${USAGE}`, 2);
    });
  }
  if (area === 'protection') {
    return planProtectionCommand(words.slice(1), options, (message) => {
      throw new CliError(`${message}\n\n${USAGE}`, 2);
    });
  }
  if (area === 'tournaments') {
    return planTournamentCommand(words.slice(1), options, (message) => {
      throw new CliError(`${message}\n\n${USAGE}`, 2);
    });
  }
  if (area === 'loyalty') {
    return planLoyaltyCommand(words.slice(1), options, (message) => {
      throw new CliError(`${message}\n\n${USAGE}`, 2);
    });
  }
  if (area === 'invites') {
    return planInviteCommand(words.slice(1), options, (message) => {
      throw new CliError(`${message}\n\n${USAGE}`, 2);
    });
  }
  if (area === 'content') {
    return planContentCommand(
      words.slice(1),
      options,
      (message) => {
        throw new CliError(`${message}\n\n${USAGE}`, 2);
      },
      (message) => {
        throw new CliError(message);
      },
    );
  }
  switch (`${area} ${action ?? ''}`.trim()) {
    case 'deposits list': {
      const body = { status: options.status, limit: integerOption(options.limit, 'limit') };
      return async (api) => printDeposits((await api.call(operatorDepositsListCall, body)).list);
    }
    case 'deposits confirm': {
      const order = needArgument(rest[0], 'order number');
      return async (api) => {
        const result = await api.call(operatorDepositConfirmCall, { order_number: order });
        return `Deposit ${result.order_number} confirmed: ${result.status}.`;
      };
    }
    case 'withdrawals list': {
      const body = { status: options.status, limit: integerOption(options.limit, 'limit') };
      return async (api) => printWithdrawals((await api.call(operatorWithdrawalsListCall, body)).list);
    }
    case 'withdrawals approve': {
      const order = needArgument(rest[0], 'order number');
      return async (api) => {
        const result = await api.call(operatorWithdrawalApproveCall, { order_number: order, remark: options.remark });
        return `Withdrawal ${result.order_number} approved: ${result.status}.`;
      };
    }
    case 'withdrawals reject': {
      const order = needArgument(rest[0], 'order number');
      const remark = needArgument(options.remark, '--remark (the reason the member will see)');
      return async (api) => {
        const result = await api.call(operatorWithdrawalRejectCall, { order_number: order, remark });
        return `Withdrawal ${result.order_number} rejected: ${result.status}.`;
      };
    }
    case 'members adjust': {
      const account = needArgument(rest[0], 'member account');
      const amount = needArgument(rest[1], 'amount (for example 100 or -25.50)');
      const reason = needArgument(options.reason, '--reason');
      const key = options.key ?? `cli-${randomUUID()}`;
      const body = { member_account: account, site_id: integerOption(options.site, 'site') ?? 1, amount, reason };
      return async (api) => {
        const result = await api.call(operatorMemberAdjustCall, body, { [IDEMPOTENCY_HEADER]: key });
        return [
          `Adjusted ${result.member_account} (member ${result.member_id}, site ${result.site_id}) by ${result.amount} ${result.currency}.`,
          `Main balance now ${result.main_cash} ${result.currency}; ledger transaction ${result.transaction_id}; idempotency key ${key}.`,
        ].join('\n');
      };
    }
    case 'audit list': {
      const body = {
        limit: integerOption(options.limit, 'limit'),
        before_id: integerOption(options.before, 'before'),
        action: options.action,
      };
      return async (api) => printAudit((await api.call(operatorAuditListCall, body)).list);
    }
    case 'security-events': {
      const body = {
        limit: integerOption(options.limit, 'limit'),
        before_id: integerOption(options.before, 'before'),
        kind: kindOption(options),
        member_account: options.member,
      };
      return async (api) => printSecurityEvents((await api.call(operatorSecurityEventsListCall, body)).list);
    }
    case 'operators list':
      return async (api) => printOperators((await api.call(operatorAccountsListCall, {})).list);
    case 'operators create': {
      const username = needArgument(rest[0], 'user name');
      const role = roleOption(options);
      const body = {
        username,
        role,
        password: newPassword(options, env, username),
        site_id: integerOption(options.site, 'site'),
      };
      return async (api) => {
        const created = await api.call(operatorAccountCreateCall, body);
        return `Operator ${created.username} created (role ${created.role}, home site ${created.site_id}).`;
      };
    }
    case 'operators disable': {
      const username = needArgument(rest[0], 'user name');
      return async (api) => {
        const result = await api.call(operatorAccountDisableCall, { username });
        return `Operator ${result.username} disabled; ${sessions(result.revoked_sessions)}.`;
      };
    }
    case 'operators enable': {
      const username = needArgument(rest[0], 'user name');
      return async (api) => {
        const result = await api.call(operatorAccountEnableCall, { username });
        return `Operator ${result.username} enabled.`;
      };
    }
    case 'operators password': {
      const username = needArgument(rest[0], 'user name');
      const password = newPassword(options, env, username);
      return async (api) => {
        const result = await api.call(operatorAccountPasswordCall, { username, password });
        return `Password of ${result.username} set; ${sessions(result.revoked_sessions)}.`;
      };
    }
    case 'operators role': {
      const username = needArgument(rest[0], 'user name');
      const role = roleOption(options);
      return async (api) => {
        const result = await api.call(operatorAccountRoleCall, { username, role });
        return `Role of ${result.username} is now ${result.role}; ${sessions(result.revoked_sessions)}.`;
      };
    }
    case 'operators change-password': {
      // The current password is the one this run signs in with; without a sign-in, main says what is missing.
      const password = newPassword(options, env, signIn.username ?? '');
      return async (api) => {
        const result = await api.call(operatorPasswordChangeCall, {
          current_password: signIn.password ?? '',
          new_password: password,
        });
        const others = result.revoked_sessions;
        return `Password of ${result.username} changed; ${others} other open session${others === 1 ? '' : 's'} ended.`;
      };
    }
    default:
      throw new CliError(`unknown command: ${words.join(' ') || '(none)'}\n\n${USAGE}`, 2);
  }
}

/** Reads standard input to its end (a password piped in). */
async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** create-first-admin: checked like every command before anything is opened, then run against the database. */
async function firstAdmin(options: Options, env: NodeJS.ProcessEnv, stdin: () => Promise<string>): Promise<string> {
  const username = needArgument(options.username, '--username');
  let password: string | undefined;
  if (options['password-stdin']) {
    password = (await stdin()).replace(/\r?\n$/, '');
    const problem = checkOperatorPassword(password, username);
    if (problem) throw new CliError(`the password is too weak (${problem}): it needs ${OPERATOR_PASSWORD_RULES}`, 2);
  }
  const siteId = integerOption(options.site, 'site');
  const { createFirstAdminCommand } = await import('./create-first-admin-command.ts');
  const { FirstAdminRefused } = await import('../operators/create-first-admin.ts');
  try {
    return await createFirstAdminCommand({ username, password, siteId }, env);
  } catch (error) {
    if (error instanceof FirstAdminRefused) throw new CliError(`refused: ${error.message}`);
    throw error;
  }
}

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void,
  stdin: () => Promise<string> = readStandardInput,
): Promise<number> {
  const { values: options, positionals } = parseCommandLine(argv);
  if (options.help || positionals[0] === 'help') {
    out(USAGE);
    return 0;
  }
  if (positionals[0] === 'create-first-admin') {
    out(await firstAdmin(options, env, stdin));
    return 0;
  }
  const url = options.url ?? env.CASINO_URL ?? 'http://localhost:3000';
  const username = options.user ?? env.OPERATOR_USER;
  const password = options.password ?? env.OPERATOR_PASSWORD;
  const command = planCommand(positionals, options, env, { username, password });
  if (!username || !password)
    throw new CliError('sign-in needed: give --user and --password, or set OPERATOR_USER and OPERATOR_PASSWORD', 2);

  const totp = options.totp ?? env.OPERATOR_TOTP;
  const recovery = options['recovery-code'];
  const session = await createApi(url).call(operatorLoginCall, {
    username,
    password,
    ...(totp ? { totp } : {}),
    ...(recovery ? { recovery_code: recovery } : {}),
  });
  const api = createApi(url, session.token);
  try {
    out(await command(api));
    return 0;
  } finally {
    await api.call(operatorLogoutCall, {}).catch(() => undefined);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2), process.env, (text) => process.stdout.write(`${text}\n`)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof CliError) {
        process.stderr.write(`error: ${error.message}\n`);
        process.exitCode = error.exitCode;
      } else {
        process.stderr.write(`error: ${(error as Error).stack ?? String(error)}\n`);
        process.exitCode = 1;
      }
    },
  );
}
