// The heading every register screen starts with: its title, one line on what it holds, anything more (a
// figure), and its actions on the right (on a phone, below).
import type { ReactNode } from 'react'

export function RegisterHeading({
  title,
  intro,
  children,
  actions,
}: {
  title: string
  intro: string
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="min-w-0 sm:flex-[1_1_18rem]">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        <p className="mt-1 text-sm text-ink-soft">{intro}</p>
        {children}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  )
}
