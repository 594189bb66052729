-- Supabase's platform on a bare PostgreSQL 15, set up the way Supabase sets up a project today, so the
-- migrations meet there what they meet on a hosted project (and not the local shim, which runs as superuser):
-- - `postgres` is not a superuser; it is a member of the auth and storage admin roles, which own their schemas
--   (so it can put triggers on auth.users and policies on storage.objects, as on Supabase);
-- - the API roles anon, authenticated, service_role (which bypasses row-level security), and authenticator,
--   NOINHERIT, which PostgREST logs in as and switches from with SET ROLE;
-- - no default privileges in public: since 30 Oct 2026 Supabase grants nothing on new tables;
-- - auth.uid()/auth.jwt() read request.jwt.claims as on Supabase; the supabase_realtime publication;
-- - what server/ needs to run on it (startServer({ databaseUrl })): auth.sessions and auth.refresh_tokens,
--   the e-mail index, storage's name helpers. Everything here is what Supabase's own services create.
-- Run by the cluster's superuser (supabase_admin) in the project database.

create role postgres login createrole createdb replication bypassrls;
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
create role supabase_auth_admin login noinherit createrole;
create role supabase_storage_admin login noinherit createrole;
grant supabase_auth_admin, supabase_storage_admin to postgres;

alter schema public owner to postgres;
grant usage on schema public to anon, authenticated, service_role;
grant all on database postgres to postgres;

create schema auth authorization supabase_auth_admin;
grant usage on schema auth to anon, authenticated, service_role, postgres;
set role supabase_auth_admin;
create table auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  banned_until timestamptz,
  is_anonymous boolean not null default false
);
create unique index users_email_key on auth.users (lower(email));
-- What the local server's GoTrue subset keeps (server/auth-store.ts), with Supabase's names: a session per
-- sign-in, rotating refresh tokens; both go with their user.
create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users(id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1'
);
create table auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users(id) on delete cascade,
  session_id uuid not null references auth.sessions(id) on delete cascade,
  parent varchar(255),
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index refresh_tokens_session_idx on auth.refresh_tokens (session_id);
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''), nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''), (auth.jwt() ->> 'sub'))::uuid
$$;
create function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''), (auth.jwt() ->> 'role'))::text
$$;
create function auth.email() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''), (auth.jwt() ->> 'email'))::text
$$;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role, postgres;
reset role;

create schema storage authorization supabase_storage_admin;
grant usage on schema storage to anon, authenticated, service_role, postgres;
set role supabase_storage_admin;
create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets(id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  version text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);
alter table storage.objects enable row level security;
grant all on storage.objects to anon, authenticated, service_role;
grant select on storage.buckets to anon, authenticated, service_role;
grant all on storage.buckets to service_role;
create function storage.foldername(name text) returns text[] language sql immutable as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;
create function storage.filename(name text) returns text language sql immutable as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;
create function storage.extension(name text) returns text language sql immutable as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role, postgres;
reset role;

create publication supabase_realtime;
alter publication supabase_realtime owner to postgres;
