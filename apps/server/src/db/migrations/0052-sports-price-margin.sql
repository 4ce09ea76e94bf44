-- The book's own price margin (docs/decisions/0062): when set, every market the feed prices is offered at the feed's
-- fair probabilities (its margin removed in proportion) with this margin applied multiplicatively; null offers the
-- feed's prices as they are.
alter table sports_book_settings add column price_margin_bp integer check (price_margin_bp between 0 and 3000);
