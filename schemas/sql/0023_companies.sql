-- One dealership, many staff (issue 18). Runs unchanged on hosted Supabase.
--
-- The company is the account that signed up: its id IS the owner's user id. Every business row already
-- carries `owner` = the user who wrote it, which for every existing row is that owner, so no row moves:
-- `owner` now means "the company", and a staff member's rows get their company's id there. Settings (keyed by
-- user_id) become the company's: the owner's row, read by every member, written by the owner. Storage folders
-- are `<company id>/…` the same way. Who typed a record is kept apart, in created_by / updated_by.
--
-- Staff join by an invite code the owner makes (create_invite); the code goes into the sign-up's metadata
-- (`data.invite`), so it works the same on the embedded server and on hosted Supabase with no service key in
-- the browser. A staff member's access is set by the owner, never above the owner's own, and their device
-- limit never above the owner's. The company's validity is the owner's (app_valid_till of the owner's row).

alter table public.users add column company_id uuid references public.users(id) on delete cascade;
alter table public.users add column company_role text not null default 'owner'
  check (company_role in ('owner', 'staff'));
alter table public.users add column name text check (length(name) <= 200);
alter table public.users add column active boolean not null default true;
-- The 14-day trial the sign-up gives (the app says "Trial"), as opposed to a validity the platform admin set.
-- Existing accounts still on the sign-up's 14 days are trials.
alter table public.users add column trial boolean not null default false;
update public.users set trial = true
 where role <> 'admin' and app_valid_till = (created_at at time zone 'Asia/Kolkata')::date + 14;
update public.users set company_id = id where company_id is null;
alter table public.users alter column company_id set not null;
alter table public.users add constraint users_company_shape
  check ((company_role = 'owner') = (company_id = id));
create index users_company on public.users (company_id);

-- A row inserted without a company (the platform's own tools, old scripts) is an owner of a company of its own.
create or replace function public.users_default_company() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.company_id := coalesce(new.company_id, new.id);
  return new;
end $$;
create trigger users_default_company before insert on public.users
  for each row execute function public.users_default_company();

-- The caller's company, or null when signed out or deactivated: every policy below asks this, so a deactivated
-- member's token reaches nothing even before it expires.
create or replace function public.my_company() returns uuid
language sql stable security definer set search_path = '' as $$
  select u.company_id from public.users u where u.id = auth.uid() and u.active
$$;

create or replace function public.is_company_owner() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.users u where u.id = auth.uid() and u.active and u.company_role = 'owner')
$$;

-- A member of the caller's company other than the caller, when the caller is its owner.
create or replace function public.is_my_staff(member uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select public.is_company_owner() and exists (
    select 1 from public.users u where u.id = member and u.company_id = public.my_company() and u.id <> auth.uid())
$$;

-- Levels in order, for "never above the owner's own".
create or replace function public.access_rank(level text) returns int
language sql immutable set search_path = '' as $$
  select case level when 'read' then 1 when 'write' then 2 when 'full' then 3 else 0 end
$$;

-- Whether every module of `wanted` is at most what `cap` gives, and names only known levels.
create or replace function public.access_within(wanted jsonb, cap jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select jsonb_typeof(wanted) = 'object' and not exists (
    select 1 from jsonb_each_text(wanted) w
     where w.value not in ('read', 'write', 'full')
        or public.access_rank(w.value) > public.access_rank(coalesce(cap ->> w.key, '')))
$$;

-- Why the signed-in user may not write (0019), now with the company: the validity is the company's (its
-- owner's row), a deactivated member writes nothing, and the records of no module ('': the company's settings
-- and logo) are the owner's to change.
create or replace function public.write_refusal(module text, deleting boolean default false) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when u.id is null or not u.active then 'no_account'
    when u.role = 'admin' then null
    when c.app_valid_till is not null and c.app_valid_till < (now() at time zone 'Asia/Kolkata')::date
      then 'read_only'
    when coalesce(module, '') = '' and u.company_role <> 'owner' then 'no_write_access'
    when coalesce(module, '') = '' then null
    when deleting and coalesce(u.access ->> module, '') <> 'full' then 'no_delete_access'
    when not deleting and coalesce(u.access ->> module, '') not in ('write', 'full') then 'no_write_access'
  end
  from (select auth.uid() as uid) me
  left join public.users u on u.id = me.uid
  left join public.users c on c.id = u.company_id
$$;

-- Who did what: set by the server from the token, whatever the device sends; kept on update.
alter table public.parties add column created_by uuid;
alter table public.parties add column updated_by uuid;
alter table public.bookings add column created_by uuid;
alter table public.bookings add column updated_by uuid;
alter table public.job_cards add column created_by uuid;
alter table public.job_cards add column updated_by uuid;

create or replace function public.sync_touch() returns trigger language plpgsql as $$
begin
  new._modified := clock_timestamp();
  if tg_op = 'UPDATE' then
    new.owner := old.owner;
    new.created_by := old.created_by;
  else
    new.created_by := coalesce(auth.uid(), new.created_by);
  end if;
  new.updated_by := coalesce(auth.uid(), new.updated_by);
  return new;
end $$;

alter table public.parties alter column owner set default public.my_company();
alter table public.bookings alter column owner set default public.my_company();
alter table public.job_cards alter column owner set default public.my_company();

-- Policies: the company's rows, for every member; writes also ask can_write (0019's shape, company instead of
-- user). `(select …)` makes each call an init plan, once per statement.
do $$
declare
  t record;
begin
  for t in select * from (values
      ('parties', 'owner', 'customers'),
      ('bookings', 'owner', 'bookings'),
      ('job_cards', 'owner', 'job_cards'),
      ('settings', 'user_id', '')) v(tbl, col, module)
  loop
    execute format('drop policy if exists %1$s_select on public.%1$I', t.tbl);
    execute format('drop policy if exists %1$s_insert on public.%1$I', t.tbl);
    execute format('drop policy if exists %1$s_update on public.%1$I', t.tbl);
    execute format('drop policy if exists %1$s_delete on public.%1$I', t.tbl);
    execute format($p$create policy %1$s_select on public.%1$I for select to authenticated
      using (%2$I = (select public.my_company()))$p$, t.tbl, t.col);
    execute format($p$create policy %1$s_insert on public.%1$I for insert to authenticated
      with check (%2$I = (select public.my_company()) and (select public.can_write(%3$L))
                  and (not _deleted or (select public.can_write(%3$L, true))))$p$, t.tbl, t.col, t.module);
    execute format($p$create policy %1$s_update on public.%1$I for update to authenticated
      using (%2$I = (select public.my_company()))
      with check (%2$I = (select public.my_company()) and (select public.can_write(%3$L))
                  and (not _deleted or (select public.can_write(%3$L, true))))$p$, t.tbl, t.col, t.module);
    execute format($p$create policy %1$s_delete on public.%1$I for delete to authenticated
      using (%2$I = (select public.my_company()) and (select public.can_write(%3$L, true)))$p$,
      t.tbl, t.col, t.module);
  end loop;
end $$;

-- Storage: the company's folder. Job-card photos go with the job cards; the logo and UPI QR with the settings.
do $$
declare
  b record;
begin
  for b in select * from (values ('job-card-media', 'job_card_media', 'job_cards'),
                                 ('company-assets', 'company_assets', '')) v(bucket, prefix, module)
  loop
    execute format('drop policy if exists %1$s_select on storage.objects', b.prefix);
    execute format('drop policy if exists %1$s_insert on storage.objects', b.prefix);
    execute format('drop policy if exists %1$s_update on storage.objects', b.prefix);
    execute format('drop policy if exists %1$s_delete on storage.objects', b.prefix);
    execute format($p$create policy %1$s_select on storage.objects for select to authenticated
      using (bucket_id = %2$L and (storage.foldername(name))[1] = (select public.my_company())::text)$p$,
      b.prefix, b.bucket);
    execute format($p$create policy %1$s_insert on storage.objects for insert to authenticated
      with check (bucket_id = %2$L and (storage.foldername(name))[1] = (select public.my_company())::text
                  and (select public.can_write(%3$L)))$p$, b.prefix, b.bucket, b.module);
    execute format($p$create policy %1$s_update on storage.objects for update to authenticated
      using (bucket_id = %2$L and (storage.foldername(name))[1] = (select public.my_company())::text)
      with check (bucket_id = %2$L and (storage.foldername(name))[1] = (select public.my_company())::text
                  and (select public.can_write(%3$L)))$p$, b.prefix, b.bucket, b.module);
    execute format($p$create policy %1$s_delete on storage.objects for delete to authenticated
      using (bucket_id = %2$L and (storage.foldername(name))[1] = (select public.my_company())::text
             and (select public.can_write(%3$L)))$p$, b.prefix, b.bucket, b.module);
  end loop;
end $$;

-- sync_push (0022) with the advisory lock per company, not per user: two staff members' devices push the same
-- company's table, and a pull reads the whole company's rows, so their pushes must be serialised together.
do $$
declare
  src text;
begin
  select pg_get_functiondef('public.sync_push(regclass, jsonb)'::regprocedure) into src;
  src := replace(src, $r$coalesce(auth.uid()::text, '')$r$, $r$coalesce(public.my_company()::text, '')$r$);
  if position('public.my_company()' in src) = 0 then
    raise exception 'sync_push: the lock key was not found';
  end if;
  execute src;
end $$;

-- The users rows: a member reads their own; the owner also reads the company's staff; admins read all.
drop policy if exists users_select on public.users;
drop policy if exists users_update on public.users;
create policy users_select on public.users for select to authenticated
  using (id = auth.uid() or public.is_admin() or public.is_my_staff(id));
create policy users_update on public.users for update to authenticated
  using (id = auth.uid() or public.is_admin() or public.is_my_staff(id))
  with check (id = auth.uid() or public.is_admin() or public.is_my_staff(id));

-- What may change on a users row, by whom. Admins: everything but the company a row belongs to. The owner, on
-- a staff member of theirs: name, access (never above the owner's own), device limit (1 to the owner's own),
-- active. Anybody on their own row: name only. The server's own roles (no JWT, service_role) pass.
create or replace function public.users_guard_privileged() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  me public.users;
begin
  if new.id is distinct from old.id then
    raise exception 'users.id cannot change' using errcode = '42501';
  end if;
  if coalesce(auth.role(), '') not in ('authenticated', 'anon') then
    return new;
  end if;
  if new.company_id is distinct from old.company_id or new.company_role is distinct from old.company_role then
    raise exception 'A user''s company cannot change' using errcode = '42501';
  end if;
  if public.is_admin() then
    return new;
  end if;
  if new.role is distinct from old.role or new.app_valid_till is distinct from old.app_valid_till
     or new.trial is distinct from old.trial then
    raise exception 'Only an admin can change role, app_valid_till or trial'
      using errcode = '42501', hint = 'Ask an administrator.';
  end if;
  if new.access is distinct from old.access or new.max_devices is distinct from old.max_devices
     or new.active is distinct from old.active then
    if not public.is_my_staff(old.id) then
      raise exception 'Only the company''s owner can change a staff member''s access, devices or status'
        using errcode = '42501', hint = 'Ask the owner of your company.';
    end if;
    select * into me from public.users where id = auth.uid();
    if not public.access_within(new.access, me.access) then
      raise exception 'A staff member''s access cannot be above the owner''s own'
        using errcode = '42501', hint = 'Lower the access, or ask an administrator to raise yours.';
    end if;
    if new.max_devices < 1 or new.max_devices > me.max_devices then
      raise exception 'A staff member''s device limit must be between 1 and %', me.max_devices
        using errcode = '42501', hint = format('max_devices<=%s', me.max_devices);
    end if;
  end if;
  return new;
end $$;

-- A member deactivated: their devices are signed out, and the sign-in service refuses them (banned_until,
-- which GoTrue and the local server both honour; a date, not 'infinity', which GoTrue cannot read); reactivated: they may sign in again. Where the platform does
-- not let the migration role write auth.users, the flag and the policies above still shut them out.
create or replace function public.users_after_active() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.active is distinct from old.active then
    if not new.active then
      delete from public.active_sessions where user_id = new.id;
    end if;
    begin
      update auth.users set banned_until = case when new.active then null else now() + interval '100 years' end
       where id = new.id;
    exception when insufficient_privilege then
      null;
    end;
  end if;
  return new;
end $$;
create trigger users_after_active after update of active on public.users
  for each row execute function public.users_after_active();

-- Staff rows carry their company's validity (set on the owner's row by the platform admin), so the app's
-- read-only rule, which reads the user's own row, holds for staff too; the server asks the owner's row itself.
create or replace function public.users_company_validity() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.company_role = 'owner' then
    update public.users set app_valid_till = new.app_valid_till, trial = new.trial
     where company_id = new.id and id <> new.id
       and (app_valid_till is distinct from new.app_valid_till or trial is distinct from new.trial);
  end if;
  return new;
end $$;
create trigger users_company_validity after update of app_valid_till, trial on public.users
  for each row execute function public.users_company_validity();

-- A validity set by anyone but the sign-up (the platform admin extending it, the demo seed) ends the trial.
create or replace function public.users_trial_ends() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.company_role = 'owner' and new.app_valid_till is distinct from old.app_valid_till
     and new.trial is not distinct from old.trial then
    new.trial := false;
  end if;
  return new;
end $$;
create trigger users_trial_ends before update of app_valid_till on public.users
  for each row execute function public.users_trial_ends();

-- Devices: the owner sees and signs out the staff's devices. A device not seen for 30 days no longer holds a
-- slot; a deactivated member registers none.
drop policy if exists active_sessions_select on public.active_sessions;
drop policy if exists active_sessions_delete on public.active_sessions;
create policy active_sessions_select on public.active_sessions for select to authenticated
  using (user_id = auth.uid() or public.is_admin() or public.is_my_staff(user_id));
create policy active_sessions_delete on public.active_sessions for delete to authenticated
  using (user_id = auth.uid() or public.is_admin() or public.is_my_staff(user_id));

create or replace function public.active_sessions_enforce_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  lim int;
  is_adm boolean;
  is_active boolean;
  n int;
begin
  if auth.role() = 'authenticated' and new.user_id is distinct from auth.uid() and not public.is_admin() then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('active_sessions:' || new.user_id::text));
  select u.max_devices, u.role = 'admin', u.active into lim, is_adm, is_active
    from public.users u where u.id = new.user_id;
  if not coalesce(is_active, true) then
    raise exception 'account_deactivated'
      using errcode = 'AB002',
            detail = 'This account has been deactivated by the company''s owner.',
            hint = 'Ask the owner of your company.';
  end if;
  if exists (select 1 from public.active_sessions s where s.user_id = new.user_id and s.session_id = new.session_id) then
    return new;
  end if;
  if coalesce(is_adm, false) then
    return new;
  end if;
  select count(*) into n from public.active_sessions s
   where s.user_id = new.user_id and s.last_active > now() - interval '30 days';
  if n >= coalesce(lim, 1) then
    raise exception 'device_limit_reached'
      using errcode = 'AB001',
            detail = format('You have reached your maximum device limit of %s. Please log out from another device.', coalesce(lim, 1)),
            hint = format('max_devices=%s', coalesce(lim, 1));
  end if;
  return new;
end $$;

-- Invites: made by the owner (create_invite), shown to the invitee before sign-up (invite_info), used once by
-- the sign-up trigger. The owner lists and withdraws them.
-- The company is named by its owner's auth id (the one reference to auth.users: whose invites these are). Codes
-- are made by create_invite (12 upper-case characters) and looked up upper-cased.
create table public.company_invites (
  code text primary key check (code ~ '^[A-Za-z0-9]{8,32}$'),
  company_id uuid not null references auth.users(id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  email text check (length(email) <= 320),
  access jsonb not null,
  max_devices int not null check (max_devices >= 1),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  used_by uuid,
  used_at timestamptz
);
alter table public.company_invites enable row level security;
create index company_invites_company on public.company_invites (company_id, created_at);
create policy company_invites_select on public.company_invites for select to authenticated
  using (company_id = (select public.my_company()) and (select public.is_company_owner()));
create policy company_invites_delete on public.company_invites for delete to authenticated
  using (company_id = (select public.my_company()) and (select public.is_company_owner()) and used_at is null);

create or replace function public.create_invite(name text, email text, access jsonb, max_devices int default 1)
returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  me public.users;
  code text;
  why text;
begin
  select * into me from public.users u where u.id = auth.uid() and u.active;
  if me.id is null or me.company_role <> 'owner' then
    raise exception 'Only the company''s owner can invite staff' using errcode = '42501';
  end if;
  why := public.write_refusal('');
  if why is not null then
    raise exception 'The company cannot invite staff: %', why using errcode = '42501', hint = why;
  end if;
  if coalesce(btrim(name), '') = '' then
    raise exception 'The staff member''s name is required' using errcode = '22023';
  end if;
  if not public.access_within(coalesce(access, '{}'::jsonb), me.access) then
    raise exception 'A staff member''s access cannot be above the owner''s own' using errcode = '42501';
  end if;
  if max_devices is null or max_devices < 1 or max_devices > me.max_devices then
    raise exception 'A staff member''s device limit must be between 1 and %', me.max_devices
      using errcode = '22023', hint = format('max_devices<=%s', me.max_devices);
  end if;
  code := upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12));
  insert into public.company_invites (code, company_id, name, email, access, max_devices, created_by)
  values (code, me.company_id, btrim(name), nullif(btrim(coalesce(email, '')), ''), access, max_devices, me.id);
  return code;
end $$;

-- What an invitee sees before signing up: whose company, under which name; nothing else about it.
create or replace function public.invite_info(code text)
returns table (company_name text, name text, email text, status text)
language sql stable security definer set search_path = '' as $$
  -- The settings' own default name ('AutoBahi Pro', 0003) is no company's name: the owner's name or e-mail then.
  select coalesce(nullif(nullif(s.company_name, ''), 'AutoBahi Pro'), o.name, o.email), i.name, i.email,
         case when i.used_at is not null then 'used' when i.expires_at <= now() then 'expired' else 'open' end
    from public.company_invites i
    join public.users o on o.id = i.company_id
    left join public.settings s on s.user_id = i.company_id and not s._deleted
   where i.code = upper(btrim(invite_info.code))
$$;

-- The company's people, for names in lists ("created by") and the staff page: every member sees names; only
-- the owner sees e-mails, access and devices (through the users rows).
create or replace function public.company_people()
returns table (id uuid, name text, company_role text, active boolean)
language sql stable security definer set search_path = '' as $$
  select u.id, coalesce(nullif(u.name, ''), split_part(u.email, '@', 1)), u.company_role, u.active
    from public.users u
   where u.company_id = public.my_company()
   order by u.company_role, u.name
$$;

-- Sign-up: with a valid invite code the account joins that company as staff, with the access and device
-- limit the owner chose; otherwise it owns a new company, on a 14-day trial from today in India with full
-- access to every module (issue 18: a trial that can do things). A code that is unknown, used or expired
-- refuses the sign-up (the app checks it with invite_info first, so this is a race, not the common case).
create or replace function public.handle_new_auth_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  invite_code text := upper(btrim(coalesce(new.raw_user_meta_data ->> 'invite', '')));
  inv public.company_invites;
  person text := nullif(btrim(coalesce(new.raw_user_meta_data ->> 'name', '')), '');
begin
  if invite_code <> '' then
    select * into inv from public.company_invites i
     where i.code = invite_code and i.used_at is null and i.expires_at > now()
     for update;
    if inv.code is null then
      raise exception 'invite_invalid'
        using errcode = 'AB301', detail = 'This invite code is unknown, already used or expired.';
    end if;
    insert into public.users (id, email, name, role, access, app_valid_till, trial, max_devices, company_id,
                              company_role)
    select new.id, new.email, coalesce(person, inv.name), 'user', inv.access, o.app_valid_till, o.trial,
           inv.max_devices, inv.company_id, 'staff'
      from public.users o where o.id = inv.company_id
    on conflict (id) do nothing;
    update public.company_invites set used_by = new.id, used_at = now() where company_invites.code = inv.code;
    return new;
  end if;
  insert into public.users (id, email, name, role, access, app_valid_till, max_devices, trial)
  values (new.id, new.email, person, 'user',
    (select jsonb_object_agg(m, 'full') from unnest(array[
      'customers','purchases','purchase_returns','stock','reports','vehicle_invoices','sales_returns','bookings',
      'mis_report','journal_entry','party_ledger','receipts','job_cards','workshop_inventory','workshop_purchases',
      'wp_return','ws_return','workshop_follow_up']) as m),
    (now() at time zone 'Asia/Kolkata')::date + 14, 1, true)
  on conflict (id) do nothing;
  return new;
end $$;

-- The admin's list groups users by company.
drop function public.admin_list_users();
create function public.admin_list_users()
returns table (id uuid, email text, role text, access jsonb, app_valid_till date, max_devices int,
               created_at timestamptz, last_sign_in_at timestamptz, device_count bigint,
               company_id uuid, company_role text, name text, active boolean, company_name text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not public.is_admin() then
    raise exception 'Only an admin can list users' using errcode = '42501';
  end if;
  return query
    select u.id, coalesce(u.email, a.email::text), u.role, u.access, u.app_valid_till, u.max_devices, u.created_at,
           a.last_sign_in_at, (select count(*) from public.active_sessions s where s.user_id = u.id),
           u.company_id, u.company_role, u.name, u.active,
           coalesce(nullif(nullif(st.company_name, ''), 'AutoBahi Pro'), o.name, o.email)
    from public.users u
    left join auth.users a on a.id = u.id
    left join public.users o on o.id = u.company_id
    left join public.settings st on st.user_id = u.company_id and not st._deleted
    order by coalesce(nullif(nullif(st.company_name, ''), 'AutoBahi Pro'), o.email), u.company_role, u.created_at;
end $$;

-- Grants (0021's rule: every migration grants its own objects).
revoke execute on function public.my_company(), public.is_company_owner(), public.is_my_staff(uuid),
  public.access_rank(text), public.access_within(jsonb, jsonb), public.create_invite(text, text, jsonb, int),
  public.invite_info(text), public.company_people(), public.admin_list_users(), public.users_default_company(),
  public.users_after_active(), public.users_company_validity(), public.users_trial_ends() from public;
grant execute on function public.my_company(), public.is_company_owner(), public.is_my_staff(uuid),
  public.access_rank(text), public.access_within(jsonb, jsonb), public.create_invite(text, text, jsonb, int),
  public.company_people(), public.admin_list_users() to authenticated, service_role;
grant execute on function public.invite_info(text) to anon, authenticated, service_role;
grant select, delete on public.company_invites to authenticated;
grant all on public.company_invites to service_role;
