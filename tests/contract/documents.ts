// Documents as the app pushes them, for the contract tests of push_<table>.

/** A customer in the parties table, at revision `rev`. */
export const partyDoc = (id: string, rev: number, patch: Record<string, unknown> = {}) => ({
  id,
  rev,
  created_at: 1_763_700_000_000,
  updated_at: 1_763_700_000_000 + rev,
  kind: 'customer',
  name: 'Ramesh Kumar',
  name_key: 'ramesh kumar',
  mobile: '9876543210',
  opening_balance: 150_000,
  _deleted: false,
  ...patch,
})

/** A push that wrote every row: no conflicts, nothing refused. */
export const PUSHED = { conflicts: [], refused: [] }
