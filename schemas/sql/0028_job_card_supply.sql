-- A job card's place of supply and tax split, fixed when it is saved (issue 19 part 1 item 5; research/modules.md
-- §2.1, IGST Act s.12(2)), so a reprint says what was issued and not what the customer's state is today.
-- pos: the 2-digit GST state code; supply: 'intra' (CGST+SGST/UTGST) or 'inter' (IGST). Both absent (null) on a
-- card saved before this, or by a build older than it: its print works them out from the customer's state, as
-- every print did until now. sync_push copies every column of the table (0025, 0027), so nothing else changes.
alter table public.job_cards add column pos text check (pos ~ '^[0-9]{2}$');
alter table public.job_cards add column supply text check (supply in ('intra', 'inter'));
