import type { ReactNode } from 'react'

type Props = { id: string; checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }

/** A checkbox with its label, large enough to tap on a phone. */
export function CheckOption({ id, checked, onChange, children }: Props) {
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
      <label htmlFor={id} className="flex min-h-11 flex-1 items-center text-sm text-ink">
        {children}
      </label>
    </div>
  )
}
