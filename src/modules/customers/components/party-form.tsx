import { useId, useRef, useState, type FormEvent } from 'react'
import { PARTY_KINDS } from '@schemas/parties.schema'
import type { Party } from '@schemas/parties.schema'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { MoneyInput } from '@/ui/money-input'
import { Kbd, shortcutProps, useSaveShortcut } from '@/ui/use-shortcut'
import { errorFields } from '@/utils/form-model'
import { GST_STATES } from '@/utils/gst-states'
import { createParty, saveParty } from '../data/parties'
import { useCustomersStrings } from '../customers-strings'
import { checkParty, EMPTY_PARTY, PARTY_FIELDS, toInput, type PartyInput } from '../domain/party-rules'
import { useAuthors } from '@/data/account/use-authors'
import { RecordAuthors } from '@/ui/record-authors'

type Props = {
  /** The record being edited, or nothing for a new one. */
  party?: Party
  initial?: Partial<PartyInput>
  onSaved: (party: Party) => void
  onCancel: () => void
}

/** Create or edit one party; every field is checked by the same rules as the CSV import. The form model: the
 *  draft is text, checkParty decides, and after a refused save the error summary takes the focus. */
export function PartyForm({ party, initial, onSaved, onCancel }: Props) {
  const t = useCustomersStrings()
  const lang = useLanguage()
  const { db, writer } = useData()
  const authors = useAuthors(party)
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const [input, setInput] = useState<PartyInput>(() => ({
    ...EMPTY_PARTY,
    ...(party ? toInput(party) : initial),
  }))
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)
  const result = checkParty(input)
  const errors = attempt > 0 && !result.ok ? result.errors : {}

  const set = (field: keyof PartyInput) => (value: string) =>
    setInput((prev) => ({ ...prev, [field]: value }))
  const err = (field: keyof PartyInput) => {
    const error = errors[field]
    return error ? t(`err-${error.code}`) : undefined
  }
  const aria = (field: keyof PartyInput) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  })

  async function submit(e: FormEvent) {
    e.preventDefault()
    const check = checkParty(input)
    if (!check.ok) {
      setAttempt((n) => n + 1)
      return
    }
    setSaving(true)
    try {
      const saved = party
        ? await saveParty(db, party.id, check.value, writer)
        : await createParty(db, check.value, writer)
      toast({ title: t('saved') })
      onSaved(saved)
    } catch (error) {
      console.error(error)
      toast({ title: t('saveFailed'), variant: 'destructive' })
    } finally {
      setSaving(false)
    }
  }

  const labels: Record<keyof PartyInput, string> = {
    kind: t('kind'),
    name: t('name'),
    mobile: t('mobile'),
    email: t('email'),
    address: t('address'),
    state_code: t('state'),
    gstin: t('gstin'),
    pan: t('pan'),
    opening_balance: t('openingBalance'),
  }
  const summary = errorFields(errors, PARTY_FIELDS).map((field) => ({
    field,
    label: labels[field],
    message: err(field) ?? '',
  }))

  return (
    <form
      ref={form}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="party-form"
    >
      <div className="sm:col-span-2 empty:hidden">
        <ErrorSummary
          title={t('fixErrors', { count: summary.length })}
          items={summary}
          idOf={(field) => `${id}-${field}`}
          attempt={attempt}
        />
      </div>
      {party ? <RecordAuthors {...authors} className="sm:col-span-2" /> : null}
      <Field label={t('kind')} htmlFor={`${id}-kind`} error={err('kind')}>
        <Select {...aria('kind')} value={input.kind} onChange={(e) => set('kind')(e.target.value)}>
          {PARTY_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind_${k}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('name')} htmlFor={`${id}-name`} error={err('name')}>
        <Input
          {...aria('name')}
          value={input.name}
          onChange={(e) => set('name')(e.target.value)}
          required
          autoComplete="off"
        />
      </Field>
      <Field label={t('mobile')} htmlFor={`${id}-mobile`} error={err('mobile')}>
        <Input
          {...aria('mobile')}
          value={input.mobile}
          onChange={(e) => set('mobile')(e.target.value)}
          inputMode="tel"
          autoComplete="off"
        />
      </Field>
      <Field label={t('email')} htmlFor={`${id}-email`} error={err('email')}>
        <Input
          {...aria('email')}
          value={input.email}
          onChange={(e) => set('email')(e.target.value)}
          type="email"
          autoComplete="off"
        />
      </Field>
      <Field label={t('address')} htmlFor={`${id}-address`} error={err('address')} className="sm:col-span-2">
        <Textarea
          {...aria('address')}
          value={input.address}
          onChange={(e) => set('address')(e.target.value)}
          className="min-h-20"
        />
      </Field>
      <Field label={t('state')} htmlFor={`${id}-state_code`} error={err('state_code')}>
        <Select
          {...aria('state_code')}
          value={input.state_code}
          onChange={(e) => set('state_code')(e.target.value)}
        >
          <option value="">{t('chooseState')}</option>
          {GST_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.code} · {lang === 'hi' ? s.nameHi : s.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('gstin')} htmlFor={`${id}-gstin`} hint={t('gstinHint')} error={err('gstin')}>
        <Input
          {...aria('gstin')}
          value={input.gstin}
          onChange={(e) => set('gstin')(e.target.value.toUpperCase())}
          maxLength={15}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field label={t('pan')} htmlFor={`${id}-pan`} error={err('pan')}>
        <Input
          {...aria('pan')}
          value={input.pan}
          onChange={(e) => set('pan')(e.target.value.toUpperCase())}
          maxLength={10}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field
        label={t('openingBalance')}
        htmlFor={`${id}-opening_balance`}
        hint={t('openingHint')}
        error={err('opening_balance')}
      >
        <MoneyInput
          {...aria('opening_balance')}
          value={input.opening_balance}
          onValue={set('opening_balance')}
        />
      </Field>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={saving} {...shortcutProps('Mod+S')}>
          {saving ? t('saving') : t('save')}
          <Kbd shortcut="Mod+S" />
        </Button>
      </div>
    </form>
  )
}
