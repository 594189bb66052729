-- The trial's 14 days count from today's date in India, as the app counts "days left" (the shop's own calendar).
-- 0002 used the server's `current_date`, which is the UTC date on Supabase: an account made between midnight and
-- 05:30 IST got a trial ending a day early by the shop's reckoning ("13 days left" on the day of sign-up).
create or replace function public.handle_new_auth_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.users (id, email, role, access, app_valid_till, max_devices)
  values (new.id, new.email, 'user',
    (select jsonb_object_agg(m, 'read') from unnest(array[
      'customers','purchases','purchase_returns','stock','reports','vehicle_invoices','sales_returns','bookings',
      'mis_report','journal_entry','party_ledger','receipts','job_cards','workshop_inventory','workshop_purchases',
      'wp_return','ws_return','workshop_follow_up']) as m),
    (now() at time zone 'Asia/Kolkata')::date + 14, 1)
  on conflict (id) do nothing;
  return new;
end $$;
