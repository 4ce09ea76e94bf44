-- The back office's member page (docs/decisions/0076-back-office-members.md).

-- Operators' notes on a member: who wrote what, when. Notes are never edited or removed, only added.
create table member_notes (
  id serial primary key,
  member_id integer not null references members (id),
  operator_id integer not null references operators (id),
  body text not null,
  created_at timestamptz not null default now()
);
create index member_notes_member on member_notes (member_id, id desc);

-- Two-person approval: a balance adjustment whose absolute amount is above the site's threshold for its currency
-- waits here until a second operator approves (the money moves then, once) or rejects it. No row: no threshold.
create table adjustment_approval_thresholds (
  site_id integer not null references sites (id),
  currency_code text not null references currencies (code),
  amount bigint not null check (amount >= 0),
  updated_by integer references operators (id),
  updated_at timestamptz not null default now(),
  primary key (site_id, currency_code)
);

create table pending_adjustments (
  id serial primary key,
  member_id integer not null references members (id),
  site_id integer not null references sites (id),
  currency_code text not null references currencies (code),
  amount bigint not null check (amount <> 0),
  reason text not null,
  proposed_by integer not null references operators (id),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  decided_by integer references operators (id),
  decided_at timestamptz,
  decision_reason text not null default '',
  ledger_transaction_id bigint,
  created_at timestamptz not null default now(),
  check (decided_by is null or decided_by <> proposed_by)
);
create index pending_adjustments_pending on pending_adjustments (id desc) where status = 'pending';
create index pending_adjustments_member on pending_adjustments (member_id, id desc);

-- Risk hints (same device or address as other members): members by device and by sign-in address.
create index member_devices_udid on member_devices (udid);
create index member_sessions_ip on member_sessions (ip, member_id);
