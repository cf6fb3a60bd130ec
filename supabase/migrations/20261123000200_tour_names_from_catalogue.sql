-- A tour booking's name and end date come from the database's catalogue, like its amount.
--
-- The pricing trigger already refused to take the amount from the client; the tour name and the
-- end date it left alone, so a hostile client could store a cheap tour's slug next to a dear
-- tour's name, and the admin would read the wrong tour beside the amount. private.tour_prices now
-- holds each tour's title and length (a test proves they equal shared-domain's catalogue), and
-- the trigger sets both for every tour booking. Custom safari requests keep the name the form
-- builds from their constrained types and destinations, and the dates the traveller chose.

alter table private.tour_prices
  add column title text check (char_length(btrim(title)) between 1 and 500),
  add column duration_days integer check (duration_days between 1 and 60);

update private.tour_prices as p
set title = v.title, duration_days = v.days
from (values
  ('serengeti-migration', '8 Day Explore Serengeti Great Wildebeests Migration Tour', 8),
  ('living-among-lions', '5 Day Living Among Lions - High-End', 5),
  ('tarangire-safari', '3 Day Luxury Safari - Tarangire NP & Ngorongoro Crater', 3),
  ('manyara-safari', '4 Day Manyara, Serengeti and Ngorongoro Mid-Range Safari', 4),
  ('kilimanjaro-safari', '6-Day Kilimanjaro Hike, Safari and Tanzania Recovery', 6),
  ('four-day-safari', '4-Day Safari to Arusha, Tarangire, Manyara & Ngorongoro', 4),
  ('arusha-to-manyara', '4-Day Arusha to Lake Manyara Safari Adventure', 4),
  ('wildlife-cultural-experience', '3-Day Wildlife and Cultural Experience in Tanzania', 3),
  ('five-day-luxury-safari', '5-Day Private Luxury Safari Northern Circuit', 5)
) as v(slug, title, days)
where p.tour_slug = v.slug;

alter table private.tour_prices
  alter column title set not null,
  alter column duration_days set not null;
comment on column private.tour_prices.title is 'The tour''s title as the catalogue shows it; stored as bookings.tour_name.';
comment on column private.tour_prices.duration_days is 'Days the tour lasts; a booking ends duration_days - 1 days after its tour_date.';

create or replace function private.price_new_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour private.tour_prices%rowtype;
  rate numeric;
  today date := (now() at time zone 'Africa/Dar_es_Salaam')::date;
begin
  if new.tour_date < today then
    raise exception 'The tour date % is in the past', new.tour_date
      using errcode = '23514', hint = 'Choose today or a later day.';
  end if;
  if new.end_date < today then
    raise exception 'The end date % is in the past', new.end_date using errcode = '23514';
  end if;

  new.number_of_guests := new.adults + new.youths;

  if new.tour_slug is not null then
    select * into tour from private.tour_prices where tour_slug = new.tour_slug;
    if not found then
      raise exception 'Unknown tour "%"', new.tour_slug
        using errcode = '23503', hint = 'Book one of the catalogue''s tours.';
    end if;
    if new.adults < tour.minimum_adults then
      raise exception 'This tour needs at least % adult(s)', tour.minimum_adults using errcode = '23514';
    end if;
    new.amount := new.adults * tour.adult_price + new.youths * tour.youth_price;
    -- What the admin reads is the tour that was priced, whatever name or end the client sent.
    new.tour_name := tour.title;
    new.end_date := new.tour_date + (tour.duration_days - 1);
  else
    select per_person_rate into rate
    from private.custom_safari_rates
    where tour_type = new.tour_types[1];
    new.amount := coalesce(rate, 1500) * new.number_of_guests;
  end if;
  return new;
end;
$$;
comment on function private.price_new_booking() is 'Trigger: computes amount and number_of_guests from the database''s prices, and a tour booking''s name and end date from its catalogue row; refuses unknown tours and past dates.';
