-- Recency of a member's games is read from a sequence rather than the clock: two starts within one clock tick (the
-- embedded PGlite's clock counts milliseconds) still keep the order in which they happened.
alter table member_recent_games add column played_order bigint;
update member_recent_games r
set played_order = o.n
from (select member_id, game_id, row_number() over (order by last_played_at, game_id) as n from member_recent_games) o
where o.member_id = r.member_id and o.game_id = r.game_id;
create sequence member_recent_games_played_order;
select setval('member_recent_games_played_order', coalesce(max(played_order), 0) + 1, false) from member_recent_games;
alter table member_recent_games
  alter column played_order set default nextval('member_recent_games_played_order'),
  alter column played_order set not null;
drop index member_recent_games_newest;
create index member_recent_games_newest on member_recent_games (member_id, played_order desc);
