-- Job card lines v2 and billing (issue 21 items 3, 6; research/modules.md §3.9). The lines (jsonb) now name their
-- part of the master, a discount, who pays (customer / warranty / free / insurance) and an insurer's share; the
-- card names its insurer (`insurer_id`, a party) and, once billed, the workshop invoices it was billed on
-- (`billing`: `{ invoice_ids, at, by }`). sync_push copies every column of the table, so it is not rewritten.
--
-- A billed card's lines are on a tax invoice, which is never edited (Rule 46(b), s.34): job_card_billing_guard
-- refuses, with AB410 (answered by sync_push as a conflict with the stored row, so a stale device's edit comes
-- back and is logged, never merged in), any change of a billed card's lines, customer, insurer or billing, its
-- cancellation and its deletion. The billing is cleared only when none of its invoices is still posted (each was
-- cancelled), and only then may the card be edited again.
alter table public.job_cards add column insurer_id text check (length(insurer_id) <= 40);
alter table public.job_cards add column billing jsonb
  check (billing is null or jsonb_typeof(billing -> 'invoice_ids') = 'array');

create or replace function public.job_card_billing_guard() returns trigger language plpgsql set search_path = '' as $$
begin
  if old.billing is null then
    return new;
  end if;
  if new.billing is null then
    if exists (
      select 1 from public.vouchers v
      where v.owner = old.owner and v.status = 'posted'
        and v.id in (select jsonb_array_elements_text(old.billing -> 'invoice_ids'))
    ) then
      raise exception 'a billed job card is unbilled only when each of its invoices is cancelled'
        using errcode = 'AB410';
    end if;
    return new;
  end if;
  if new.labour is distinct from old.labour
     or new.parts is distinct from old.parts
     or new.party_id is distinct from old.party_id
     or new.insurer_id is distinct from old.insurer_id
     or new.billing is distinct from old.billing
     or new.status = 'cancelled'
     or new._deleted then
    raise exception 'a billed job card keeps its lines, customer and insurer, and is not cancelled'
      using errcode = 'AB410';
  end if;
  return new;
end $$;
revoke execute on function public.job_card_billing_guard() from public;

create trigger job_cards_billing_guard before update on public.job_cards
  for each row execute function public.job_card_billing_guard();
