// Small pieces the accounts reports share: columns of text, dates and money (shown in the person's language,
// exported as numbers and dates), a labelled choice among a few values, figures above the rows, and a word
// search. Presentation only: every figure comes computed from the report's pure function.
import type { ReactNode } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Field, Select } from '@/ui/field'
import {
  dateCell,
  moneyCell,
  numberCell,
  textCell,
  type CardPlace,
  type RegisterColumn,
} from '@/ui/register/register-column'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'

type Options = { card?: CardPlace; min?: number; grow?: number }

export function textCol<T>(
  id: string,
  header: string,
  text: (row: T) => string,
  o: Options & { strong?: (row: T) => boolean } = {},
): RegisterColumn<T> {
  return {
    id,
    header,
    cell: (r) => (o.strong?.(r) ? <span className="font-semibold">{text(r)}</span> : text(r)),
    value: (r) => textCell(text(r)),
    ...(o.card ? { card: o.card } : {}),
    width: { min: o.min ?? 8, ...(o.grow ? { grow: o.grow } : {}) },
  }
}

export function dateCol<T>(
  id: string,
  header: string,
  date: (row: T) => string | null,
  lang: 'en' | 'hi',
  o: Options = {},
): RegisterColumn<T> {
  return {
    id,
    header,
    cell: (r) => displayDate(date(r), lang),
    value: (r) => dateCell(date(r)),
    ...(o.card ? { card: o.card } : {}),
    width: { min: o.min ?? 7 },
  }
}

export function numberCol<T>(id: string, header: string, n: (row: T) => number | null): RegisterColumn<T> {
  return {
    id,
    header,
    cell: (r) => {
      const v = n(r)
      return v === null ? '' : v.toLocaleString('en-IN')
    },
    value: (r) => numberCell(n(r)),
    align: 'end',
    width: { min: 4 },
  }
}

/** A money column: blank where a row has nothing in it; `total` sums what is shown. On a phone card a money
 * cell has no header, so it says what it is. */
export function moneyCol<T>(
  id: string,
  header: string,
  paise: (row: T) => number | null,
  lang: 'en' | 'hi',
  o: Options & { total?: boolean; strong?: (row: T) => boolean } = {},
): RegisterColumn<T> {
  return {
    id,
    header,
    cell: (r, place) => {
      const p = paise(r)
      if (p === null) return ''
      const text = formatPaise(p, { locale: lang })
      return (
        <span className={o.strong?.(r) ? 'font-semibold' : undefined}>
          {place === 'card' ? <span className="text-ink-soft">{header}: </span> : null}
          {text}
        </span>
      )
    },
    value: (r) => moneyCell(paise(r)),
    align: 'end',
    ...(o.total ? { total: true } : {}),
    ...(o.card ? { card: o.card } : {}),
    width: { min: o.min ?? 8 },
  }
}

export function ChoiceSelect<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  testId,
}: {
  id: string
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (v: V) => void
  testId?: string
}) {
  return (
    <Field label={label} htmlFor={id} className="min-w-40">
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as V)} data-testid={testId}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  )
}

/** Figures above the rows: a label and its value, side by side on a desktop, stacked on a phone. */
export function Figures({
  items,
  testId,
}: {
  items: readonly { label: string; value: ReactNode; testId?: string }[]
  testId?: string
}) {
  return (
    <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" data-testid={testId}>
      {items.map((i) => (
        <div key={i.label} className="rounded-lg border border-line bg-surface p-3">
          <dt className="text-ink-soft">{i.label}</dt>
          <dd className="font-semibold tabular-nums" data-testid={i.testId}>
            {i.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Whether every word of the search is in one of the texts. */
export function matches(query: string, ...texts: readonly (string | undefined)[]): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const hay = texts.join(' ').toLowerCase()
  return words.every((w) => hay.includes(w))
}

export function useMoney(): (paise: number) => string {
  const lang = useLanguage()
  return (p) => formatPaise(p, { locale: lang })
}
