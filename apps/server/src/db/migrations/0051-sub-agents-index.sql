-- The sub-agents of some agents (the operator's tree view, the StratifiedTable's levels, the walk up a tree), found
-- without reading every member under them: a top agent with 80,000 members and 9 sub-agents took a 14 ms sequential
-- scan on PostgreSQL, 0.05 ms with this index (docs/decisions/0069-commission-corrections.md).
create index members_sub_agents on members (agent_id, id) where is_agent;
