// The error summary of the form model (issue 19 item 4): after a refused save, a box at the top lists what is
// wrong, each entry a link to its field, and takes the focus so a screen reader reads it at once and a
// keyboard user is one Tab from the first field to fix (GOV.UK's pattern, which counter staff find fastest).
import { useEffect, useId, useRef } from 'react'

const FOCUSABLE = 'input, select, textarea, button'

export type SummaryItem = { field: string; label: string; message: string }

export function ErrorSummary({
  title,
  items,
  idOf,
  attempt,
}: {
  title: string
  items: readonly SummaryItem[]
  /** The id of a field's control. */
  idOf: (field: string) => string
  /** Grows with each refused save: the summary takes the focus again. */
  attempt: number
}) {
  const box = useRef<HTMLDivElement>(null)
  // Two summaries can show at once (a form and a dialog over it): each names itself.
  const titleId = useId()
  useEffect(() => {
    if (attempt > 0 && items.length > 0) box.current?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus on a new attempt only, not on every edit
  }, [attempt])
  if (items.length === 0) return null
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 focus-visible:outline-2 focus-visible:outline-red-700"
      data-testid="error-summary"
    >
      <h2 id={titleId} className="font-semibold text-red-800">
        {title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item.field}>
            <a
              href={`#${idOf(item.field)}`}
              className="text-red-800 underline"
              onClick={(e) => {
                e.preventDefault()
                // A field may be a group (a picker, a list of amounts): its first control takes the focus.
                const el = document.getElementById(idOf(item.field))
                const control = el?.matches(FOCUSABLE) ? el : el?.querySelector<HTMLElement>(FOCUSABLE)
                ;(control ?? el)?.focus()
              }}
            >
              {item.label}: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
