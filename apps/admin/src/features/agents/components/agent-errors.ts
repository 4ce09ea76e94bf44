import { AgentCode, AgentOperatorCode } from '@casino/contract/calls/agent-calls.ts';
import { AdminCallError } from '../../../lib/admin-api.ts';

const MESSAGES: Record<number, string> = {
  [AgentOperatorCode.currencyNotOffered]: 'agents.error.currencyNotOffered',
  [AgentOperatorCode.invalidPlan]: 'agents.error.invalidPlan',
  [AgentOperatorCode.noPendingApplication]: 'agents.error.decided',
  [AgentCode.badPeriod]: 'agents.error.badPeriod',
  [AgentOperatorCode.noSuchAgent]: 'agents.error.noSuchAgent',
  [AgentOperatorCode.noStatement]: 'agents.error.noStatement',
  [AgentOperatorCode.correctionNotPending]: 'agents.error.notPending',
  [AgentOperatorCode.ownProposal]: 'agents.error.ownProposal',
  [AgentOperatorCode.statementChanged]: 'agents.error.statementChanged',
  [AgentOperatorCode.agentWalletShort]: 'agents.error.walletShort',
  [AgentOperatorCode.correctionWaiting]: 'agents.error.correctionWaiting',
  [AgentOperatorCode.badAmount]: 'agents.error.badAmount',
  400: 'agents.error.invalid',
  403: 'agents.error.forbidden',
};

/** The message key of a refused agent call: its own codes (AgentOperatorCode, 111 of the period), else an HTTP status. */
export function agentError(failure: unknown): string {
  if (!(failure instanceof AdminCallError)) return 'signIn.error.network';
  return MESSAGES[failure.code] ?? 'signIn.error.network';
}

/** The rules an invalid plan (103) broke, as the server names them in data.problems. */
export function planProblems(failure: unknown): string[] {
  if (!(failure instanceof AdminCallError) || failure.code !== AgentOperatorCode.invalidPlan) return [];
  const data = failure.data as { problems?: unknown } | null;
  return Array.isArray(data?.problems) ? data.problems.filter((p): p is string => typeof p === 'string') : [];
}
