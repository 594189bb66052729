-- Workshop job cards (replicated; see 0007 for the shape every replicated table follows).
create table public.job_cards (
  id text primary key check (length(id) between 1 and 40),
  owner uuid not null default auth.uid() references auth.users(id) on delete cascade,
  rev int not null,
  created_at bigint not null,
  updated_at bigint not null,
  job_no text not null check (job_no ~ '^[A-Za-z0-9/-]{1,16}$'),
  opened_at bigint not null,
  reg_no text not null,
  chassis_no text not null,
  engine_no text,
  make_model text,
  party_id text,
  customer_name text not null,
  mobile text,
  odometer int not null check (odometer >= 0),
  complaints jsonb not null default '[]'::jsonb,
  labour jsonb not null default '[]'::jsonb,
  parts jsonb not null default '[]'::jsonb,
  technician text,
  promised_at bigint,
  status text not null check (status in ('open', 'in_progress', 'awaiting_parts', 'ready', 'delivered', 'cancelled')),
  approved_estimate bigint,
  approved_at bigint,
  approved_by text,
  delivered_at bigint,
  cancel_reason text,
  notes text,
  total bigint not null default 0,
  media jsonb not null default '[]'::jsonb,
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false,
  unique (owner, job_no)
);
create index job_cards_pull on public.job_cards (owner, _modified, id);
create index job_cards_vehicle on public.job_cards (owner, reg_no);
create index job_cards_status on public.job_cards (owner, status, opened_at);

create or replace function public.push_job_cards(rows jsonb) returns jsonb
language sql security invoker set search_path = public as $$ select public.sync_push('public.job_cards', rows) $$;

create trigger job_cards_touch before insert or update on public.job_cards
  for each row execute function public.sync_touch();

alter table public.job_cards enable row level security;
create policy job_cards_select on public.job_cards for select to authenticated using (owner = auth.uid());
create policy job_cards_insert on public.job_cards for insert to authenticated with check (owner = auth.uid());
create policy job_cards_update on public.job_cards for update to authenticated
  using (owner = auth.uid()) with check (owner = auth.uid());
create policy job_cards_delete on public.job_cards for delete to authenticated using (owner = auth.uid());

alter publication supabase_realtime add table public.job_cards;
