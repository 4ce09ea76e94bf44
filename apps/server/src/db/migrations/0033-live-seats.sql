-- Players at a live table (docs/decisions/0043-live-table-clock-and-shared-totals.md): each node writes how many pages
-- it holds at each table, renewed while they stay; a table's players are the sum of the rows still fresh, so that
-- players on every node are counted together with or without the Redis adapter. A node that stops deletes its rows;
-- one that dies leaves rows that stop counting once they are no longer renewed.
create table live_seats (
  table_id text not null references live_tables (id),
  node_id text not null,
  players integer not null check (players >= 0),
  seen_at timestamptz not null,
  primary key (table_id, node_id)
);
