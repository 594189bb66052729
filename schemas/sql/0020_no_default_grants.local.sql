-- LOCAL ONLY. Hosted Supabase no longer grants new public objects to the API roles (new projects since 30 May
-- 2026, new tables in every project since 30 Oct 2026), so a migration that forgets its grants fails there with
-- 42501. 0001 reproduced the old platform (default grants of everything to anon, authenticated and
-- service_role) and hid that; 0001 has been applied on existing data folders, so this file undoes it instead:
-- no default grants from now on, and the ones the defaults already gave are taken back. From here on only the
-- explicit grants of the migrations hold (0021_grants.sql and every later file's own), as on hosted.
-- The auth and storage schemas are the platform's and keep 0001's grants.

alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;

revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
revoke all on all functions in schema public from anon, authenticated, service_role;
