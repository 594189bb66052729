-- The vehicle catalogue and vehicle units (issue 20 items 1–2; research/modules.md §1.1, §1.2, §3.3), both
-- replicated and enabled by 0024's one call under the access map's `stock` feature.
--
-- catalog: one row per variant; the dated tax schedule and price list are jsonb arrays (the app reads the
-- entry in force on a document's date). vehicles: one row per chassis, its id derived from the company and
-- the normalised chassis so two devices adding one chassis offline write one key. The chassis number is
-- unique per company, and so is the engine (or motor) number when known: a second device's unit with a
-- number already held under another key comes back from push as a clash (0022), never a silent duplicate.
-- Stock state is derived from vouchers and bookings in the app and is not a column. The shapes of the numbers
-- (normalised chassis, 8-digit HSN, month of manufacture) are the app's checks; the server bounds their length.

create table public.catalog (
  id text primary key check (length(id) between 1 and 40),
  owner uuid not null references auth.users(id) on delete cascade,
  rev int not null,
  created_at bigint not null,
  updated_at bigint not null,
  created_by uuid,
  updated_by uuid,
  make text not null check (length(make) between 1 and 60),
  model text not null check (length(model) between 1 and 80),
  variant text not null check (length(variant) between 1 and 80),
  name_key text not null,
  body text not null check (body in ('car', 'motorcycle', 'three_wheeler', 'bus', 'goods')),
  fuel text not null check (fuel in ('petrol', 'cng', 'lpg', 'diesel', 'petrol_hybrid', 'diesel_hybrid',
    'electric')),
  hsn text not null check (length(hsn) <= 8),
  engine_cc int,
  motor_watts int,
  length_mm int,
  ground_clearance_mm int,
  seating int,
  colours jsonb not null default '[]',
  tax_schedule jsonb not null default '[]',
  prices jsonb not null default '[]',
  service_schedule jsonb,
  active boolean not null default true,
  notes text,
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false
);

create table public.vehicles (
  id text primary key check (length(id) between 1 and 40),
  owner uuid not null references auth.users(id) on delete cascade,
  rev int not null,
  created_at bigint not null,
  updated_at bigint not null,
  created_by uuid,
  updated_by uuid,
  chassis_no text not null check (length(chassis_no) between 5 and 30),
  engine_no text not null default '' check (length(engine_no) <= 30),
  key_no text,
  battery_no text,
  catalog_id text not null default '',
  description text not null default '',
  colour text not null default '',
  mfg text check (length(mfg) <= 7),
  source text not null check (source in ('purchase', 'opening', 'service')),
  opening jsonb,
  pdi jsonb,
  demo boolean,
  transit_damage boolean,
  registration_no text,
  notes text,
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false
);

-- A deleted (tombstoned) unit keeps its numbers until purged: the same chassis typed again meets the same key.
create unique index vehicles_chassis on public.vehicles (owner, chassis_no);
create unique index vehicles_engine on public.vehicles (owner, engine_no) where engine_no <> '';
create index catalog_name on public.catalog (owner, name_key);

select private.sync_enable_table('public.catalog', 'stock');
select private.sync_enable_table('public.vehicles', 'stock');
