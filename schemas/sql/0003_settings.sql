-- Company settings, one row per user (spec §3 fields, §9 defaults). Runs unchanged on hosted Supabase.

create table public.settings (
  user_id uuid primary key default auth.uid() references auth.users(id) on delete cascade,
  company_name text not null default 'AutoBahi Pro',
  gst_no text,
  pan text,
  mobile text,
  address text,
  state text,
  district text,
  pin_code text,
  bank_details jsonb not null default '{"account_holder_name":"","account_number":"","bank_name":"","ifsc_code":""}'::jsonb,
  company_logo_url text,
  upi_qr_code_url text,
  terms_and_conditions text,
  registered_invoice_prefix text not null default 'RINV-' check (registered_invoice_prefix ~ '^[A-Za-z0-9/-]{0,12}$'),
  non_registered_invoice_prefix text not null default 'NRINV-' check (non_registered_invoice_prefix ~ '^[A-Za-z0-9/-]{0,12}$'),
  workshop_settings jsonb not null default '{"show_vehicle_details":true,"show_labour_items":true,"show_job_details":true,"enable_uom":false,"uom_mandatory":false,"show_service_labour_invoice_title":true,"uom_list":["Nos","Pcs","Doz","Pkt","Set","Pair","Kg","Gm","Qtl","MT","Ltr","Ml","Mtr","Cm","Sqm","Box","Bag","Tin","Can","Drum","Carton","Bundle","Sheet","Coil","Mm","Km","Inch","Ft","Yd","Sqft","Sqyd","Sqin","Cbm","Cft","Mg","Ton","Kl","Gal","Bottle","Jar","Roll","Reel","Strip","Tube","Unit","Kit","Lot","Bale","Bunch","Gross","Hrs","Days","Job","Trip","Cartridge","Block","Pouch"],"workshop_purchase_columns":[{"id":"partNo","label":"Part No","type":"text","deletable":true,"editable":true},{"id":"partName","label":"Part Name","type":"text","deletable":true,"editable":true},{"id":"hsn","label":"HSN","type":"text","deletable":true,"editable":true},{"id":"purchaseRate","label":"Purchase Rate","type":"number","deletable":true,"editable":true},{"id":"qty","label":"Qty","type":"number","deletable":true,"editable":true},{"id":"uom","label":"UOM","type":"text","deletable":true,"editable":true},{"id":"saleRate","label":"Sale Rate","type":"number","deletable":true,"editable":true},{"id":"gst","label":"GST %","type":"number","deletable":true,"editable":true},{"id":"total","label":"Total","type":"number","deletable":false,"editable":false},{"id":"category","label":"Category","type":"text","deletable":true,"editable":true}]}'::jsonb,
  booking_settings jsonb not null default '{"customFields":[]}'::jsonb,
  non_reg_fields jsonb not null default '{"adharNo":{"enabled":false,"mandatory":false},"nomineeName":{"enabled":false,"mandatory":false},"hypothecation":{"enabled":false,"mandatory":false},"rto":{"enabled":false,"mandatory":false},"emailId":{"enabled":false,"mandatory":false},"salesPerson":{"enabled":false,"mandatory":false}}'::jsonb,
  custom_fields jsonb not null default '[]'::jsonb,
  enable_extra_charges boolean not null default false,
  extra_charges_mandatory_for_unregistered boolean not null default false,
  fy_counters jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now()
);
alter table public.settings enable row level security;

create policy settings_select on public.settings for select to authenticated using (user_id = auth.uid());
create policy settings_insert on public.settings for insert to authenticated with check (user_id = auth.uid());
create policy settings_update on public.settings for update to authenticated
  using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy settings_delete on public.settings for delete to authenticated using (user_id = auth.uid());

-- clock_timestamp, not now(): the value is a sync checkpoint and must follow commit order within a transaction too.
create or replace function public.touch_updated_at() returns trigger language plpgsql as $$
begin
  new.updated_at := clock_timestamp();
  return new;
end $$;
create trigger settings_touch_updated_at before update on public.settings
  for each row execute function public.touch_updated_at();

alter publication supabase_realtime add table public.settings;
