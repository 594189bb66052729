import { useId, useRef, useState, type FormEvent } from 'react'
import { GST_CATEGORIES, PARTY_KINDS, RELATION_TYPES } from '@schemas/parties.schema'
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

/** The fields behind "more details": it opens by itself when one of them holds a value or an error. */
const PARTY_MORE = [
  'gst_category',
  'relation_type',
  'relation_name',
  'pin',
  'delivery_address',
  'form60',
  'credit_days',
  'tcs_exempt_reason',
  'is_sub_dealer',
  'language',
] as const satisfies readonly (keyof PartyInput)[]

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
    // Opened from another form (a picker's "new party" dialog), its submit must not reach that form too: React
    // carries events up through the portal to the form behind.
    e.stopPropagation()
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
    gst_category: t('gstCategory'),
    relation_type: t('relationType'),
    relation_name: t('relationName'),
    pin: t('pin'),
    delivery_address: t('deliveryAddress'),
    form60: t('form60'),
    credit_days: t('creditDays'),
    tcs_exempt_reason: t('tcsExempt'),
    is_sub_dealer: t('subDealer'),
    language: t('language'),
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
      <details
        className="rounded-lg border border-line px-3 py-2 sm:col-span-2"
        open={PARTY_MORE.some((f) => errors[f] !== undefined || input[f] !== '')}
      >
        <summary className="cursor-pointer py-1 font-medium text-ink">{t('moreDetails')}</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Field label={t('gstCategory')} htmlFor={`${id}-gst_category`} error={err('gst_category')}>
            <Select
              {...aria('gst_category')}
              value={input.gst_category}
              onChange={(e) => set('gst_category')(e.target.value)}
            >
              <option value="">{t('gstCategoryAuto')}</option>
              {GST_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`gst_${c}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('pin')} htmlFor={`${id}-pin`} error={err('pin')}>
            <Input
              {...aria('pin')}
              value={input.pin}
              onChange={(e) => set('pin')(e.target.value)}
              inputMode="numeric"
              maxLength={7}
              autoComplete="off"
            />
          </Field>
          <Field label={t('relationType')} htmlFor={`${id}-relation_type`} error={err('relation_type')}>
            <Select
              {...aria('relation_type')}
              value={input.relation_type}
              onChange={(e) => set('relation_type')(e.target.value)}
            >
              <option value="">{t('relationNone')}</option>
              {RELATION_TYPES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('relationName')} htmlFor={`${id}-relation_name`} error={err('relation_name')}>
            <Input
              {...aria('relation_name')}
              value={input.relation_name}
              onChange={(e) => set('relation_name')(e.target.value)}
              autoComplete="off"
            />
          </Field>
          <Field
            label={t('deliveryAddress')}
            htmlFor={`${id}-delivery_address`}
            hint={t('deliveryHint')}
            error={err('delivery_address')}
            className="sm:col-span-2"
          >
            <Textarea
              {...aria('delivery_address')}
              value={input.delivery_address}
              onChange={(e) => set('delivery_address')(e.target.value)}
              className="min-h-16"
            />
          </Field>
          <Field
            label={t('creditDays')}
            htmlFor={`${id}-credit_days`}
            hint={t('creditHint')}
            error={err('credit_days')}
          >
            <Input
              {...aria('credit_days')}
              value={input.credit_days}
              onChange={(e) => set('credit_days')(e.target.value)}
              inputMode="numeric"
              maxLength={3}
              autoComplete="off"
            />
          </Field>
          <Field
            label={t('tcsExempt')}
            htmlFor={`${id}-tcs_exempt_reason`}
            hint={t('tcsExemptHint')}
            error={err('tcs_exempt_reason')}
          >
            <Input
              {...aria('tcs_exempt_reason')}
              value={input.tcs_exempt_reason}
              onChange={(e) => set('tcs_exempt_reason')(e.target.value)}
              autoComplete="off"
            />
          </Field>
          <label className="flex min-h-10 items-center gap-3 text-sm text-ink">
            <input
              {...aria('form60')}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={input.form60 === 'yes'}
              disabled={input.pan.trim() !== ''}
              onChange={(e) => set('form60')(e.target.checked ? 'yes' : '')}
            />
            {t('form60')}
          </label>
          <label className="flex min-h-10 items-center gap-3 text-sm text-ink">
            <input
              {...aria('is_sub_dealer')}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={input.is_sub_dealer === 'yes'}
              onChange={(e) => set('is_sub_dealer')(e.target.checked ? 'yes' : '')}
            />
            {t('subDealer')}
          </label>
          <Field label={t('language')} htmlFor={`${id}-language`} hint={t('languageHint')}>
            <Select
              {...aria('language')}
              value={input.language}
              onChange={(e) => set('language')(e.target.value)}
            >
              <option value="">English</option>
              <option value="hi">हिन्दी</option>
            </Select>
          </Field>
        </div>
      </details>
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
