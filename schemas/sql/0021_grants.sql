-- Grants, least privilege. Hosted Supabase no longer grants public tables, sequences and functions to anon,
-- authenticated and service_role by default (new projects since 30 May 2026, new tables everywhere since 30 Oct
-- 2026), so every object needs its grant, and a role gets only what the app does with it; row-level security
-- (and the triggers) still decide which rows. Every later migration grants its own new objects the same way.
-- Grants are idempotent: running this file again (e.g. after the revoke in schemas/sql/README.md) is harmless.
--
--   anon           what the app does without a session: send feedback, make and read polls, vote, store and
--                  resolve short links. Nothing of any dealer's data.
--   authenticated  the dealer's app: replicated tables (RLS: own rows, access map), own profile and devices,
--                  admin screens (RLS and triggers: admins only), and the no-login tools too.
--   service_role   the operator's key (bypasses RLS on Supabase): everything on our tables and functions.

grant usage on schema public to anon, authenticated, service_role;

-- Tables -----------------------------------------------------------------------------------------------------

-- Replicated (0007–0009, 0018): pulled with select, pushed through push_<table> (security invoker, so the
-- caller's own insert/update rights apply), soft-deleted rows purged with delete (sync_purge_deleted).
grant select, insert, update, delete on table public.parties, public.bookings, public.job_cards, public.settings
  to authenticated;

-- Profile: the own row (and every row for admins) is read; admins update access and validity, a trigger keeps
-- the privileged columns to admins and users.email to the sign-in e-mail. Rows are made by the sign-up trigger.
grant select, update on table public.users to authenticated;

-- Device sessions: the app registers (upsert), heartbeats, lists and signs out devices; admins list and remove.
grant select, insert, update, delete on table public.active_sessions to authenticated;

-- Feedback: anyone sends (return=minimal); admins read (RLS).
grant insert on table public.feedback to anon;
grant select, insert on table public.feedback to authenticated;

-- Polls: public read (and Realtime), anyone creates; votes are insert only, never readable.
grant select, insert on table public.polls to anon, authenticated;
grant insert on table public.poll_votes to anon, authenticated;

-- Short links: insert only; reading goes through resolve_short_link / short_link_stats.
grant insert on table public.short_links to anon, authenticated;

grant all on table public.users, public.active_sessions, public.feedback, public.settings, public.parties,
  public.bookings, public.job_cards, public.polls, public.poll_votes, public.short_links
  to service_role;

-- Sequences: active_sessions.id and feedback.id are identity columns, whose values need no sequence privilege
-- of the inserting role; only the operator gets the sequences (e.g. to reset them).
grant usage, select, update on sequence public.active_sessions_id_seq, public.feedback_id_seq to service_role;

-- Functions --------------------------------------------------------------------------------------------------
-- Postgres lets PUBLIC (every role) execute a new function. Taken back from every function here; each role then
-- gets the ones it calls, directly or inside a policy (policies run as the querying role) or inside a security
-- invoker function. Trigger functions need no grant to fire and get none.

revoke execute on function
  public.is_admin(),
  public.admin_list_users(),
  public.write_refusal(text, boolean),
  public.can_write(text, boolean),
  public.sync_module(regclass),
  public.sync_push(regclass, jsonb),
  public.sync_purge_deleted(int),
  public.push_parties(jsonb),
  public.push_bookings(jsonb),
  public.push_job_cards(jsonb),
  public.push_settings(jsonb),
  public.poll_my_vote(text, text),
  public.resolve_short_link(text),
  public.short_link_stats(text, text[]),
  public.users_guard_privileged(),
  public.users_guard_email(),
  public.handle_new_auth_user(),
  public.handle_auth_user_email_change(),
  public.active_sessions_enforce_limit(),
  public.touch_updated_at(),
  public.sync_touch(),
  public.sync_touch_modified(),
  public.polls_before_insert(),
  public.poll_votes_before_insert(),
  public.poll_votes_after_insert(),
  public.short_links_before_insert()
  from public, anon, authenticated, service_role;

-- The dealer's app: push_<table> (security invoker) calls sync_push, which calls sync_module and write_refusal;
-- the policies call is_admin and can_write; the app purges old tombstones; admins list users (the function
-- itself refuses non-admins).
grant execute on function
  public.is_admin(),
  public.admin_list_users(),
  public.write_refusal(text, boolean),
  public.can_write(text, boolean),
  public.sync_module(regclass),
  public.sync_push(regclass, jsonb),
  public.sync_purge_deleted(int),
  public.push_parties(jsonb),
  public.push_bookings(jsonb),
  public.push_job_cards(jsonb),
  public.push_settings(jsonb)
  to authenticated, service_role;

-- The no-login tools, for visitors and dealers alike.
grant execute on function
  public.poll_my_vote(text, text),
  public.resolve_short_link(text),
  public.short_link_stats(text, text[])
  to anon, authenticated, service_role;
