-- Bucket for job-card photos (JPEG, downscaled to 1600 px in the browser) and customer signatures (PNG).
-- Private: nothing is served without the owner's token; objects live at "<auth.uid()>/<job card id>/<media id>"
-- and a dealer reads, writes and removes only inside their own folder. Limits match src/data/media/media-rules.ts.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('job-card-media', 'job-card-media', false, 5242880, array['image/jpeg', 'image/png'])
on conflict (id) do nothing;

create policy job_card_media_select on storage.objects for select to authenticated
  using (bucket_id = 'job-card-media' and (storage.foldername(name))[1] = auth.uid()::text);
create policy job_card_media_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'job-card-media' and (storage.foldername(name))[1] = auth.uid()::text);
create policy job_card_media_update on storage.objects for update to authenticated
  using (bucket_id = 'job-card-media' and (storage.foldername(name))[1] = auth.uid()::text)
  with check (bucket_id = 'job-card-media' and (storage.foldername(name))[1] = auth.uid()::text);
create policy job_card_media_delete on storage.objects for delete to authenticated
  using (bucket_id = 'job-card-media' and (storage.foldername(name))[1] = auth.uid()::text);
