// Finding a variant as the counter types it: "brezza zx" (words in any order, each a prefix of the text or a
// phonetic match) or a make in Devanagari ("मारुति", "टाटा"), which name-search.ts reads into Latin keys. The
// haystack and keys are built once per list change, so each keystroke is a plain scan.
import { keysMatch, nameKeys } from '@/utils/name-search'

export type SearchableVariant = {
  id: string
  make: string
  model: string
  variant: string
  name_key: string
  fuel: string
  active: boolean
}

export type VariantIndex<T extends SearchableVariant> = {
  rows: readonly T[]
  haystacks: readonly string[]
  keys: readonly string[]
}

export function buildVariantIndex<T extends SearchableVariant>(rows: readonly T[]): VariantIndex<T> {
  return {
    rows,
    haystacks: rows.map((r) => `${r.name_key} ${r.fuel}`),
    keys: rows.map((r) => nameKeys(`${r.make} ${r.model} ${r.variant}`)),
  }
}

/** Variants every word of `query` finds, in the index's order; nothing for an empty query. */
export function filterVariants<T extends SearchableVariant>(
  index: VariantIndex<T>,
  query: string,
  limit = Infinity,
): T[] {
  const words = query.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const out: T[] = []
  for (let i = 0; i < index.rows.length && out.length < limit; i++) {
    const hay = index.haystacks[i] as string
    const keys = index.keys[i] as string
    if (words.every((w) => hay.includes(w) || keysMatch(w, keys))) out.push(index.rows[i] as T)
  }
  return out
}
