-- Pop-up notices aimed by member state (docs/decisions/0042-notice-audiences-shared-accounts-outside-pictures.md):
-- the operator names who sees a notice: visitors, members who never deposited, members who deposited, members who took
-- a bonus. Notices written before keep showing to everyone.
alter table bulletins add column audiences text[] not null
  default '{visitor,never_deposited,deposited,bonus_taken}'
  check (audiences <@ '{visitor,never_deposited,deposited,bonus_taken}' and cardinality(audiences) > 0);

-- A bank account number bound by a second member is a security event for the operator: the bind looks the number up.
create index member_bank_accounts_number on member_bank_accounts (account_number);
