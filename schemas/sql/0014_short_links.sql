-- Short links of the url-shortener tool: anyone (no login) stores an http(s) address under a code; /s/<code>
-- in the app resolves it and counts the click. The table has no read or update policy for API roles, so no
-- one lists the links, learns which device made them, or points someone else's code elsewhere.

create table public.short_links (
  code text primary key
    check (code ~ '^[a-z0-9][a-z0-9-]{1,30}[a-z0-9]$'
           and code not in ('admin', 'api', 'app', 'auth', 'login', 'signup', 'tools', 'rest', 'storage',
                            'realtime', 'static', 'assets', 'help', 'about', 'contact', 'settings')),
  url text not null check (char_length(url) <= 2048 and url ~* '^https?://[^/?#[:space:]]+[^[:space:]]*$'),
  device_id text not null check (device_id ~ '^[A-Za-z0-9-]{16,64}$'),
  clicks bigint not null default 0,
  created_at timestamptz not null default now()
);
alter table public.short_links enable row level security;

create or replace function public.short_links_before_insert() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.clicks := 0;
  new.created_at := now();
  return new;
end $$;
create trigger short_links_before_insert before insert on public.short_links
  for each row execute function public.short_links_before_insert();

-- Insert only: a taken code answers 409 (primary key); without update or delete policies nothing changes later.
create policy short_links_insert on public.short_links for insert to anon, authenticated with check (true);

-- The address behind a code, counting the click; null for an unknown code.
create or replace function public.resolve_short_link(p_code text) returns text
language sql volatile security definer set search_path = '' as $$
  update public.short_links set clicks = clicks + 1 where code = lower(p_code) returning url
$$;
revoke execute on function public.resolve_short_link(text) from public;
grant execute on function public.resolve_short_link(text) to anon, authenticated;

-- Click counts of the links this device made (the device's id is its only key to them).
create or replace function public.short_link_stats(p_device text, p_codes text[])
returns table (code text, clicks bigint)
language sql stable security definer set search_path = '' as $$
  select l.code, l.clicks from public.short_links l
  where l.device_id = p_device and l.code = any(p_codes[1:200])
$$;
revoke execute on function public.short_link_stats(text, text[]) from public;
grant execute on function public.short_link_stats(text, text[]) to anon, authenticated;
