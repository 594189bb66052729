// What every report of the catalogue shares on screen: the person's formats (money in Indian digits, dates, a
// state's name), the columns they are built from (money totalled and exported as paise, dates exported as dates,
// text), a choice filter as a labelled select, figures above the rows, and matching typed words against a row.
// Presentation only: every figure comes computed from the report's pure function.
import { useId, useMemo, type ReactNode } from 'react'
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
import { gstStateByCode } from '@/utils/gst-states'
import { formatPaise } from '@/utils/indian-number'

/** The person's formats in `lang`: money in Indian digits, dates, quantities, a state by its code. */
export function formatFor(lang: 'en' | 'hi') {
  const locale = lang === 'hi' ? 'hi-IN' : 'en-IN'
  return {
    lang,
    money: (p: number) => formatPaise(p, { locale: lang }),
    date: (d: string | null | undefined) => displayDate(d ?? '', lang),
    qty: (q: number) => q.toLocaleString(locale, { maximumFractionDigits: 3 }),
    state: (code: string) => {
      const s = gstStateByCode(code)
      return s ? `${code} ${lang === 'hi' ? s.nameHi : s.name}` : code
    },
  }
}

export function useFormat() {
  const lang = useLanguage()
  return useMemo(() => formatFor(lang), [lang])
}
export type Format = ReturnType<typeof formatFor>
/** A Format, or the language to make one in. */
type FormatOf = Format | 'en' | 'hi'
const fmt = (f: FormatOf | undefined): Format =>
  f === undefined || typeof f === 'string' ? formatFor(f ?? 'en') : f

type Options<R> = {
  card?: CardPlace
  inTable?: boolean
  total?: boolean
  /** Bold on rows that are a subtotal or a total line. */
  strong?: (r: R) => boolean
  /** Narrowest width in rem. */
  min?: number
}

/** A money column: shown in the person's digits, exported as rupees, totalled unless told not to. On a phone
 * card a money cell has no header above it, so it says what it is. */
export function moneyColumn<R>(
  id: string,
  header: string,
  paise: (r: R) => number | null,
  format: FormatOf,
  o: Options<R> = {},
): RegisterColumn<R> {
  const f = fmt(format)
  return {
    id,
    header,
    cell: (r, place) => {
      const p = paise(r)
      if (p === null) return ''
      return (
        <span className={o.strong?.(r) ? 'font-semibold' : undefined}>
          {place === 'card' ? <span className="text-ink-soft">{header}: </span> : null}
          {f.money(p)}
        </span>
      )
    },
    value: (r) => moneyCell(paise(r)),
    align: 'end',
    total: o.total ?? true,
    width: { min: o.min ?? 8 },
    ...(o.card ? { card: o.card } : {}),
    ...(o.inTable === false ? { inTable: false } : {}),
  }
}

export function dateColumn<R>(
  id: string,
  header: string,
  day: (r: R) => string | null,
  format: FormatOf,
  o: Options<R> = {},
): RegisterColumn<R> {
  const f = fmt(format)
  return {
    id,
    header,
    cell: (r) => f.date(day(r)),
    value: (r) => dateCell(day(r)),
    width: { min: o.min ?? 7 },
    ...(o.card ? { card: o.card } : {}),
    ...(o.inTable === false ? { inTable: false } : {}),
  }
}

export function numberColumn<R>(
  id: string,
  header: string,
  n: (r: R) => number | null,
  format?: FormatOf,
  o: Options<R> = {},
): RegisterColumn<R> {
  const f = fmt(format)
  return {
    id,
    header,
    cell: (r) => {
      const v = n(r)
      return v === null ? '' : f.qty(v)
    },
    value: (r) => numberCell(n(r)),
    align: 'end',
    width: { min: o.min ?? 5 },
    ...(o.card ? { card: o.card } : {}),
    ...(o.inTable === false ? { inTable: false } : {}),
  }
}

/** A text column; `flag` (a cancelled document) is shown struck through beside its words. */
export function textColumn<R>(
  id: string,
  header: string,
  text: (r: R) => string,
  o: Options<R> & { flag?: (r: R) => string | null; grow?: number } = {},
): RegisterColumn<R> {
  return {
    id,
    header,
    cell: (r) => {
      const flag = o.flag?.(r) ?? null
      if (!flag) return o.strong?.(r) ? <span className="font-semibold">{text(r)}</span> : text(r)
      return (
        <span>
          <s>{text(r)}</s> <span className="text-xs font-medium text-danger-700">{flag}</span>
        </span>
      )
    },
    value: (r) => textCell(text(r)),
    width: { min: o.min ?? 6, ...(o.grow ? { grow: o.grow } : {}) },
    ...(o.card ? { card: o.card } : {}),
    ...(o.inTable === false ? { inTable: false } : {}),
  }
}

/** Whether every typed word is in one of the row's texts (case ignored). */
export function matchesWords(query: string, ...texts: readonly (string | null | undefined)[]): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const hay = texts.filter(Boolean).join(' ').toLowerCase()
  return words.every((w) => hay.includes(w))
}

/** A choice among a few values as a labelled select (a report's filter). */
export function ChoiceFilter<V extends string>(props: {
  label: string
  value: V
  values: readonly V[]
  name: (v: V) => string
  onChange: (v: V) => void
  testId?: string
}) {
  const id = useId()
  return (
    <Field label={props.label} htmlFor={id} className="sm:w-56">
      <Select
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as V)}
        data-testid={props.testId}
      >
        {props.values.map((v) => (
          <option key={v} value={v}>
            {props.name(v)}
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
