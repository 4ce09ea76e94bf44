-- A member's favourite games and last-played games (docs/decisions/0014-game-catalogue.md).

create table member_favorite_games (
  member_id integer not null references members (id),
  game_id integer not null references games (id),
  created_at timestamptz not null default now(),
  primary key (member_id, game_id)
);
create index member_favorite_games_newest on member_favorite_games (member_id, created_at desc);

-- Filled by the play flow through recordRecentGame (apps/server/src/games/record-recent-game.ts); at most
-- RECENT_GAMES_KEPT rows per member, the oldest dropped.
create table member_recent_games (
  member_id integer not null references members (id),
  game_id integer not null references games (id),
  play_count integer not null default 1,
  last_played_at timestamptz not null default now(),
  primary key (member_id, game_id)
);
create index member_recent_games_newest on member_recent_games (member_id, last_played_at desc);
