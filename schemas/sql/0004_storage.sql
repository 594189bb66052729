-- Bucket for the company logo and the UPI QR image (spec §3 company_logo_url, upi_qr_code_url).
-- Public read (the URLs are printed on invoices); writes only inside the caller's own folder "<auth.uid()>/...".
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('company-assets', 'company-assets', true, 5242880,
        array['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/gif'])
on conflict (id) do nothing;

create policy company_assets_select on storage.objects for select to authenticated
  using (bucket_id = 'company-assets' and (storage.foldername(name))[1] = auth.uid()::text);
create policy company_assets_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'company-assets' and (storage.foldername(name))[1] = auth.uid()::text);
create policy company_assets_update on storage.objects for update to authenticated
  using (bucket_id = 'company-assets' and (storage.foldername(name))[1] = auth.uid()::text)
  with check (bucket_id = 'company-assets' and (storage.foldername(name))[1] = auth.uid()::text);
create policy company_assets_delete on storage.objects for delete to authenticated
  using (bucket_id = 'company-assets' and (storage.foldername(name))[1] = auth.uid()::text);
