-- A short lease on a member's wallet while a balance return runs, so that two returns (from two tabs or two
-- nodes) do not run at once; it expires by itself if a node dies mid-way.
alter table members add column wallet_busy_until timestamptz;
