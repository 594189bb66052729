// A desktop cell with a second, quieter line under it (a date with who made the record, a name with its
// mobile); a phone card shows the first line only, its own lines carrying the rest.
import type { ReactNode } from 'react'

export function twoLines(first: ReactNode, second: ReactNode, place: 'table' | 'card'): ReactNode {
  if (place !== 'table' || second === null || second === undefined || second === '') return first
  return (
    <>
      {first}
      <span className="block text-xs text-ink-soft">{second}</span>
    </>
  )
}
