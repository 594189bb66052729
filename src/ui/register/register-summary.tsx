// The line over a register: how many rows are shown (of how many) and the money totals of what is shown, or,
// with no rows, that there are none yet or none match. It is one live region that stays mounted, so a
// screen reader hears each change, and it is busy while the filters are still changing, so it hears the
// result once they settle, not a count at every letter typed. The text is not copied into a hidden region
// (a name or message would then be on the page twice).
import { useEffect, useState } from 'react'
import { cn } from '../cn'
import type { ColumnTotal } from './register-totals'
import { useRegisterStrings } from './register-strings'

const SETTLE_MS = 600

export type RegisterSummaryProps = {
  /** Nothing while the list loads (the spinner speaks). */
  loading: boolean
  countText: string
  totals: readonly ColumnTotal[]
  /** With no rows: "No parties yet…" or "Nothing matches…", shown as the list's empty state. */
  noneText: string | null
  countTestId?: string
}

export function RegisterSummary({ loading, countText, totals, noneText, countTestId }: RegisterSummaryProps) {
  const t = useRegisterStrings()
  const parts = totals.map((total) => t('total', { header: total.header, amount: total.text }))
  const text = loading ? '' : (noneText ?? [countText, ...parts].join(' · '))
  const [settling, setSettling] = useState(false)
  useEffect(() => {
    setSettling(true)
    const timer = setTimeout(() => setSettling(false), SETTLE_MS)
    return () => clearTimeout(timer)
  }, [text])
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-busy={settling}
      className={cn(
        'min-w-0 flex-[1_1_16rem]',
        noneText !== null && !loading ? 'rounded-lg bg-muted p-4 text-ink' : 'text-sm text-ink-soft',
      )}
      data-testid="register-summary"
    >
      {loading ? null : noneText !== null ? (
        <span data-testid={countTestId}>{noneText}</span>
      ) : (
        <>
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
        </>
      )}
    </div>
  )
}
