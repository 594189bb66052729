// The "what goes in the code" form shared by both QR tools: a kind picker and that kind's fields, each
// with its own inline message. A field's "required" message waits until the user has left the field.
import { useId, useMemo, useState } from 'react'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { ChoiceGroup } from '../calc/calc-fields'
import type { PayloadFields, PayloadIssue, PayloadKind, PayloadResult } from './payloads'
import { buildPayload, PAYLOAD_KINDS } from './payloads'
import { useQrStrings } from './qr-strings'

type FieldSpec = {
  key: string
  label: Parameters<ReturnType<typeof useQrStrings>>[0]
  hint?: Parameters<ReturnType<typeof useQrStrings>>[0]
  multiline?: boolean
  type?: 'email' | 'tel' | 'url' | 'password'
  inputMode?: 'decimal' | 'tel' | 'email' | 'url'
}

const FIELDS: Record<PayloadKind, FieldSpec[]> = {
  url: [{ key: 'url', label: 'url', hint: 'urlHint', inputMode: 'url' }],
  text: [{ key: 'text', label: 'text', multiline: true }],
  wifi: [
    { key: 'ssid', label: 'ssid' },
    { key: 'password', label: 'password' },
  ],
  vcard: [
    { key: 'firstName', label: 'firstName' },
    { key: 'lastName', label: 'lastName' },
    { key: 'org', label: 'org' },
    { key: 'title', label: 'jobTitle' },
    { key: 'phone', label: 'phone', type: 'tel', inputMode: 'tel' },
    { key: 'email', label: 'email', type: 'email', inputMode: 'email' },
    { key: 'url', label: 'website', inputMode: 'url' },
    { key: 'address', label: 'address', multiline: true },
  ],
  upi: [
    { key: 'vpa', label: 'vpa', hint: 'vpaHint' },
    { key: 'payee', label: 'payee' },
    { key: 'amount', label: 'amount', hint: 'amountHint', inputMode: 'decimal' },
    { key: 'note', label: 'note' },
  ],
  email: [
    { key: 'to', label: 'to', type: 'email', inputMode: 'email' },
    { key: 'subject', label: 'subject' },
    { key: 'body', label: 'body', multiline: true },
  ],
  sms: [
    { key: 'number', label: 'number', type: 'tel', inputMode: 'tel' },
    { key: 'message', label: 'message', multiline: true },
  ],
  phone: [{ key: 'number', label: 'number', type: 'tel', inputMode: 'tel' }],
}

export type PayloadState = {
  kind: PayloadKind
  setKind: (kind: PayloadKind) => void
  fields: PayloadFields
  setField: (key: string, value: string) => void
  result: PayloadResult
}

/** The content form's state; each kind keeps its own field values when the user switches back and forth. */
export function usePayload(initial: { kind?: PayloadKind; fields?: PayloadFields } = {}): PayloadState {
  const [kind, setKind] = useState<PayloadKind>(initial.kind ?? 'url')
  const [all, setAll] = useState<Partial<Record<PayloadKind, PayloadFields>>>(() => ({
    [initial.kind ?? 'url']: initial.fields ?? {},
    wifi: { security: 'WPA' },
  }))
  const fields = useMemo(() => all[kind] ?? {}, [all, kind])
  const result = useMemo(() => buildPayload(kind, fields), [kind, fields])
  return {
    kind,
    setKind,
    fields,
    setField: (key, value) => setAll((prev) => ({ ...prev, [kind]: { ...prev[kind], [key]: value } })),
    result,
  }
}

/** Fills the kind picker and the chosen kind's fields. */
export function PayloadForm({ state, tooLongForLevel }: { state: PayloadState; tooLongForLevel?: boolean }) {
  const t = useQrStrings()
  const id = useId()
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const { kind, fields, result } = state
  const errors = result.ok ? {} : result.errors
  const message = (key: string): string | undefined => {
    const issue: PayloadIssue | undefined = errors[key]
    if (!issue) return undefined
    if (issue === 'required' && !touched.has(`${kind}.${key}`)) return undefined
    return t(issue)
  }
  const formIssue = errors._ ? t(errors._) : tooLongForLevel ? t('tooLongLevel') : undefined

  return (
    <div className="space-y-4">
      <ChoiceGroup
        name={`${id}-kind`}
        legend={t('kindLegend')}
        options={PAYLOAD_KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }))}
        value={kind}
        onChange={state.setKind}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS[kind].map((spec) => {
          const fieldId = `${id}-${kind}-${spec.key}`
          const error = message(spec.key)
          const common = {
            id: fieldId,
            value: fields[spec.key] ?? '',
            autoComplete: 'off',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${fieldId}-error` : spec.hint ? `${fieldId}-hint` : undefined,
            onBlur: () => setTouched((prev) => new Set(prev).add(`${kind}.${spec.key}`)),
          }
          return (
            <Field
              key={fieldId}
              label={t(spec.label)}
              htmlFor={fieldId}
              hint={spec.hint ? t(spec.hint) : undefined}
              error={error}
              className={spec.multiline ? 'sm:col-span-2' : undefined}
            >
              {spec.multiline ? (
                <Textarea {...common} rows={3} onChange={(e) => state.setField(spec.key, e.target.value)} />
              ) : (
                <Input
                  {...common}
                  type={spec.type === 'password' ? 'text' : (spec.type ?? 'text')}
                  inputMode={spec.inputMode}
                  spellCheck={false}
                  onChange={(e) => state.setField(spec.key, e.target.value)}
                />
              )}
            </Field>
          )
        })}
        {kind === 'wifi' ? (
          <>
            <Field label={t('security')} htmlFor={`${id}-security`}>
              <Select
                id={`${id}-security`}
                value={fields.security ?? 'WPA'}
                onChange={(e) => state.setField('security', e.target.value)}
              >
                <option value="WPA">{t('secWpa')}</option>
                <option value="WEP">{t('secWep')}</option>
                <option value="nopass">{t('secNone')}</option>
              </Select>
            </Field>
            <label className="flex items-center gap-2 self-end pb-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={fields.hidden === 'true'}
                onChange={(e) => state.setField('hidden', String(e.target.checked))}
                className="size-4 accent-brand-700"
              />
              {t('hidden')}
            </label>
          </>
        ) : null}
      </div>
      {formIssue ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formIssue}
        </p>
      ) : null}
    </div>
  )
}
