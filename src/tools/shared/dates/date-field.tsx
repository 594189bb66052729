import { useState } from 'react'
import { defineStrings, useLanguage } from '@/lib/i18n'
import { Field, Input } from '@/ui/field'
import type { PlainDate } from '@/utils/plain-date'
import { parsePlainDate } from '@/utils/plain-date'
import { formatDdMmYyyy, formatLongDate } from './date-format'

const useDateStrings = defineStrings({
  en: {
    empty: 'Enter a date.',
    incomplete: 'This date is incomplete or does not exist (for example 31/02). Check day, month and year.',
    invalid: 'Enter a real date between the years 1 and 9999.',
  },
  hi: {
    empty: 'तारीख़ लिखें।',
    incomplete: 'यह तारीख़ अधूरी है या होती ही नहीं (जैसे 31/02)। दिन, महीना और साल जाँचें।',
    invalid: 'साल 1 से 9999 के बीच की असली तारीख़ लिखें।',
  },
})

/**
 * `touched` turns on messages about the field itself, so an untouched empty field is not shouted at.
 * `version` changes when the program (not the user) sets the date, e.g. "Use today".
 */
export type DateFieldValue = { raw: string; badInput: boolean; touched: boolean; version: number }

/** The date a field holds, or null when it is empty, incomplete or impossible. */
export function dateFromField(field: DateFieldValue): PlainDate | null {
  if (field.badInput) return null
  const parsed = parsePlainDate(field.raw)
  return parsed.ok ? parsed.value : null
}

/** State for one date field; `initial` is an ISO date or ''. */
export function useDateField(initial: string) {
  return useState<DateFieldValue>({ raw: initial, badInput: false, touched: false, version: 0 })
}

type Props = {
  id: string
  label: string
  value: DateFieldValue
  onChange: (value: DateFieldValue) => void
  /** A cross-field problem (e.g. birth after the "as on" date), shown when the field itself is fine. */
  extraError?: string
  testId?: string
}

/**
 * A native date picker (the phone's own wheel, keyboard-typable on desktop) with the chosen date repeated in
 * Indian form, DD/MM/YYYY plus weekday and month names in the reader's language.
 */
export function DateField({ id, label, value, onChange, extraError, testId }: Props) {
  const t = useDateStrings()
  const lang = useLanguage()
  const parsed = parsePlainDate(value.raw)
  const issue = !value.touched
    ? undefined
    : value.badInput
      ? t('incomplete')
      : parsed.ok
        ? undefined
        : t(parsed.reason === 'empty' ? 'empty' : 'invalid')
  const error = issue ?? extraError
  return (
    <Field
      label={label}
      htmlFor={id}
      error={error}
      hint={
        parsed.ok ? (
          <span
            data-testid={testId}
          >{`${formatDdMmYyyy(parsed.value)} · ${formatLongDate(parsed.value, lang)}`}</span>
        ) : undefined
      }
    >
      {/* Uncontrolled on purpose: re-rendering a controlled date input while a date is half typed makes
          Chromium drop the digits already entered. A new `version` remounts it with a program-set date. */}
      <Input
        key={value.version}
        id={id}
        type="date"
        min="0001-01-01"
        max="9999-12-31"
        defaultValue={value.raw}
        onChange={(event) =>
          onChange({ ...value, raw: event.target.value, badInput: event.target.validity.badInput })
        }
        onBlur={(event) =>
          onChange({
            ...value,
            raw: event.target.value,
            badInput: event.target.validity.badInput,
            touched: true,
          })
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="max-w-56"
      />
    </Field>
  )
}

/** Today's date on this device's calendar (India's date for users in India). */
export function todayIso(): string {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}
