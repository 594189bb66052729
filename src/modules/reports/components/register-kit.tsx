// What the sales, purchase, compliance and stock reports share on screen: the person's formats (money in Indian
// digits, dates, a state's name), the columns they are built from (money totalled and exported as paise, dates
// exported as dates, text), a choice filter as a labelled select, and matching typed words against a row.
import { useId, useMemo } from 'react'
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

type Options<R> = { card?: CardPlace; inTable?: boolean; total?: boolean; struck?: (r: R) => boolean }

/** A money column: shown in the person's digits, exported as rupees, totalled unless told not to. */
export function moneyColumn<R>(
  id: string,
  header: string,
  paise: (r: R) => number | null,
  f: Format,
  o: Options<R> = {},
): RegisterColumn<R> {
  return {
    id,
    header,
    cell: (r) => {
      const p = paise(r)
      return p === null ? '' : f.money(p)
    },
    value: (r) => moneyCell(paise(r)),
    align: 'end',
    total: o.total ?? true,
    width: { min: 8 },
    ...(o.card ? { card: o.card } : {}),
    ...(o.inTable === false ? { inTable: false } : {}),
  }
}

export function dateColumn<R>(
  id: string,
  header: string,
  day: (r: R) => string | null,
  f: Format,
  o: Options<R> = {},
): RegisterColumn<R> {
  return {
    id,
    header,
    cell: (r) => f.date(day(r)),
    value: (r) => dateCell(day(r)),
    width: { min: 7 },
    ...(o.card ? { card: o.card } : {}),
    ...(o.inTable === false ? { inTable: false } : {}),
  }
}

export function numberColumn<R>(
  id: string,
  header: string,
  n: (r: R) => number | null,
  f: Format,
  o: Options<R> = {},
): RegisterColumn<R> {
  return {
    id,
    header,
    cell: (r) => {
      const v = n(r)
      return v === null ? '' : f.qty(v)
    },
    value: (r) => numberCell(n(r)),
    align: 'end',
    width: { min: 5 },
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
      if (!flag) return text(r)
      return (
        <span>
          <s>{text(r)}</s> <span className="text-xs font-medium text-danger-700">{flag}</span>
        </span>
      )
    },
    value: (r) => textCell(text(r)),
    width: { min: 6, ...(o.grow ? { grow: o.grow } : {}) },
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
