import { agentStatementsCall, type CommissionStatementView } from '@casino/contract/calls/agent-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { agentKeys } from './agent-keys.ts';

export type CommissionStatement = CommissionStatementView;

/** Two years of monthly statements. */
const STATEMENT_LIMIT = 24;

/** POST /member/agent/statements: the agent's commission statements, newest month first. */
export async function fetchStatements(signal?: AbortSignal): Promise<{ list: CommissionStatement[] }> {
  const reply = await callApi(agentStatementsCall, { limit: STATEMENT_LIMIT }, { signal });
  // Newest first whatever order arrives: periods are YYYY-MM-DD, so text order is time order.
  return { list: [...reply.list].sort((a, b) => b.period.localeCompare(a.period)) };
}

export function useStatements() {
  const session = useSession();
  return useQuery({
    queryKey: agentKeys.statements(session?.memberId ?? 0),
    queryFn: ({ signal }) => fetchStatements(signal),
    enabled: session !== null,
  });
}
