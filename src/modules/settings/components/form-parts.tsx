import type { ComponentProps, ReactNode } from 'react'
import { Card } from '@/ui/card'
import { Field, Input, Textarea } from '@/ui/field'
import type { SettingsError } from '../domain/validate'
import { PREFIX_MAX } from '../domain/validate'
import { useSettingsStrings } from '../settings-strings'

/** The sentence for an error code in the current language. */
export function useErrorText(): (code: SettingsError | undefined) => string | undefined {
  const t = useSettingsStrings()
  return (code) => (code ? t(`err_${code}`, { max: PREFIX_MAX }) : undefined)
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'id'> & {
  id: string
  label: string
  hint?: ReactNode
  error?: SettingsError
  value: string
  onValue: (value: string) => void
  multiline?: boolean
}

/** A labelled text box whose error is announced and tied to it. */
export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onValue,
  multiline,
  className,
  ...rest
}: TextFieldProps) {
  const text = useErrorText()(error)
  const describedBy = text ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <Field label={label} htmlFor={id} hint={hint} error={text} className={className}>
      {multiline ? (
        <Textarea
          id={id}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={text ? true : undefined}
          aria-describedby={describedBy}
          onBlur={rest.onBlur as ComponentProps<'textarea'>['onBlur']}
          maxLength={rest.maxLength}
        />
      ) : (
        <Input
          id={id}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={text ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
      )}
    </Field>
  )
}

type CheckProps = {
  id: string
  label: string
  checked: boolean
  onChecked: (checked: boolean) => void
  disabled?: boolean
}

/** A checkbox with its label; the whole row is the click target. */
export function Check({ id, label, checked, onChecked, disabled }: CheckProps) {
  return (
    <label
      htmlFor={id}
      className="flex min-h-10 cursor-pointer items-center gap-3 text-sm text-ink has-disabled:cursor-not-allowed has-disabled:opacity-60"
    >
      <input
        id={id}
        type="checkbox"
        className="size-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChecked(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  )
}

/** One titled part of the settings page; its id is the target of the section nav. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-ink-soft">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  )
}
