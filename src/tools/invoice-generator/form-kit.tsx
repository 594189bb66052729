import type { ReactNode } from 'react'
import { Field, Input, Textarea } from '@/ui/field'
import type { ErrorKey, InvoiceDraft } from './model'
import { useInvoiceStrings } from './strings'

/** Returns a copy of the draft with the value at a dotted path ("supplier.name", "lines.2.rate") replaced. */
export function withField(d: InvoiceDraft, path: string, value: unknown): InvoiceDraft {
  const next = structuredClone(d) as unknown as Record<string, unknown>
  const keys = path.split('.')
  let node: Record<string, unknown> = next
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>
  node[keys[keys.length - 1] ?? ''] = value
  return next as unknown as InvoiceDraft
}

/** Reads the string at a dotted path. */
export function fieldValue(d: InvoiceDraft, path: string): string {
  let node: unknown = d
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key]
  return typeof node === 'string' ? node : ''
}

export type FormApi = {
  draft: InvoiceDraft
  set: (path: string, value: unknown) => void
  error: (path: string) => ErrorKey | undefined
  idOf: (path: string) => string
}

type TextProps = {
  api: FormApi
  path: string
  label: string
  hint?: ReactNode
  multiline?: boolean
  className?: string
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel'
  autoComplete?: string
  upper?: boolean
}

/** A labelled text field bound to a draft path, with its translated error tied to it. */
export function TextField({
  api,
  path,
  label,
  hint,
  multiline,
  className,
  inputMode,
  autoComplete = 'off',
  upper,
}: TextProps) {
  const t = useInvoiceStrings()
  const id = api.idOf(path)
  const key = api.error(path)
  const common = {
    id,
    value: fieldValue(api.draft, path),
    autoComplete,
    inputMode,
    'aria-invalid': key ? true : undefined,
    'aria-describedby': key ? `${id}-error` : hint ? `${id}-hint` : undefined,
  }
  const change = (v: string) => api.set(path, upper ? v.toUpperCase() : v)
  return (
    <Field label={label} htmlFor={id} hint={hint} error={key ? t(key) : undefined} className={className}>
      {multiline ? (
        <Textarea {...common} className="min-h-20" onChange={(e) => change(e.target.value)} />
      ) : (
        <Input {...common} onChange={(e) => change(e.target.value)} />
      )}
    </Field>
  )
}
