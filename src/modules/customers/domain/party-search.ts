// Instant search over every party held in memory: one lower-cased haystack and the phonetic keys of the name
// per party, built once per list change, so each keystroke is a plain substring scan (tens of thousands of
// rows in a few milliseconds). A name is found in either script: "ramesh" finds "रमेश" (name-search.ts).
import type { PartyKind } from '@schemas/parties.schema'
import { mobileSearchDigits } from '@/utils/mobile'
import { keysMatch, nameKeys } from '@/utils/name-search'

export type SearchableParty = {
  id: string
  kind: PartyKind
  name: string
  name_key: string
  mobile?: string
  gstin?: string
  email?: string
  state_code?: string
  opening_balance: number
}

export type PartyIndex<T extends SearchableParty> = {
  rows: readonly T[]
  haystacks: readonly string[]
  /** nameKeys(name) of each row. */
  keys: readonly string[]
}

export function buildIndex<T extends SearchableParty>(rows: readonly T[]): PartyIndex<T> {
  return {
    rows,
    haystacks: rows.map((r) =>
      [r.name_key, r.mobile ?? '', (r.gstin ?? '').toLowerCase(), r.email ?? ''].join('\u0000'),
    ),
    keys: rows.map((r) => nameKeys(r.name)),
  }
}

export type PartyFilter = { query: string; kind: PartyKind | 'all'; state: string | 'all' }

export function filterParties<T extends SearchableParty>(index: PartyIndex<T>, f: PartyFilter): T[] {
  // Words may come in any order ("kumar ramesh"); a phone number is matched without its spaces or a +91
  // in front ("+91 98765 43210").
  const words = f.query.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean)
  const digits = mobileSearchDigits(f.query) ?? ''
  const out: T[] = []
  for (let i = 0; i < index.rows.length; i++) {
    const row = index.rows[i] as T
    if (f.kind !== 'all' && row.kind !== f.kind) continue
    if (f.state !== 'all' && row.state_code !== f.state) continue
    const hay = index.haystacks[i] as string
    const keys = index.keys[i] as string
    if (words.length > 0 && !words.every((w) => hay.includes(w) || keysMatch(w, keys))) {
      if (!(digits.length >= 4 && (row.mobile ?? '').includes(digits))) continue
    }
    out.push(row)
  }
  return out
}
