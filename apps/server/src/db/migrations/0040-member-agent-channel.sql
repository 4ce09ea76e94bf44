-- How a member came to their agent: an agent link (?id=), one of the agent's domains (its host kept), or a member's
-- invite. The agent's Promotion page counts sign-ups per link and per domain from these (decision 51).
alter table members add column agent_channel text check (agent_channel in ('link', 'domain', 'invite'));
alter table members add column agent_domain_host text;
