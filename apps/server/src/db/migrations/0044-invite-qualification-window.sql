-- Friend invites (docs/decisions/0056): a friend qualifies only by what they do within this many days of registering.
alter table friend_invite_programmes
  add column qualify_within_days integer not null default 30 check (qualify_within_days between 1 and 365);
-- The reward worker looks only at friends registered within the longest window: this bounds its scan.
create index members_invited_created on members (created_at) where recommender_id is not null;
