// Add or edit a variant. The classifier's proposal for today (and for the date of a new rate row) is shown with
// its reason; the person adds it, or types another rate, which the check holds to what the law had that day.
import { Plus } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { VEHICLE_BODIES, VEHICLE_FUELS, type CatalogItem } from '@schemas/catalog.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { ErrorSummary } from '@/ui/error-summary'
import { Field, Input, Select, Textarea } from '@/ui/field'
import { LineRows } from '@/ui/line-rows'
import { MoneyInput } from '@/ui/money-input'
import { useSaveShortcut } from '@/ui/use-shortcut'
import { displayDate } from '@/utils/display-date'
import { errorFields, type FieldError } from '@/utils/form-model'
import { useCatalogStrings } from '../catalog-strings'
import { saveCatalogItem } from '../data/catalog'
import {
  CATALOG_FIELDS,
  checkCatalogItem,
  emptyCatalogDraft,
  proposeRate,
  toCatalogDraft,
  type CatalogDraft,
  type CatalogField,
} from '../domain/catalog-draft'
import { catalogueModule } from '../module'

let nextRow = 0
const rowId = () => `r${Date.now().toString(36)}${(nextRow++).toString(36)}`

const FACT_LABEL = {
  engine_cc: 'engineCc',
  length_mm: 'lengthMm',
  ground_clearance_mm: 'clearanceMm',
  seating: 'seating',
} as const

export function CatalogForm({ item }: { item?: CatalogItem }) {
  const t = useCatalogStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const data = useData()
  const navigate = useNavigate()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  useSaveShortcut(form)
  const [draft, setDraft] = useState<CatalogDraft>(() => (item ? toCatalogDraft(item) : emptyCatalogDraft()))
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)
  const canWrite = auth.can('stock', 'write') && !auth.readOnly
  const result = checkCatalogItem(draft)
  const errors = attempt > 0 && !result.ok ? result.errors : {}
  const set = <K extends keyof CatalogDraft>(key: K, value: CatalogDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))
  const controlId = (f: string) => `${id}-${f.replace(/[^a-z0-9_-]/gi, '_')}`
  const message = (e: FieldError | undefined) =>
    e
      ? t(
          `err_${e.code}` as 'err_required',
          Object.fromEntries(
            Object.entries(e.values ?? {}).map(([k, v]) => [
              k,
              k === 'date' ? displayDate(String(v), lang) : v,
            ]),
          ),
        )
      : undefined
  const err = (f: CatalogField) => message(errors[f])
  const control = (f: CatalogField) => ({
    id: controlId(f),
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': errors[f] ? `${controlId(f)}-error` : undefined,
  })

  const today = localToday()
  const proposal = proposeRate(draft, today)
  const why = proposal.ok ? t(`why_${proposal.value.reason}`) : ''
  const addRate = (gst = '', cess = '0', from = today) =>
    set('schedule', [...draft.schedule, { id: rowId(), from, gst, cess }])

  const labels: Record<string, string> = {
    make: t('make'),
    model: t('model'),
    variant: t('variant'),
    body: t('body'),
    fuel: t('fuel'),
    hsn: t('hsn'),
    engine_cc: t('engineCc'),
    motor_kw: t('motorKw'),
    length_mm: t('lengthMm'),
    ground_clearance_mm: t('clearanceMm'),
    seating: t('seating'),
    colours: t('colours'),
    schedule: t('schedule'),
  }
  const fields = [
    ...errorFields(errors, CATALOG_FIELDS),
    ...(Object.keys(errors) as CatalogField[]).filter((f) => f.includes(':')),
  ]
  const summary = fields.map((f) => ({
    field: f,
    label: f.startsWith('schedule:')
      ? t('field_schedule_row')
      : f.startsWith('price:')
        ? t('field_price_row')
        : f.startsWith('service:')
          ? t('field_service_row')
          : (labels[f] ?? f),
    message: err(f) ?? '',
  }))

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    setAttempt((n) => n + 1)
    if (!result.ok || saving || !canWrite) return
    setSaving(true)
    try {
      const saved = await saveCatalogItem(data.db, item?.id ?? null, result.value, data.writer)
      toast({ title: t('saved') })
      navigate(catalogueModule.href.item(saved.id), { replace: true })
    } catch (error) {
      console.error(error)
      toast({ title: t('saveFailed'), variant: 'destructive' })
    } finally {
      setSaving(false)
    }
  }

  const text = (
    f:
      | 'make'
      | 'model'
      | 'variant'
      | 'hsn'
      | 'engine_cc'
      | 'motor_kw'
      | 'length_mm'
      | 'ground_clearance_mm'
      | 'seating',
    label: string,
    numeric = false,
  ) => (
    <Field label={label} htmlFor={controlId(f)} error={err(f)}>
      <Input
        {...control(f)}
        value={draft[f]}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        onChange={(e) => set(f, e.target.value)}
      />
    </Field>
  )

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="mx-auto flex max-w-4xl flex-col gap-4"
      data-testid="catalog-form"
    >
      <h1 className="text-2xl font-bold text-ink">{item ? t('editTitle') : t('newTitle')}</h1>
      {!canWrite ? (
        <p role="status" className="text-sm text-ink-soft">
          {t('readOnly')}
        </p>
      ) : null}
      <ErrorSummary
        title={t('fixErrors', { count: summary.length })}
        items={summary}
        idOf={controlId}
        attempt={attempt}
      />
      <fieldset disabled={!canWrite} className="flex min-w-0 flex-col gap-4">
        <Card className="grid gap-4 p-4 sm:grid-cols-3">
          {text('make', t('make'))}
          {text('model', t('model'))}
          {text('variant', t('variant'))}
          <Field label={t('body')} htmlFor={controlId('body')} error={err('body')}>
            <Select {...control('body')} value={draft.body} onChange={(e) => set('body', e.target.value)}>
              {VEHICLE_BODIES.map((b) => (
                <option key={b} value={b}>
                  {t(`body_${b}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('fuel')} htmlFor={controlId('fuel')} error={err('fuel')}>
            <Select {...control('fuel')} value={draft.fuel} onChange={(e) => set('fuel', e.target.value)}>
              {VEHICLE_FUELS.map((f) => (
                <option key={f} value={f}>
                  {t(`fuel_${f}`)}
                </option>
              ))}
            </Select>
          </Field>
          {text('hsn', t('hsn'), true)}
          {draft.fuel === 'electric'
            ? text('motor_kw', t('motorKw'))
            : text('engine_cc', t('engineCc'), true)}
          {text('length_mm', t('lengthMm'), true)}
          {text('ground_clearance_mm', t('clearanceMm'), true)}
          {text('seating', t('seating'), true)}
          <Field
            label={t('colours')}
            htmlFor={controlId('colours')}
            error={err('colours')}
            className="sm:col-span-2"
          >
            <Input
              {...control('colours')}
              value={draft.colours}
              onChange={(e) => set('colours', e.target.value)}
            />
          </Field>
          <label className="flex min-h-10 items-center gap-3 text-sm text-ink sm:col-span-3">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={draft.active}
              onChange={(e) => set('active', e.target.checked)}
            />
            {t('active')}
          </label>
        </Card>

        <Card className="flex flex-col gap-3 p-4" id={controlId('schedule')} tabIndex={-1}>
          <h2 className="font-semibold text-ink">{t('schedule')}</h2>
          <p className="text-sm text-ink-soft">{t('scheduleHint')}</p>
          <p className="text-sm text-ink" aria-live="polite" data-testid="rate-proposal">
            {proposal.ok
              ? t('proposal', {
                  date: displayDate(today, lang),
                  rate: proposal.value.gst_bp / 100,
                  cess: proposal.value.cess_bp ? ` + ${proposal.value.cess_bp / 100}%` : '',
                  why,
                })
              : t('needsFacts', {
                  facts: proposal.missing
                    .map((m) => t(FACT_LABEL[m as keyof typeof FACT_LABEL] ?? 'engineCc'))
                    .join(', '),
                })}
          </p>
          {errors.schedule ? <p className="text-sm text-danger-700">{err('schedule')}</p> : null}
          <LineRows
            rows={draft.schedule}
            rowKey={(row) => row.id}
            onChange={(rows) => set('schedule', rows)}
            removeLabel={(i) => `${t('remove')} ${i + 1}`}
            errorOf={(row) => err(`schedule:${row.id}`)}
            idOf={(row) => controlId(`schedule:${row.id}`)}
            rowClassName="grid-cols-[minmax(0,1fr)_6rem_6rem_auto]"
          >
            {(row, _i, patch) => {
              const rid = controlId(`schedule:${row.id}`)
              return (
                <>
                  <Field label={t('from')} htmlFor={`${rid}-f`}>
                    <Input
                      id={`${rid}-f`}
                      type="date"
                      value={row.from}
                      onChange={(e) => patch({ from: e.target.value })}
                    />
                  </Field>
                  <Field label={t('gst')} htmlFor={`${rid}-g`}>
                    <Input
                      id={`${rid}-g`}
                      inputMode="decimal"
                      value={row.gst}
                      onChange={(e) => patch({ gst: e.target.value })}
                    />
                  </Field>
                  <Field label={t('cess')} htmlFor={`${rid}-c`}>
                    <Input
                      id={`${rid}-c`}
                      inputMode="decimal"
                      value={row.cess}
                      onChange={(e) => patch({ cess: e.target.value })}
                    />
                  </Field>
                </>
              )
            }}
          </LineRows>
          <div className="flex flex-wrap gap-2">
            {proposal.ok ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  addRate(String(proposal.value.gst_bp / 100), String(proposal.value.cess_bp / 100))
                }
                data-testid="add-proposed-rate"
              >
                <Plus aria-hidden="true" />
                {t('addProposed', { rate: proposal.value.gst_bp / 100, date: displayDate(today, lang) })}
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={() => addRate()}>
              <Plus aria-hidden="true" />
              {t('addRate')}
            </Button>
          </div>
        </Card>

        <Card className="flex flex-col gap-3 p-4">
          <h2 className="font-semibold text-ink">{t('prices')}</h2>
          <LineRows
            rows={draft.prices}
            rowKey={(row) => row.id}
            onChange={(rows) => set('prices', rows)}
            removeLabel={(i) => `${t('remove')} ${i + 1}`}
            errorOf={(row) => err(`price:${row.id}`)}
            idOf={(row) => controlId(`price:${row.id}`)}
            rowClassName="grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
          >
            {(row, _i, patch) => {
              const rid = controlId(`price:${row.id}`)
              return (
                <>
                  <Field label={t('from')} htmlFor={`${rid}-f`}>
                    <Input
                      id={`${rid}-f`}
                      type="date"
                      value={row.from}
                      onChange={(e) => patch({ from: e.target.value })}
                    />
                  </Field>
                  <Field label={t('amount')} htmlFor={`${rid}-a`}>
                    <MoneyInput id={`${rid}-a`} value={row.amount} onValue={(v) => patch({ amount: v })} />
                  </Field>
                </>
              )
            }}
          </LineRows>
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => set('prices', [...draft.prices, { id: rowId(), from: today, amount: '' }])}
            >
              <Plus aria-hidden="true" />
              {t('addPrice')}
            </Button>
          </div>
        </Card>

        <Card className="flex flex-col gap-3 p-4">
          <h2 className="font-semibold text-ink">{t('services')}</h2>
          <p className="text-sm text-ink-soft">{t('servicesHint')}</p>
          <LineRows
            rows={draft.services}
            rowKey={(row) => row.id}
            onChange={(rows) => set('services', rows)}
            removeLabel={(i) => `${t('remove')} ${t('serviceLabel')} ${i + 1}`}
            errorOf={(row) => err(`service:${row.id}`)}
            idOf={(row) => controlId(`service:${row.id}`)}
            rowClassName="grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
            testId="service-rows"
          >
            {(row, _i, patch) => {
              const rid = controlId(`service:${row.id}`)
              return (
                <>
                  <Field label={t('serviceLabel')} htmlFor={`${rid}-l`}>
                    <Input
                      id={`${rid}-l`}
                      value={row.label}
                      maxLength={60}
                      onChange={(e) => patch({ label: e.target.value })}
                    />
                  </Field>
                  <Field label={t('serviceDays')} htmlFor={`${rid}-d`}>
                    <Input
                      id={`${rid}-d`}
                      inputMode="numeric"
                      value={row.days}
                      onChange={(e) => patch({ days: e.target.value })}
                    />
                  </Field>
                  <Field label={t('serviceKm')} htmlFor={`${rid}-k`}>
                    <Input
                      id={`${rid}-k`}
                      inputMode="numeric"
                      value={row.km}
                      onChange={(e) => patch({ km: e.target.value })}
                    />
                  </Field>
                </>
              )
            }}
          </LineRows>
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                set('services', [...draft.services, { id: rowId(), label: '', days: '', km: '' }])
              }
            >
              <Plus aria-hidden="true" />
              {t('addService')}
            </Button>
          </div>
        </Card>
        <Field label={t('notes')} htmlFor={controlId('notes')}>
          <Textarea
            id={controlId('notes')}
            value={draft.notes}
            maxLength={500}
            onChange={(e) => set('notes', e.target.value)}
          />
        </Field>
      </fieldset>
      {canWrite ? (
        <div className="flex justify-end">
          <Button type="submit" disabled={saving} data-testid="catalog-save">
            {saving ? t('saving') : t('save')}
          </Button>
        </div>
      ) : null}
    </form>
  )
}
