-- Keep the profile's e-mail in step with the auth account when a user changes it (PUT /auth/v1/user),
-- so admin screens never show a stale address. Runs unchanged on hosted Supabase.
create or replace function public.handle_auth_user_email_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.users set email = new.email where id = new.id;
  return new;
end $$;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_auth_user_email_change();
