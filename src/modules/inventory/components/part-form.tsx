// The part form: every field of the parts master (schemas/parts.schema.ts) as text, read by checkPart, so a
// part is refused here for exactly what an import refuses. Used on the inventory screen and, from a picker,
// in a dialog over a bill or a stock journal.
import { useId, useMemo, useRef, useState, type FormEvent } from 'react'
import type { Part } from '@schemas/parts.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { CheckOption } from '@/ui/check-option'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { MoneyInput } from '@/ui/money-input'
import { useSaveShortcut } from '@/ui/use-shortcut'
import { errorFields } from '@/utils/form-model'
import { gstSlabsOn } from '@/utils/gst'
import { displayDate } from '@/utils/display-date'
import { parsePlainDate } from '@/utils/plain-date'
import { knownPartKeys, PartNumberTakenError, savePart, useParts } from '../data/parts'
import {
  checkPart,
  draftOfPart,
  emptyPart,
  PART_FIELDS,
  type PartDraft,
  type PartField,
} from '../domain/part-draft'
import { stockSettings } from '../domain/stock-settings'
import { useInventoryStrings } from '../inventory-strings'

export type PartFormProps = {
  /** The part being edited; none: a new part. */
  part?: Part
  /** What was typed in a picker: a part number, or a name when it has a space and letters. */
  text?: string
  onSaved: (part: Part) => void
  onCancel: () => void
  /** The form's heading level: h1 on its own page, none in a dialog (the dialog names it). */
  heading?: boolean
}

/** A picker's text as the new part's number or name: words with spaces read as a name. */
function fromText(draft: PartDraft, text: string | undefined): PartDraft {
  const t = text?.trim() ?? ''
  if (!t) return draft
  return /\s/.test(t) && /[a-z]/i.test(t) && !/\d{3}/.test(t)
    ? { ...draft, name: t }
    : { ...draft, part_no: t }
}

export function PartForm({ part, text, onSaved, onCancel, heading = true }: PartFormProps) {
  const t = useInventoryStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const today = localToday()
  const [draft, setDraft] = useState<PartDraft>(() =>
    part ? draftOfPart(part, today) : fromText(emptyPart(today), text),
  )
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)
  const { parts } = useParts()
  const settings = stockSettings(auth.settings)
  const knownKeys = useMemo(() => knownPartKeys(parts, part?.id), [parts, part?.id])
  const categories = useMemo(
    () => [...new Set(parts.map((p) => p.category).filter((c): c is string => !!c))].sort(),
    [parts],
  )
  const result = checkPart(draft, {
    today,
    knownKeys,
    units: settings.units,
    hsnSixDigits: settings.hsnSixDigits,
  })
  const slabs = useMemo(() => {
    const d = parsePlainDate(today)
    const s = d.ok ? gstSlabsOn(d.value) : null
    return s?.ok ? s.value : null
  }, [today])
  const errors = attempt === 0 || result.ok ? {} : result.errors
  const set = <K extends keyof PartDraft>(f: K, v: PartDraft[K]) => setDraft((d) => ({ ...d, [f]: v }))
  const controlId = (f: string) => `${id}-${f}`
  const err = (f: PartField) => {
    const e = errors[f]
    return e ? t(`err_${e.code}` as 'err_required', e.values) : undefined
  }
  const control = (f: PartField) => ({
    id: controlId(f),
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': errors[f] ? `${controlId(f)}-error` : undefined,
  })
  const summary = errorFields(errors, PART_FIELDS).map((f) => ({
    field: f,
    label: t(f),
    message: err(f) ?? '',
  }))

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    // The dialog's form sits in a page that may be a form too: its submit stays here.
    e.stopPropagation()
    setAttempt((n) => n + 1)
    if (saving || !result.ok) return
    setSaving(true)
    try {
      const saved = await savePart(data, data.companyId, result.value, part?.id, today)
      toast({ title: t('saved', { partNo: saved.part_no }) })
      onSaved(saved)
    } catch (error) {
      if (error instanceof PartNumberTakenError) {
        toast({ title: t('err_duplicate'), variant: 'destructive' })
      } else {
        console.error(error)
        toast({ title: t('saveFailed'), variant: 'destructive' })
      }
    } finally {
      setSaving(false)
    }
  }

  const textField = (
    f: 'part_no' | 'name' | 'brand' | 'bin' | 'hsn',
    extra: { upper?: boolean; hint?: string } = {},
  ) => (
    <Field label={t(f)} htmlFor={controlId(f)} error={err(f as PartField)} hint={extra.hint}>
      <Input
        {...control(f as PartField)}
        aria-describedby={
          errors[f as PartField] ? `${controlId(f)}-error` : extra.hint ? `${controlId(f)}-hint` : undefined
        }
        value={draft[f]}
        autoComplete="off"
        spellCheck={false}
        inputMode={f === 'hsn' ? 'numeric' : undefined}
        autoCapitalize={extra.upper ? 'characters' : undefined}
        onChange={(e) => set(f, e.target.value)}
        data-testid={`part-${f}`}
      />
    </Field>
  )
  const qty = (f: 'reorder_level' | 'reorder_qty' | 'opening_qty') => (
    <Field label={t(f)} htmlFor={controlId(f)} error={err(f)}>
      <Input
        {...control(f)}
        inputMode="decimal"
        autoComplete="off"
        className="text-right tabular-nums"
        value={draft[f]}
        onChange={(e) => set(f, e.target.value)}
        data-testid={`part-${f}`}
      />
    </Field>
  )
  const money = (f: 'purchase_rate' | 'sale_rate' | 'mrp' | 'opening_value', hint?: string) => (
    <Field label={t(f)} htmlFor={controlId(f)} error={err(f as PartField)} hint={hint}>
      <MoneyInput
        {...control(f as PartField)}
        aria-describedby={
          errors[f as PartField] ? `${controlId(f)}-error` : hint ? `${controlId(f)}-hint` : undefined
        }
        value={draft[f]}
        onValue={(v) => set(f, v)}
        data-testid={`part-${f}`}
      />
    </Field>
  )
  const units = settings.units
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-4"
      data-testid="part-form"
    >
      {heading ? (
        <div>
          <h1 className="text-2xl font-bold text-ink">{part ? t('editPart') : t('newPart')}</h1>
          <p className="mt-1 text-sm text-ink-soft">{t('partIntro')}</p>
        </div>
      ) : null}
      <ErrorSummary
        title={t('fixErrors', { count: summary.length })}
        items={summary}
        idOf={controlId}
        attempt={attempt}
      />
      <Card className="grid gap-4 p-4 sm:grid-cols-2">
        <h2 className="text-base font-semibold text-ink sm:col-span-2">{t('sectionPart')}</h2>
        {textField('part_no', { upper: true })}
        {textField('name')}
        {textField('brand')}
        <Field label={t('category')} htmlFor={controlId('category')}>
          <Input
            id={controlId('category')}
            list={`${id}-categories`}
            value={draft.category}
            autoComplete="off"
            onChange={(e) => set('category', e.target.value)}
            data-testid="part-category"
          />
          <datalist id={`${id}-categories`}>
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </Field>
        {textField('bin')}
      </Card>
      <Card className="grid gap-4 p-4 sm:grid-cols-2">
        <h2 className="text-base font-semibold text-ink sm:col-span-2">{t('sectionTax')}</h2>
        {textField('hsn', { hint: t('hsnHint') })}
        {units.enabled ? (
          <Field label={t('uom')} htmlFor={controlId('uom')} error={err('uom')}>
            <Select
              {...control('uom')}
              value={units.list.find((u) => u.toUpperCase() === draft.uom.toUpperCase()) ?? draft.uom}
              onChange={(e) => set('uom', e.target.value)}
              data-testid="part-uom"
            >
              <option value="">{units.mandatory ? t('chooseUom') : t('noUom')}</option>
              {units.list.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field
          label={t('gst')}
          htmlFor={controlId('gst')}
          error={err('gst')}
          hint={slabs ? t('gstHint', { date: displayDate(slabs.from, lang) }) : undefined}
        >
          <Select
            {...control('gst')}
            aria-describedby={errors.gst ? `${controlId('gst')}-error` : `${controlId('gst')}-hint`}
            value={draft.gst}
            onChange={(e) => set('gst', e.target.value)}
            data-testid="part-gst"
          >
            {(slabs?.ratesBp ?? [1800]).map((bp) => (
              <option key={bp} value={String(bp / 100)}>
                {bp / 100} %
              </option>
            ))}
            {slabs && !slabs.ratesBp.some((bp) => String(bp / 100) === draft.gst) ? (
              <option value={draft.gst}>{draft.gst} %</option>
            ) : null}
          </Select>
        </Field>
        {money('purchase_rate')}
        {money('sale_rate')}
        <div className="flex items-end">
          <CheckOption
            id={controlId('sale_rate_includes_tax')}
            checked={draft.sale_rate_includes_tax}
            onChange={(v) => set('sale_rate_includes_tax', v)}
          >
            {t('sale_rate_includes_tax')}
          </CheckOption>
        </div>
        {money('mrp', t('mrpHint'))}
      </Card>
      <Card className="grid gap-4 p-4 sm:grid-cols-2">
        <h2 className="text-base font-semibold text-ink sm:col-span-2">{t('sectionStock')}</h2>
        {qty('reorder_level')}
        {qty('reorder_qty')}
        <p id={`${id}-opening-hint`} className="text-sm text-ink-soft sm:col-span-2">
          {t('openingHint')}
        </p>
        {qty('opening_qty')}
        {money('opening_value')}
        <Field label={t('opening_as_of')} htmlFor={controlId('opening_as_of')} error={err('opening_as_of')}>
          <Input
            {...control('opening_as_of')}
            type="date"
            value={draft.opening_as_of}
            onChange={(e) => set('opening_as_of', e.target.value)}
            data-testid="part-opening_as_of"
          />
        </Field>
        <Field label={t('notes')} htmlFor={controlId('notes')} className="sm:col-span-2">
          <Textarea
            id={controlId('notes')}
            rows={2}
            className="min-h-16"
            value={draft.notes}
            maxLength={500}
            onChange={(e) => set('notes', e.target.value)}
          />
        </Field>
      </Card>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={saving || auth.readOnly} data-testid="part-save">
          {saving ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  )
}
