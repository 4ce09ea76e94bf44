-- The house's card and table games (docs/decisions/0028-house-card-and-table-games.md): rounds of blackjack, sic bo
-- and andar bahar. A blackjack hand stays in_play while the player decides (one per game session, so a reload finds
-- it again); step counts the claims on its state, so that two requests never act on the same state.
alter table house_rounds drop constraint house_rounds_kind_check;
alter table house_rounds add constraint house_rounds_kind_check
  check (kind in ('slot', 'baccarat', 'blackjack', 'sic_bo', 'andar_bahar'));
alter table house_rounds drop constraint house_rounds_status_check;
alter table house_rounds add constraint house_rounds_status_check
  check (status in ('in_play', 'settled', 'win_pending', 'rolled_back'));
alter table house_rounds add column step integer not null default 0;
create unique index house_rounds_one_in_play on house_rounds (session_token) where status = 'in_play';
