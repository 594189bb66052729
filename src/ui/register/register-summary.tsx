// The line over a register: how many rows are shown (of how many) and the money totals of what is shown. A
// screen reader hears it once the filters settle, not at every letter typed.
import { useEffect, useState } from 'react'
import type { ColumnTotal } from './register-totals'
import { useRegisterStrings } from './register-strings'

const SETTLE_MS = 700

export function RegisterSummary({
  countText,
  totals,
  countTestId,
  visible = true,
}: {
  countText: string
  totals: readonly ColumnTotal[]
  countTestId?: string
  /** false: only announced (an empty list says so in its own box, the count would repeat it). */
  visible?: boolean
}) {
  const t = useRegisterStrings()
  const parts = totals.map((total) => t('total', { header: total.header, amount: total.text }))
  const full = [countText, ...parts].join(' · ')
  const [announced, setAnnounced] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(full), SETTLE_MS)
    return () => clearTimeout(timer)
  }, [full])
  return (
    <>
      {visible ? (
        <p className="text-sm text-ink-soft" data-testid="register-summary">
          <span data-testid={countTestId}>{countText}</span>
          {parts.map((part, i) => (
            <span
              key={totals[i]!.id}
              className="tabular-nums"
              data-testid={`register-total-${totals[i]!.id}`}
            >
              {' · '}
              {part}
            </span>
          ))}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announced}
      </p>
    </>
  )
}
