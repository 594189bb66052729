-- Newest-first list keys (schemas/list-keys.ts): job_cards.list_key = 9999999999999 - opened_at and
-- bookings.list_key = booking_date with every digit d replaced by 9 - d. Document fields like any other: the
-- app computes them on every write; existing rows are filled here once.
alter table public.job_cards add column list_key bigint;
update public.job_cards set list_key = 9999999999999 - opened_at;
alter table public.job_cards alter column list_key set not null;
create index job_cards_list on public.job_cards (owner, status, list_key);

alter table public.bookings add column list_key text;
update public.bookings set list_key = translate(booking_date::text, '0123456789', '9876543210');
alter table public.bookings alter column list_key set not null;
