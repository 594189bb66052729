-- Feedback carries its rating, the page it is about and its language as columns, and the id the visitor's
-- device gave it: the device retries until it hears back, and the unique client_id stores a retried
-- message once (a repeat answers 409, which the device takes as "already sent").
alter table public.feedback
  add column rating smallint check (rating between 1 and 5),
  add column page text check (length(page) <= 300),
  add column lang text check (lang in ('en', 'hi')),
  add column client_id text check (length(client_id) <= 100);
create unique index feedback_client_id_key on public.feedback (client_id);
