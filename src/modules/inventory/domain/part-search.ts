// Finding a part as the counter types it: by part number however it is spaced or hyphenated ("15400 rta",
// "15400-RTA-003"), or by words of its name in any order. An exact part number comes first, then numbers that
// start with what was typed, then the rest, each in part-number order.
import { partKey } from '@schemas/parts.schema'

export type SearchablePart = { id: string; part_no: string; part_key: string; name: string; active?: boolean }

export function filterParts<P extends SearchablePart>(parts: readonly P[], query: string): P[] {
  const text = query.trim()
  if (!text) return [...parts]
  const key = partKey(text)
  const words = text.toLowerCase().split(/\s+/).filter(Boolean)
  const ranked: { p: P; rank: number }[] = []
  for (const p of parts) {
    let rank = -1
    if (key && p.part_key === key) rank = 0
    else if (key && p.part_key.startsWith(key)) rank = 1
    else if (key && p.part_key.includes(key)) rank = 2
    else {
      const name = `${p.part_no} ${p.name}`.toLowerCase()
      if (words.every((w) => name.includes(w))) rank = 3
    }
    if (rank >= 0) ranked.push({ p, rank })
  }
  ranked.sort((a, b) => a.rank - b.rank || a.p.part_key.localeCompare(b.p.part_key))
  return ranked.map((r) => r.p)
}
