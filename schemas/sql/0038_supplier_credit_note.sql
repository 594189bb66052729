-- A debit note's answer from the supplier (issue 21; research/modules.md §3.2, §3.8): the supplier's own credit
-- note under s.34 — its number and date — which proves the input tax the dealer reversed on the return. It is
-- recorded on the posted debit note once the supplier issues it, and like a delivery it is a fact: set once,
-- never rewritten. voucher_guard (0032) is replaced with `supplier_cn` added to what a posted voucher may take.
alter table public.vouchers add column supplier_cn jsonb;

create or replace function public.voucher_guard() returns trigger language plpgsql set search_path = '' as $$
declare
  -- Bookkeeping of every write (owner and authors are the touch trigger's, which runs after this one), and what
  -- a posted voucher may still change.
  free constant text[] := array['rev', 'updated_at', 'owner', 'created_by', 'updated_by', '_modified', 'status',
                                'cancel', 'einvoice', 'print_count', 'payment', 'delivery', 'itc_reversal',
                                'supplier_cn'];
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
     -- So is the supplier's credit note, and only a debit note answers to one.
     or (old.supplier_cn is not null and new.supplier_cn is distinct from old.supplier_cn)
     or (new.supplier_cn is not null and new.type not in ('vpret', 'ppret'))
     or new._deleted then
    raise exception 'a posted voucher changes only by cancellation, e-invoice, delivery, ITC reversal, supplier credit note, cheque status or print count'
      using errcode = 'AB410';
  end if;
  return new;
end $$;
revoke execute on function public.voucher_guard() from public;
