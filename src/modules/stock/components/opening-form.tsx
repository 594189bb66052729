// Adding a vehicle already in the yard as opening stock: the variant from the catalogue, its numbers, colour,
// month of manufacture, cost and the date the books start holding it.
import { useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { toast } from '@/lib/toast'
import { useCatalogItems } from '@/modules/catalog/public'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { MoneyInput } from '@/ui/money-input'
import { useSaveShortcut } from '@/ui/use-shortcut'
import { errorFields } from '@/utils/form-model'
import { normaliseEngineNo } from '@/utils/vehicle-ids'
import { addOpeningStock, addOpeningStockMany, useStockBook } from '../data/stock'
import {
  checkOpening,
  emptyOpening,
  OPENING_FIELDS,
  type OpeningDraft,
  type OpeningField,
} from '../domain/opening-draft'
import { checkOpeningLines } from '../domain/opening-lines'
import { stockModule } from '../module'
import { useStockStrings } from '../stock-strings'

const LABEL: Record<OpeningField, Parameters<ReturnType<typeof useStockStrings>>[0]> = {
  chassis_no: 'chassis',
  engine_no: 'engine',
  key_no: 'keyNo',
  battery_no: 'batteryNo',
  catalog_id: 'variant',
  colour: 'colour',
  mfg: 'mfg',
  cost: 'cost',
  as_of: 'asOf',
}

export function OpeningForm() {
  const t = useStockStrings()
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const today = localToday()
  const [draft, setDraft] = useState<OpeningDraft>(() => emptyOpening(today))
  const [mode, setMode] = useState<'one' | 'many'>('one')
  const [lines, setLines] = useState('')
  const many = mode === 'many'
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)
  const { items } = useCatalogItems(true)
  const { vehicles } = useStockBook()
  const known = useMemo(
    () => ({
      chassis: new Set(vehicles.map((v) => v.chassis_no)),
      engines: new Set(vehicles.map((v) => normaliseEngineNo(v.engine_no)).filter(Boolean)),
    }),
    [vehicles],
  )
  const item = items.find((c) => c.id === draft.catalog_id)
  const ctx = {
    today,
    knownChassis: known.chassis,
    knownEngines: known.engines,
    description: item ? `${item.make} ${item.model} ${item.variant}` : '',
  }
  const result = checkOpening(draft, ctx)
  const pasted = checkOpeningLines(lines, draft, ctx)
  const sharedErrors =
    pasted.ok === false
      ? Object.fromEntries(Object.entries(pasted.shared).map(([f, code]) => [f, { code }]))
      : {}
  const errors = attempt === 0 ? {} : many ? sharedErrors : result.ok ? {} : result.errors
  const set = (f: OpeningField, v: string) => setDraft((d) => ({ ...d, [f]: v }))
  const controlId = (f: string) => `${id}-${f}`
  const err = (f: OpeningField) => (errors[f] ? t(`err_${errors[f]!.code}` as 'err_required') : undefined)
  const control = (f: OpeningField) => ({
    id: controlId(f),
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': errors[f] ? `${controlId(f)}-error` : undefined,
  })
  // Every bad line in one message: the summary links once to the box that holds them all.
  const lineMessages =
    attempt > 0 && many && !pasted.ok
      ? [
          ...(pasted.empty ? [t('pasteEmpty')] : []),
          ...pasted.lines.map((l) =>
            t('lineError', {
              line: l.line,
              text: l.text.slice(0, 40),
              message: t(`err_${l.code}` as 'err_required'),
            }),
          ),
        ]
      : []
  const lineErrors =
    lineMessages.length > 0
      ? [{ field: 'lines', label: t('pasteLines'), message: lineMessages.join(' · ') }]
      : []
  const summary = [
    ...lineErrors,
    ...errorFields(errors, OPENING_FIELDS).map((f) => ({
      field: f,
      label: t(LABEL[f]),
      message: err(f) ?? '',
    })),
  ]

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    setAttempt((n) => n + 1)
    if (saving) return
    if (many) {
      if (!pasted.ok) return
      setSaving(true)
      try {
        const saved = await addOpeningStockMany(data.db, data.companyId, pasted.values, data.writer)
        toast({ title: t('savedMany', { count: saved.length }) })
        navigate(stockModule.href.list(), { replace: true })
      } catch (error) {
        console.error(error)
        toast({ title: t('saveFailed'), variant: 'destructive' })
      } finally {
        setSaving(false)
      }
      return
    }
    if (!result.ok) return
    setSaving(true)
    try {
      const saved = await addOpeningStock(data.db, data.companyId, result.value, data.writer)
      toast({ title: t('saved') })
      navigate(stockModule.href.unit(saved.id), { replace: true })
    } catch (error) {
      console.error(error)
      toast({ title: t('saveFailed'), variant: 'destructive' })
    } finally {
      setSaving(false)
    }
  }

  const text = (f: 'chassis_no' | 'engine_no' | 'key_no' | 'battery_no' | 'colour', upper = false) => (
    <Field label={t(LABEL[f])} htmlFor={controlId(f)} error={err(f)}>
      <Input
        {...control(f)}
        value={draft[f]}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize={upper ? 'characters' : undefined}
        onChange={(e) => set(f, upper ? e.target.value.toUpperCase() : e.target.value)}
      />
    </Field>
  )
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="mx-auto flex max-w-3xl flex-col gap-4"
      data-testid="opening-form"
    >
      <div>
        <h1 className="text-2xl font-bold text-ink">{t('openingTitle')}</h1>
        <p className="mt-1 text-sm text-ink-soft">{t('openingIntro')}</p>
      </div>
      {auth.readOnly ? <p role="status">{t('readOnly')}</p> : null}
      <ErrorSummary
        title={t('fixErrors', { count: summary.length })}
        items={summary}
        idOf={controlId}
        attempt={attempt}
      />
      <Card className="grid gap-4 p-4 sm:grid-cols-2">
        <Field
          label={t('variant')}
          htmlFor={controlId('catalog_id')}
          error={err('catalog_id')}
          className="sm:col-span-2"
        >
          <Select
            {...control('catalog_id')}
            value={draft.catalog_id}
            onChange={(e) => set('catalog_id', e.target.value)}
          >
            <option value="">{items.length ? t('chooseVariant') : t('noVariants')}</option>
            {items.map((c) => (
              <option key={c.id} value={c.id}>
                {c.make} {c.model} {c.variant}
              </option>
            ))}
          </Select>
        </Field>
        <fieldset className="flex flex-wrap gap-4 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-ink">{t('modeLabel')}</legend>
          {(['one', 'many'] as const).map((m) => (
            <label key={m} className="flex min-h-10 items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`${id}-mode`}
                className="size-5 accent-brand-700"
                checked={mode === m}
                onChange={() => setMode(m)}
                data-testid={`opening-mode-${m}`}
              />
              {t(m === 'one' ? 'modeOne' : 'modeMany')}
            </label>
          ))}
        </fieldset>
        {many ? (
          <Field
            label={t('pasteLines')}
            htmlFor={controlId('lines')}
            hint={t('pasteHint')}
            error={lineErrors[0]?.message}
            className="sm:col-span-2"
          >
            <Textarea
              id={controlId('lines')}
              rows={6}
              value={lines}
              spellCheck={false}
              autoCapitalize="characters"
              className="font-mono"
              aria-invalid={lineErrors.length > 0 ? true : undefined}
              aria-describedby={`${controlId('lines')}-${lineErrors.length > 0 ? 'error' : 'hint'}`}
              onChange={(e) => setLines(e.target.value)}
              data-testid="opening-lines"
            />
          </Field>
        ) : (
          <>
            {text('chassis_no', true)}
            {text('engine_no', true)}
            {text('key_no')}
            {text('battery_no')}
          </>
        )}
        <Field label={t('colour')} htmlFor={controlId('colour')} error={err('colour')}>
          <Input
            {...control('colour')}
            list={`${id}-colours`}
            value={draft.colour}
            onChange={(e) => set('colour', e.target.value)}
          />
          <datalist id={`${id}-colours`}>
            {(item?.colours ?? []).map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </Field>
        <Field label={t('mfg')} htmlFor={controlId('mfg')} error={err('mfg')}>
          <Input
            {...control('mfg')}
            type="month"
            value={draft.mfg}
            onChange={(e) => set('mfg', e.target.value)}
          />
        </Field>
        <Field label={t('cost')} htmlFor={controlId('cost')} error={err('cost')}>
          <MoneyInput {...control('cost')} value={draft.cost} onValue={(v) => set('cost', v)} />
        </Field>
        <Field label={t('asOf')} htmlFor={controlId('as_of')} error={err('as_of')}>
          <Input
            {...control('as_of')}
            type="date"
            value={draft.as_of}
            onChange={(e) => set('as_of', e.target.value)}
          />
        </Field>
      </Card>
      {!many && result.ok && result.warnVin ? (
        <p
          role="status"
          className="rounded-lg border border-saffron-500 bg-saffron-100 px-3 py-2 text-sm text-ink"
        >
          {t('vinWarn')}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={saving || auth.readOnly} data-testid="opening-save">
          {saving
            ? t('saving')
            : many && pasted.ok
              ? t('saveMany', { count: pasted.values.length })
              : t('save')}
        </Button>
      </div>
    </form>
  )
}
