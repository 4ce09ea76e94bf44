-- The sportsbook is a transfer-wallet provider of the platform (docs/decisions/0062): a member's sportsbook wallet is
-- the member's wallet at that provider (ledger account member:<id>:provider:<gp_id>), the one the launch fills and
-- the one-key return empties. Each bet names the provider whose wallet staked it and is paid back into.
alter table sports_bets add column gp_id integer not null references game_providers (id);
create index sports_bets_member_status on sports_bets (member_id, status, id desc);
