import { agentLevelRenameCall } from '@casino/contract/calls/agent-calls.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { agentKeys } from './agent-keys.ts';

/** POST /arks/web/agent-level-rename: the agent's level and the name the operator gave it (SPEC section 4). */
export function useAgentLevel(enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: agentKeys.level(session?.memberId ?? 0),
    queryFn: ({ signal }) => callApi(agentLevelRenameCall, {}, { signal }),
    enabled: enabled && session !== null,
    staleTime: 5 * 60_000,
  });
}
