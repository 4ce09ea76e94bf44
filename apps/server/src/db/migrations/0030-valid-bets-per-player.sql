-- The player a house session belongs to, an opaque reference the platform gives at launch (docs/decisions/0039):
-- bets on opposite sides of one live round or virtual event cover each other per player, across the player's
-- sessions, so that wagering and rebates count only what was at risk. Null on demo sessions and older ones (their
-- bets are grouped by session).
alter table house_sessions add column player text;

-- A virtual event's bets, read at settlement to find a player's other bets on it.
create index virtual_bets_event on virtual_bets (league, event_no);
