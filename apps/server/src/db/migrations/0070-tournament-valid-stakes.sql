-- A tournament ranked by total stake counts each bet's valid part (what carried risk), not its whole stake: hedged
-- table bets (banker and player on one round) would otherwise climb a leaderboard at almost no cost. A bet scored at
-- less than its stake is kept here with the part it was scored at, so that a win restating the bet's valid part
-- (a live table states it when the round closes) or a rollback corrects the entry by the difference.
create table tournament_bet_valid (
  tournament_id integer not null references tournaments (id),
  bet_id bigint not null,
  valid bigint not null check (valid >= 0),
  primary key (tournament_id, bet_id)
);
