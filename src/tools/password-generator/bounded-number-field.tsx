import { Field, Input } from '@/ui/field'
import { parseBoundedInt } from './logic'
import { usePasswordStrings } from './strings'

type Props = {
  id: string
  label: string
  hint: string
  raw: string
  min: number
  max: number
  onChange: (raw: string, value: number | null) => void
}

/** A whole-number field that explains, in the user's language, when a value is refused or clamped. */
export function BoundedNumberField({ id, label, hint, raw, min, max, onChange }: Props) {
  const t = usePasswordStrings()
  const { issue } = parseBoundedInt(raw, min, max)
  const invalid = issue === 'empty' || issue === 'notWhole'
  const message =
    issue === 'tooSmall'
      ? t('boundTooSmall', { min })
      : issue === 'tooLarge'
        ? t('boundTooLarge', { max })
        : invalid
          ? t('boundInvalid', { min, max })
          : undefined
  return (
    <Field label={label} htmlFor={id} hint={hint} error={message}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={raw}
        aria-invalid={invalid || undefined}
        aria-describedby={message ? `${id}-error` : `${id}-hint`}
        onChange={(event) =>
          onChange(event.target.value, parseBoundedInt(event.target.value, min, max).value)
        }
        className="max-w-32 tabular-nums"
      />
    </Field>
  )
}
