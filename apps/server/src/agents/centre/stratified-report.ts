import type { Db } from '../../db/database.ts';
import { operationFigures, type ReportAgent, reportPeriod } from './operation-report.ts';

/** How many levels of the tree the StratifiedTable shows below the agent. */
export const STRATIFIED_LEVELS = 5;

/**
 * The agent centre's StratifiedTable: the OperationTable's figures per level of the agent's tree. Level 1 is the
 * agent's own members; level 2 the members of its sub-agents; level 3 those of their sub-agents, and so on down to
 * STRATIFIED_LEVELS, stopping at the first level without agents. Only the caller's own tree is walked.
 */
export async function stratifiedReport(db: Db, agent: ReportAgent, query: { start_date: string; end_date: string }) {
  const period = reportPeriod(query);
  const levels = [];
  const seen = new Set([agent.id]);
  let agentsOfLevel = [agent.id];
  for (let level = 1; level <= STRATIFIED_LEVELS && agentsOfLevel.length > 0; level += 1) {
    const { members, figures } = await operationFigures(db, agent, agentsOfLevel, period);
    levels.push({ level, agents: agentsOfLevel.length, members, figures });
    const below = await db
      .selectFrom('members')
      .select('id')
      .where('agent_id', 'in', agentsOfLevel)
      .where('is_agent', '=', true)
      .execute();
    // A cycle in the tree must not count an agent twice.
    agentsOfLevel = below.map((row) => row.id).filter((id) => !seen.has(id));
    for (const id of agentsOfLevel) seen.add(id);
  }
  return { currency: agent.currency, start_date: query.start_date, end_date: query.end_date, levels };
}
