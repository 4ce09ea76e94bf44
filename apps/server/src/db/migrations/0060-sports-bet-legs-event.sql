-- The back office's events list counts each event's open bets, and an event's liability reads its legs: both by event.
create index sports_bet_legs_event on sports_bet_legs (event_id);
