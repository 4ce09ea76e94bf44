-- The youngest age at which a site lets someone register (its service agreement says 18+ unless the operator's
-- market says otherwise); checked by the server on registration and by the form. 0 turns the check off.
alter table sites add column minimum_age smallint not null default 18 check (minimum_age between 0 and 99);

-- How players reach the site's support, shown on the site's own support page (/support). The customer-service link
-- of a site may point there, or to the operator's own support service.
alter table sites add column support_email text not null default '';
alter table sites add column support_phone text not null default '';
