-- The workshop's follow-ups (issue 21 item 5; research/modules.md §1.1, §3.11), replicated and enabled by 0024's
-- one call under the access map's `workshop_follow_up` feature.
--
-- One row per vehicle, kind and cycle, its id derived from them (`f-` + SHA-256), so two devices proposing the same
-- reminder offline write one key and meet in a merge; there is no second uniqueness to keep. The calls logged
-- against it are a jsonb array. What is due is generated in the app from deliveries and job cards; the server
-- bounds lengths and the enumerations.

create table public.follow_ups (
  id text primary key check (length(id) between 1 and 40),
  owner uuid not null references auth.users(id) on delete cascade,
  rev int not null,
  created_at bigint not null,
  updated_at bigint not null,
  created_by uuid,
  updated_by uuid,
  kind text not null check (kind in ('service_due', 'free_service_expiring', 'psf', 'insurance_renewal')),
  cycle text not null check (length(cycle) <= 60),
  vehicle_id text not null check (length(vehicle_id) <= 40),
  party_id text not null check (length(party_id) <= 40),
  reg_no text not null default '' check (length(reg_no) <= 15),
  vehicle text not null default '' check (length(vehicle) <= 230),
  source_id text not null check (length(source_id) <= 40),
  due_date date not null,
  due_km int check (due_km >= 0),
  window_to date,
  label text,
  status text not null check (status in ('open', 'done', 'skipped', 'expired')),
  linked_jc_id text,
  next_call date,
  renewed_to date,
  attempts jsonb not null default '[]',
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false
);

create index follow_ups_due on public.follow_ups (owner, status, due_date);

select private.sync_enable_table('public.follow_ups', 'workshop_follow_up');
