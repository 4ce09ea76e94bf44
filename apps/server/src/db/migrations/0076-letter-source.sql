-- Who sent a letter (docs/decisions/0083): an operator, or the platform on a VIP level rise (one letter per rise).
-- The operators' list shows one source at a time, a page at a time, so that rises never bury the operators' letters.
alter table letters add column source text not null default 'operator' check (source in ('operator', 'vip_level'));
-- Rises written before the column: the only letters with no operator to one named member.
update letters set source = 'vip_level'
where created_by is null and audience ->> 'kind' = 'members' and jsonb_array_length(audience -> 'member_ids') = 1;
create index letters_site_source on letters (site_id, source, id desc);
