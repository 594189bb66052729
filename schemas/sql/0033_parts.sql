-- The workshop's parts master (issue 21 item 1; research/modules.md §1.1, §3.6), replicated and enabled by
-- 0024's one call under the access map's `workshop_inventory` feature.
--
-- One row per part, its id derived from the company and the normalised part number so two devices adding one
-- part offline write one key. The normalised number (`part_key`) is unique per company: a second device's part
-- under another key with a number already held comes back from push as a clash (0022), never a silent
-- duplicate. Stock on hand, reserved and value are derived from the vouchers' stock moves in the app and are not
-- columns. The shapes (4/6/8-digit HSN, the unit from the settings' list) are the app's checks; the server
-- bounds lengths and the signs of money and quantities.

create table public.parts (
  id text primary key check (length(id) between 1 and 40),
  owner uuid not null references auth.users(id) on delete cascade,
  rev int not null,
  created_at bigint not null,
  updated_at bigint not null,
  created_by uuid,
  updated_by uuid,
  part_no text not null check (length(part_no) between 1 and 40),
  part_key text not null check (length(part_key) between 1 and 40),
  name text not null check (length(name) between 1 and 120),
  name_key text not null,
  brand text,
  category text,
  hsn text not null check (length(hsn) <= 8),
  uom text not null default '' check (length(uom) <= 12),
  gst_schedule jsonb not null default '[]',
  purchase_rate bigint check (purchase_rate >= 0),
  sale_rate bigint not null check (sale_rate >= 0),
  sale_rate_includes_tax boolean not null default false,
  mrp bigint check (mrp >= 0),
  reorder_level numeric check (reorder_level >= 0),
  reorder_qty numeric check (reorder_qty >= 0),
  bin text,
  opening jsonb,
  active boolean not null default true,
  notes text,
  _modified timestamptz not null default clock_timestamp(),
  _deleted boolean not null default false
);

-- A deleted (tombstoned) part keeps its number until purged: the same part typed again meets the same key.
create unique index parts_part_key on public.parts (owner, part_key);
create index parts_name on public.parts (owner, name_key);

select private.sync_enable_table('public.parts', 'workshop_inventory');
