-- What a vehicle invoice and a credit note keep besides the books' fields (issue 20; research/modules.md §1.2,
-- §3.4, §3.5): `details` (the settings' unregistered-buyer fields and the booking's custom fields, printed by
-- label), `delivery` (when, odometer, gate pass, checklist) and `itc_reversal` (a B2B credit note's status in
-- the buyer's IMS). The buyer's relation, delivery address and Form 60 ride in the `party` snapshot (jsonb).
-- A posted voucher may still change its delivery and ITC reversal, as the law lets it: voucher_guard (0026)
-- is replaced with both added to what it leaves free.
alter table public.vouchers add column details jsonb;
alter table public.vouchers add column delivery jsonb;
alter table public.vouchers add column itc_reversal jsonb;

create or replace function public.voucher_guard() returns trigger language plpgsql set search_path = '' as $$
declare
  -- Bookkeeping of every write (owner and authors are the touch trigger's, which runs after this one), and what
  -- a posted voucher may still change.
  free constant text[] := array['rev', 'updated_at', 'owner', 'created_by', 'updated_by', '_modified', 'status',
                                'cancel', 'einvoice', 'print_count', 'payment', 'delivery', 'itc_reversal'];
begin
  if old.status = 'draft' then
    return new;
  end if;
  if (to_jsonb(new) - free) is distinct from (to_jsonb(old) - free)
     or (new.payment - 'cheque_status') is distinct from (old.payment - 'cheque_status')
     or not (new.status = old.status or (old.status = 'posted' and new.status = 'cancelled'))
     or (new.status = 'cancelled' and new.cancel is null)
     -- A delivery, once recorded, is a fact: it is not taken back or rewritten.
     or (old.delivery is not null and new.delivery is distinct from old.delivery)
     or new._deleted then
    raise exception 'a posted voucher changes only by cancellation, e-invoice, delivery, ITC reversal, cheque status or print count'
      using errcode = 'AB410';
  end if;
  return new;
end $$;
revoke execute on function public.voucher_guard() from public;
