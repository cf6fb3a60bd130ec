-- Prices the database uses to compute a booking's amount (PRODUCT.md §2-3: a client cannot
-- under-price a booking). Reference data the product needs in production, so it lives in a
-- migration, not in seed.sql. Kept in `private`: the site shows prices from the shared-domain
-- catalogue, and a test proves the two agree.

create table private.tour_prices (
  tour_slug text primary key check (tour_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  adult_price numeric(10, 2) not null check (adult_price > 0),
  youth_price numeric(10, 2) not null check (youth_price >= 0),
  minimum_adults integer not null default 1 check (minimum_adults >= 1)
);
comment on table private.tour_prices is 'Per-person US dollar prices of each catalogue tour (seed 001 §9), by the slug in /tour/<slug>.';

create table private.custom_safari_rates (
  tour_type text primary key,
  per_person_rate numeric(10, 2) not null check (per_person_rate > 0)
);
comment on table private.custom_safari_rates is 'Per-person US dollar rate of a custom safari request by its FIRST tour type (seed 000 §9; types without their own rate cost 1500).';

-- Not exposed, and RLS on without any policy anyway: a table without RLS is one grant away from
-- being readable. The pricing trigger reads them as their owner; the service role bypasses RLS.
alter table private.tour_prices enable row level security;
alter table private.custom_safari_rates enable row level security;
revoke all on table private.tour_prices, private.custom_safari_rates from public, anon, authenticated;
grant select on table private.tour_prices, private.custom_safari_rates to service_role;

insert into private.tour_prices (tour_slug, adult_price, youth_price, minimum_adults) values
  ('serengeti-migration', 2970, 2970, 1),
  ('living-among-lions', 4470, 3350, 1),
  ('tarangire-safari', 1100, 950, 1),
  ('manyara-safari', 1834, 1500, 1),
  ('kilimanjaro-safari', 2068, 1654, 1),
  ('four-day-safari', 1232, 616, 1),
  ('arusha-to-manyara', 1450, 1088, 1),
  ('wildlife-cultural-experience', 1071, 535, 1),
  ('five-day-luxury-safari', 2266, 1133, 1);

insert into private.custom_safari_rates (tour_type, per_person_rate) values
  ('game-drive', 1500),
  ('hiking', 2000),
  ('cultural', 800),
  ('beach', 1200),
  ('yoga', 1800),
  ('photography', 2500),
  ('family', 1300),
  ('luxury', 3500),
  ('wildlife', 1500),
  ('walking', 1500),
  ('balloon', 1500),
  ('bird-watching', 1500);
