-- Vehicle bookings (replicated; see 0007 for the shape every replicated table follows).
create table public.bookings (
  id text primary key check (length(id) between 1 and 40),
  owner uuid not null default auth.uid() references auth.users(id) on delete cascade,
  rev int not null,
  created_at bigint not null,
  updated_at bigint not null,
  receipt_no text not null check (receipt_no ~ '^[A-Za-z0-9/-]{1,16}$'),
  booking_date date not null,
  party_id text not null,
  customer_name text not null,
  mobile text,
  model text not null,
  variant text not null,
  colour text not null,
  expected_delivery date,
  amount bigint not null check (amount >= 0),
  payment_mode text not null,
  payment_ref text,
  status text not null check (status in ('booked', 'allotted', 'delivered', 'cancelled')),
  allotted_chassis_no text,
  delivered_on date,
  cancelled_on date,
  cancel_reason text,
  refund_amount bigint,
  refund_mode text,
  sales_person text,
  notes text,
  custom jsonb not null default '{}'::jsonb,
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  -- Receipt numbers are legal documents: unique per dealer (each device numbers in its own series).
  unique (owner, receipt_no)
);
create index bookings_pull on public.bookings (owner, _modified, id);
create index bookings_status on public.bookings (owner, status, booking_date);

create or replace function public.push_bookings(rows jsonb) returns jsonb
language sql security invoker set search_path = public as $$ select public.sync_push('public.bookings', rows) $$;

create trigger bookings_touch before insert or update on public.bookings
  for each row execute function public.sync_touch();

alter table public.bookings enable row level security;
create policy bookings_select on public.bookings for select to authenticated using (owner = auth.uid());
create policy bookings_insert on public.bookings for insert to authenticated with check (owner = auth.uid());
create policy bookings_update on public.bookings for update to authenticated
  using (owner = auth.uid()) with check (owner = auth.uid());
create policy bookings_delete on public.bookings for delete to authenticated using (owner = auth.uid());

alter publication supabase_realtime add table public.bookings;
