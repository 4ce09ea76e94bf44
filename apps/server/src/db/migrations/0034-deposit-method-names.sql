-- A deposit method's name in each language the site offers (docs/decisions/0045): players read "Bank transfer" in
-- their own language. `name` stays the method's own name, shown where the asked language has none.
alter table deposit_methods add column names jsonb not null default '{}'::jsonb;
