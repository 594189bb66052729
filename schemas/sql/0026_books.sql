-- The books (issue 19, research/modules.md §1.1–1.3, §2.5): the dealer's own accounts of the chart and every
-- money document in one `vouchers` table, both replicated and enabled by 0024's one call.
--
-- vouchers: typed columns for what is filtered on (type, status, number, fy, doc_date, party, the documents it
-- hangs on), jsonb for the lines, totals, payment, postings and stock moves. A number is unique per company
-- and financial year once taken (drafts have none), a supplier's bill number per supplier and year; a clash
-- comes back per row (0022). A posted voucher is a legal document: the trigger lets it change only as the
-- law lets (cancelled with its reason, e-invoice details, a cheque's status, the print count) and is never
-- soft-deleted (nor deleted: a restrictive policy); any other change is refused with AB410, which sync_push
-- answers as a conflict
-- with the stored row (0025), so a stale device cannot edit a posted invoice. Which feature of the access
-- map a write needs goes by the voucher's type (voucher_module).

create table public.accounts (
  id text primary key check (length(id) between 1 and 40 and id !~ '^sys:'),
  owner uuid not null references auth.users(id) on delete cascade,
  rev int not null,
  created_at bigint not null,
  updated_at bigint not null,
  created_by uuid,
  updated_by uuid,
  name text not null check (length(name) between 1 and 120),
  name_key text not null,
  account_group text not null check (account_group in ('cash', 'bank', 'sundry_debtors', 'sundry_creditors',
    'sales', 'purchases', 'direct_income', 'indirect_income', 'direct_expenses', 'indirect_expenses',
    'duties_taxes', 'current_assets', 'current_liabilities', 'fixed_assets', 'loans', 'capital', 'stock')),
  opening_balance bigint not null default 0,
  bank jsonb,
  active boolean not null default true,
  notes text,
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false
);

create table public.vouchers (
  id text primary key check (length(id) between 1 and 40),
  owner uuid not null references auth.users(id) on delete cascade,
  rev int not null,
  created_at bigint not null,
  updated_at bigint not null,
  created_by uuid,
  updated_by uuid,
  -- The books' own type first: a journal entry needs the table's module (journal_entry), the others their own.
  type text not null check (type in ('jv', 'rcpt', 'rfnd', 'pay', 'vpur', 'vpret', 'vinv', 'vcn', 'ppur', 'ppret',
    'winv', 'wcn', 'stj')),
  status text not null check (status in ('draft', 'posted', 'cancelled')),
  number text not null default '' check (number ~ '^[A-Za-z0-9/-]{0,16}$'),
  series text not null,
  fy text not null check (length(fy) between 1 and 9),
  doc_date date not null,
  list_key text not null,
  posted_at bigint,
  posted_by text,
  party_id text not null default '',
  party jsonb,
  pos text,
  supply text check (supply in ('intra', 'inter')),
  reverse_charge boolean,
  booking_id text,
  job_card_id text,
  against_id text,
  supplier_bill_no text,
  supplier_bill_date date,
  lines jsonb not null default '[]',
  totals jsonb not null default '{}',
  tcs jsonb,
  payment jsonb,
  postings jsonb not null default '[]',
  stock_moves jsonb not null default '[]',
  einvoice jsonb,
  cancel jsonb,
  narration text,
  print_count int,
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  check (status = 'draft' or number <> '')
);

create unique index vouchers_number on public.vouchers (owner, fy, number) where number <> '';
create unique index vouchers_supplier_bill on public.vouchers (owner, party_id, fy, supplier_bill_no)
  where coalesce(supplier_bill_no, '') <> '' and status <> 'cancelled';
create index vouchers_party on public.vouchers (owner, party_id, doc_date);
create index vouchers_type on public.vouchers (owner, type, doc_date);

-- The feature of the access map a voucher needs, by its type.
create or replace function public.voucher_module(type text) returns text
language sql immutable set search_path = '' as $$
  select case type
    when 'vpur' then 'purchases'
    when 'vpret' then 'purchase_returns'
    when 'vinv' then 'vehicle_invoices'
    when 'vcn' then 'sales_returns'
    when 'ppur' then 'workshop_purchases'
    when 'ppret' then 'wp_return'
    when 'winv' then 'job_cards'
    when 'wcn' then 'ws_return'
    when 'rcpt' then 'receipts'
    when 'rfnd' then 'receipts'
    when 'pay' then 'receipts'
    when 'jv' then 'journal_entry'
    when 'stj' then 'workshop_inventory'
  end
$$;
revoke execute on function public.voucher_module(text) from public;
grant execute on function public.voucher_module(text) to authenticated, service_role;

-- A posted or cancelled voucher changes only where the law lets it (research/modules.md §1.2, §2.5).
create or replace function public.voucher_guard() returns trigger language plpgsql set search_path = '' as $$
declare
  -- Bookkeeping of every write (owner and authors are the touch trigger's, which runs after this one), and what
  -- a posted voucher may still change.
  free constant text[] := array['rev', 'updated_at', 'owner', 'created_by', 'updated_by', '_modified', 'status',
                                'cancel', 'einvoice', 'print_count', 'payment'];
begin
  if old.status = 'draft' then
    return new;
  end if;
  if (to_jsonb(new) - free) is distinct from (to_jsonb(old) - free)
     or (new.payment - 'cheque_status') is distinct from (old.payment - 'cheque_status')
     or not (new.status = old.status or (old.status = 'posted' and new.status = 'cancelled'))
     or (new.status = 'cancelled' and new.cancel is null)
     or new._deleted then
    raise exception 'a posted voucher changes only by cancellation, e-invoice, cheque status or print count'
      using errcode = 'AB410';
  end if;
  return new;
end $$;
revoke execute on function public.voucher_guard() from public;

create trigger vouchers_guard before update on public.vouchers
  for each row execute function public.voucher_guard();

select private.sync_enable_table('public.accounts', 'journal_entry');
select private.sync_enable_table('public.vouchers', 'journal_entry', 'type', 'public.voucher_module'::regproc);

-- Only a draft is ever deleted, whatever the access (a posted one is cancelled, and keeps its number).
create policy vouchers_keep_posted on public.vouchers as restrictive for delete to authenticated
  using (status = 'draft');
