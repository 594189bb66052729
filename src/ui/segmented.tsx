// A choice among a few views of one screen (ledger / open bills, day / cash / bank book): pressed buttons in a
// labelled group, so a screen reader hears the group's name and which one is on.
import { cn } from './cn'

export function Segmented<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: readonly { value: V; label: string }[]
  value: V
  onChange: (value: V) => void
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-wrap gap-1 self-start rounded-lg bg-muted p-1"
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
            value === o.value ? 'bg-surface text-ink shadow-sm' : 'text-ink-soft hover:text-ink',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  )
}
