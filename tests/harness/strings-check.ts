// The check every module's string table gets: Hindi has exactly the English keys, neither language leaves a text
// empty, and each pair names the same {{placeholders}} (a Hindi text missing one would print a hole).
import { expect } from 'vitest'

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

export function expectBilingual(table: { en: Record<string, string>; hi: Record<string, string> }): void {
  expect(Object.keys(table.hi).sort()).toEqual(Object.keys(table.en).sort())
  for (const [key, en] of Object.entries(table.en)) {
    const hi = table.hi[key]!
    expect(en.trim(), key).not.toBe('')
    expect(hi.trim(), key).not.toBe('')
    expect(placeholders(hi), key).toEqual(placeholders(en))
  }
}
