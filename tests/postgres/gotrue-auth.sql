-- The rest of hosted Supabase Auth's (GoTrue's) tables as a project has them today, on top of platform.sql's
-- auth.users: the columns GoTrue reads at sign-in (its token columns are read as strings, so a row written by
-- SQL must carry '' there, never NULL) and auth.identities, which an e-mail sign-in needs. For the move to
-- hosted (scripts/move-to-hosted), which writes these rows itself. Run by the cluster's superuser.
set role supabase_auth_admin;
alter table auth.users
  add column if not exists invited_at timestamptz,
  add column if not exists confirmation_token varchar(255),
  add column if not exists confirmation_sent_at timestamptz,
  add column if not exists email_change_token_new varchar(255),
  add column if not exists email_change varchar(255),
  add column if not exists email_change_sent_at timestamptz,
  add column if not exists is_super_admin boolean,
  add column if not exists phone text default null,
  add column if not exists phone_confirmed_at timestamptz,
  add column if not exists phone_change text default '',
  add column if not exists phone_change_token varchar(255) default '',
  add column if not exists phone_change_sent_at timestamptz,
  add column if not exists confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  add column if not exists email_change_token_current varchar(255) default '',
  add column if not exists email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  add column if not exists reauthentication_token varchar(255) default '',
  add column if not exists reauthentication_sent_at timestamptz,
  add column if not exists is_sso_user boolean not null default false,
  add column if not exists deleted_at timestamptz;
alter table auth.users add constraint users_phone_key unique (phone);
create unique index confirmation_token_idx on auth.users (confirmation_token) where confirmation_token !~ '^[0-9 ]*$';
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index identities_user_id_idx on auth.identities (user_id);
reset role;
