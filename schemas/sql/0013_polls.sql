-- Shared polls of the poll-maker tool: anyone (no login) creates a poll and votes once per device; results
-- are live through realtime on the polls row, whose tallies only the vote trigger writes. Device ids live in
-- poll_votes, which no API role can read: the one vote per device is a primary key, not a lookup.

create table public.polls (
  id text primary key check (id ~ '^[A-Za-z0-9]{10,16}$'),
  question text not null check (char_length(btrim(question)) between 1 and 300),
  options jsonb not null,
  multiple boolean not null default false,
  closes_at timestamptz,
  counts int[] not null default '{}',
  voters int not null default 0,
  created_at timestamptz not null default now()
);
alter table public.polls enable row level security;

-- Checks the options (2–20 distinct, non-empty texts of at most 100 characters) and the closing time, and
-- starts every tally at zero whatever the client sent.
create or replace function public.polls_before_insert() returns trigger
language plpgsql set search_path = '' as $$
declare
  n int;
begin
  if jsonb_typeof(new.options) is distinct from 'array' then
    raise exception 'options must be a list' using errcode = '22023';
  end if;
  n := jsonb_array_length(new.options);
  if n < 2 or n > 20 then
    raise exception 'a poll has 2 to 20 options' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(new.options) e
             where jsonb_typeof(e) <> 'string' or char_length(btrim(e #>> '{}')) not between 1 and 100) then
    raise exception 'each option is a text of 1 to 100 characters' using errcode = '22023';
  end if;
  if (select count(distinct lower(btrim(e #>> '{}'))) from jsonb_array_elements(new.options) e) <> n then
    raise exception 'options must differ' using errcode = '22023';
  end if;
  if new.closes_at is not null and (new.closes_at <= now() or new.closes_at > now() + interval '90 days') then
    raise exception 'a poll closes between now and 90 days from now' using errcode = '22023';
  end if;
  new.counts := array_fill(0, array[n]);
  new.voters := 0;
  new.created_at := now();
  return new;
end $$;
create trigger polls_before_insert before insert on public.polls
  for each row execute function public.polls_before_insert();

-- Polls are public to whoever has the link; nobody edits or deletes one through the API.
create policy polls_select on public.polls for select to anon, authenticated using (true);
create policy polls_insert on public.polls for insert to anon, authenticated with check (true);

create table public.poll_votes (
  poll_id text not null references public.polls(id) on delete cascade,
  device_id text not null check (device_id ~ '^[A-Za-z0-9-]{16,64}$'),
  choices int[] not null,
  created_at timestamptz not null default now(),
  primary key (poll_id, device_id)
);
alter table public.poll_votes enable row level security;
-- Insert only: no select policy, so device ids and single votes stay unreadable to anon and signed-in users.
create policy poll_votes_insert on public.poll_votes for insert to anon, authenticated with check (true);

-- A vote must fit its poll (open, valid option numbers, one choice unless multiple) and is counted in the
-- same transaction. security definer: the tally on polls has no update policy for API roles.
create or replace function public.poll_votes_before_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  p public.polls;
begin
  select * into p from public.polls where id = new.poll_id for update;
  if not found then
    raise exception 'poll_not_found' using errcode = 'AB201', detail = 'This poll does not exist.';
  end if;
  if p.closes_at is not null and p.closes_at <= now() then
    raise exception 'poll_closed' using errcode = 'AB202', detail = 'This poll has closed.';
  end if;
  if new.choices is null or cardinality(new.choices) = 0
     or (not p.multiple and cardinality(new.choices) <> 1)
     or cardinality(new.choices) <> (select count(distinct x) from unnest(new.choices) x)
     or exists (select 1 from unnest(new.choices) x where x is null or x < 0 or x >= cardinality(p.counts)) then
    raise exception 'bad_choice' using errcode = 'AB203', detail = 'Choose from the poll''s options.';
  end if;
  new.created_at := now();
  return new;
end $$;
create trigger poll_votes_before_insert before insert on public.poll_votes
  for each row execute function public.poll_votes_before_insert();

-- Counted after the row is in: a second vote from the same device fails on the primary key first.
create or replace function public.poll_votes_after_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  c int;
  tally int[];
begin
  select counts into tally from public.polls where id = new.poll_id;
  foreach c in array new.choices loop
    tally[c + 1] := tally[c + 1] + 1;
  end loop;
  update public.polls set counts = tally, voters = voters + 1 where id = new.poll_id;
  return null;
end $$;
create trigger poll_votes_after_insert after insert on public.poll_votes
  for each row execute function public.poll_votes_after_insert();

-- What this device chose in a poll (null if it has not voted), so a returning voter sees their vote.
create or replace function public.poll_my_vote(p_poll text, p_device text) returns int[]
language sql stable security definer set search_path = '' as $$
  select choices from public.poll_votes where poll_id = p_poll and device_id = p_device
$$;
revoke execute on function public.poll_my_vote(text, text) from public;
grant execute on function public.poll_my_vote(text, text) to anon, authenticated;

alter publication supabase_realtime add table public.polls;
