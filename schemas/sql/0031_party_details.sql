-- What a vehicle invoice, Form 21 and the ledger need of a party (issue 20; research/modules.md §1.1, §2.2, §3.4):
-- its GST category (regular / composition / unregistered / sez; null on a party saved before: read as regular
-- with a GSTIN, else unregistered), relation (S/O, W/O, D/O, C/O and a name), PIN, delivery address, the Form 60
-- declaration of a buyer without PAN, credit days, the reason no TCS is collected from it and whether it is a
-- sub-dealer buying for resale. sync_push copies every column of the table (0025, 0027), so nothing else changes.
alter table public.parties add column gst_category text
  check (gst_category in ('regular', 'composition', 'unregistered', 'sez'));
alter table public.parties add column relation jsonb;
alter table public.parties add column pin text check (length(pin) <= 6);
alter table public.parties add column delivery_address text;
alter table public.parties add column form60 boolean;
alter table public.parties add column credit_days int check (credit_days between 0 and 365);
alter table public.parties add column tcs_exempt_reason text;
alter table public.parties add column is_sub_dealer boolean;
