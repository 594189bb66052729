-- The language a party's messages are written in (issue 21: a service reminder on WhatsApp in the customer's
-- language): 'en' or 'hi', null reads as English. sync_push copies every column of the table (0025, 0027), so
-- nothing else changes.
alter table public.parties add column language text check (language in ('en', 'hi'));
