-- Banners and logos whose artwork carries text need one picture per language (docs/decisions/0022-seeded-content-in-every-language.md).
-- A banner's variant for a language: its title (the image's alternative text) and its picture; a banner without a
-- variant for the asked language shows its own title and picture.
create table banner_variants (
  banner_id integer not null references banners (id) on delete cascade,
  language_code text not null references languages (code),
  title text not null default '',
  image_media_id integer not null references media (id),
  primary key (banner_id, language_code)
);

-- A logo of one language; a logo without a language serves every language that has none of that type.
alter table site_logos add column language_code text references languages (code);
create unique index site_logos_per_language on site_logos (site_id, type, language_code) where language_code is not null;
