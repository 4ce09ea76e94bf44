-- A member on a break or self-excluded may still withdraw their balance (docs/decisions/0079): the refused sign-in
-- (108, after the password) hands out a short session that may only reach the balance, bank accounts and withdrawals.
alter table member_sessions add column withdraw_only boolean not null default false;
