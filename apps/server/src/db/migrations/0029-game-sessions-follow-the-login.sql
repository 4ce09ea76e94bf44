-- A game session lives no longer than the member's sign-in that opened it (docs/decisions/0040-game-sessions-end-with-
-- the-login.md). A sign-in is a chain of member sessions: the first one's token, then each token its rotation handed out
-- (session-tokens.ts). `login_id` names the chain by its first session; null on that first session itself (and on
-- sessions from before this migration), so that the chain of any row is coalesce(login_id, id).
alter table member_sessions add column login_id integer references member_sessions (id);
create index member_sessions_by_login on member_sessions (login_id) where login_id is not null;

-- The sign-in (chain) whose call opened the game session; null for demo sessions and those from before this migration.
-- Ending that sign-in (logout, a new login, a password change or reset) ends the game session in the same transaction,
-- in the database, so that every node refuses its bets at once.
alter table game_sessions add column login_id integer references member_sessions (id);
