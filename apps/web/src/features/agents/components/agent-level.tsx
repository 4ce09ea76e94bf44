import { useTranslation } from 'react-i18next';
import { useAgentLevel } from '../api/agent-level.ts';

/** The agent's level under the centre's title: by the name the operator gave it, else by its number. */
export function AgentLevel() {
  const { t } = useTranslation();
  const level = useAgentLevel(true);
  if (!level.data || level.data.agent_level < 1) return null;
  const { name, agent_level } = level.data;
  return (
    <p className="agent-level" data-testid="agent-level">
      {name ? t('agents.level_named', { name }) : t('agents.level_number', { level: agent_level })}
    </p>
  );
}
