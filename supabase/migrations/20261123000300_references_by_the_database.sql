-- A booking's reference is the database's alone (issue 8: "the database, not the browser,
-- decides amount, status and reference").
--
-- The first bookings migration let a visitor send their own reference (matching the pattern),
-- because a visitor cannot read the row back to show it in the toast. request_booking now answers
-- the reference the database chose, and the site sends none, so the API roles lose the right to
-- write the column: an insert naming it is refused (42501), and the column default makes one.

revoke insert on table public.bookings from anon, authenticated;
grant insert (
  user_id, customer_name, customer_email, customer_phone, tour_name, tour_slug,
  tour_date, end_date, adults, youths, number_of_guests, amount, special_requirements, status,
  tour_types, destinations, budget, safari_type
) on table public.bookings to anon, authenticated;

comment on column public.bookings.reference is 'Short human reference (TZ-XXXXXX) the database generates on insert; shown to the traveller and in the admin.';
