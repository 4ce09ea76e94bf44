-- The sign-ins a session-time limit ends (docs/decisions/0082): the job that ends them at their hard end finds the
-- live ones past it through this index.
create index member_sessions_live_ends_by on member_sessions (ends_by) where revoked_at is null and ends_by is not null;
