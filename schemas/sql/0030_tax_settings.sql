-- The tax choices of a dealer's accountant (issue 20; research/modules.md §1.1, §2.2, §7 [CA]): one jsonb block of
-- the company's settings, written only by the owner like every setting. tcs_base (invoice_value / vehicle_line /
-- taxable_only), tcs_threshold_with_gst, tcs_round_to_rupee, tds_194q_applicable, aato_band (upto_5cr / upto_10cr /
-- above_10cr: HSN digits, e-invoice, the 30-day clock), pdi_required_for_invoice, round_to_rupee. The app reads
-- missing keys as their defaults (schemas/settings-defaults.ts, checked against this column's default).
alter table public.settings add column tax_settings jsonb not null default '{"tcs_base":"invoice_value","tcs_threshold_with_gst":true,"tcs_round_to_rupee":false,"tds_194q_applicable":false,"aato_band":"upto_5cr","pdi_required_for_invoice":false,"round_to_rupee":true}'::jsonb;

alter table public.settings add constraint settings_tax_settings_object check (jsonb_typeof(tax_settings) = 'object');

-- A device still on an older build pushes its settings without the block (jsonb_populate_record makes it null):
-- the stored choices stay, rather than the push failing or an edit of the address resetting them.
create or replace function public.settings_keep_tax() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.tax_settings is null then
    if tg_op = 'UPDATE' then
      new.tax_settings := old.tax_settings;
    else
      new.tax_settings := '{"tcs_base":"invoice_value","tcs_threshold_with_gst":true,"tcs_round_to_rupee":false,"tds_194q_applicable":false,"aato_band":"upto_5cr","pdi_required_for_invoice":false,"round_to_rupee":true}'::jsonb;
    end if;
  end if;
  return new;
end $$;
revoke execute on function public.settings_keep_tax() from public;
create trigger settings_keep_tax before insert or update on public.settings
  for each row execute function public.settings_keep_tax();
