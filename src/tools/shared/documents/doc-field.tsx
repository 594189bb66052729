import type { ReactNode } from 'react'
import { Field, Input, Select, Textarea } from '@/ui/field'

type Props = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: ReactNode
  multiline?: boolean
  className?: string
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric'
  autoComplete?: string
  type?: 'text' | 'email' | 'tel' | 'date'
  lang?: string
  /** The tool's main field: focused when the tool opens from the search (src/app/pages/tool-main-field.ts). */
  main?: boolean
}

/** A labelled text field whose error is shown, announced and tied to the control. */
export function DocField({ id, label, value, onChange, error, hint, multiline, className, ...rest }: Props) {
  const common = {
    id,
    value,
    autoComplete: rest.autoComplete ?? 'off',
    inputMode: rest.inputMode,
    lang: rest.lang,
    'data-tool-main': rest.main ? '' : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  }
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error} className={className}>
      {multiline ? (
        <Textarea {...common} className="min-h-24" onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...common} type={rest.type ?? 'text'} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  )
}

/** A labelled choice among fixed options. */
export function DocSelect<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
}) {
  return (
    <Field label={label} htmlFor={id}>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  )
}
