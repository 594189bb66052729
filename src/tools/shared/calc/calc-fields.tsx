// Inputs shared by the money calculators: a number field with ₹ or % adornment and an inline message,
// and a group of radio choices drawn as a segmented control (arrow keys move between options natively).
import type { ReactNode } from 'react'
import { useLanguage } from '@/lib/i18n'
import { cn } from '@/ui/cn'
import { Field, Input } from '@/ui/field'
import { formatIndianNumber } from '@/utils/indian-number'
import { useCalcStrings } from './calc-strings'
import type { FieldResult } from './field-parse'
import { regroupMoney } from './field-parse'

/** The message for a refused field value, in the user's language; undefined when the value is fine. */
export function useFieldMessage(): (result: FieldResult, kind?: 'money' | 'number') => string | undefined {
  const t = useCalcStrings()
  const lang = useLanguage()
  return (result, kind = 'money') => {
    if (result.ok) return undefined
    const limit = formatIndianNumber(result.limit ?? 0, { locale: lang })
    switch (result.issue) {
      case 'empty':
        return kind === 'money' ? t('errEmpty') : t('errEmptyNumber')
      case 'invalid':
        return t('errInvalid')
      case 'negative':
        return t('errNegative')
      case 'zero':
        return t('errZero')
      case 'too-large':
        return t('errTooLarge')
      case 'too-many-decimals':
        return t('errTooManyDecimals')
      case 'above-max':
        return t('errAboveMax', { limit })
      case 'below-min':
        return t('errBelowMin', { limit })
      case 'not-whole':
        return t('errNotWhole')
    }
  }
}

type NumberFieldProps = {
  id: string
  label: ReactNode
  hint?: ReactNode
  value: string
  onChange: (raw: string) => void
  error?: string
  /** '₹' before money, '%' or a unit after other numbers. */
  prefix?: string
  suffix?: string
  money?: boolean
  className?: string
  testId?: string
}

/** A labelled number field that accepts Indian digits/commas and shows its problem inline. */
export function NumberField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  prefix,
  suffix,
  money,
  className,
  testId,
}: NumberFieldProps) {
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error} className={className}>
      <div className="relative flex items-center">
        {prefix ? (
          <span aria-hidden="true" className="pointer-events-none absolute left-3 text-ink-soft">
            {prefix}
          </span>
        ) : null}
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={
            money
              ? () => {
                  const next = regroupMoney(value)
                  if (next !== value) onChange(next)
                }
              : undefined
          }
          className={cn('tabular-nums', prefix && 'pl-7', suffix && 'pr-14')}
        />
        {suffix ? (
          <span aria-hidden="true" className="pointer-events-none absolute right-3 text-sm text-ink-soft">
            {suffix}
          </span>
        ) : null}
      </div>
    </Field>
  )
}

type Choice<V extends string> = { value: V; label: ReactNode }

type ChoiceGroupProps<V extends string> = {
  name: string
  legend: ReactNode
  options: readonly Choice<V>[]
  value: V
  onChange: (value: V) => void
  className?: string
  /** Hide the legend visually (it stays for screen readers). */
  hideLegend?: boolean
}

/** Radio buttons styled as chips or a segmented control. */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  className,
  hideLegend,
}: ChoiceGroupProps<V>) {
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 text-sm font-medium text-ink'}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-ink has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
