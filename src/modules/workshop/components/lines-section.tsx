// Labour and part lines: every control labelled, its problem beside it, amounts computed by the rules.
import { Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { JOB_PAYERS, type JobPayer } from '@schemas/job-cards.schema'
import type { Part } from '@schemas/parts.schema'
import { localToday } from '@/auth/permissions'
import { useLanguage } from '@/lib/i18n'
import { gstRateOn, PartPicker } from '@/modules/inventory/public'
import { Button } from '@/ui/button'
import { Field, Input, Select } from '@/ui/field'
import { MoneyInput } from '@/ui/money-input'
import { useGridEnter } from '@/ui/use-grid-enter'
import { rupees, type FieldError, type LabourDraft, type PartDraft } from '../domain/draft'
import type { LineTotals } from '../domain/totals'
import { useWorkshopStrings } from '../workshop-strings'
import { errorText, fieldId } from './field-errors'
import { money } from './format'

type Common = {
  errors: Record<string, FieldError>
  showErrors: boolean
  disabled: boolean
  /** GST rates (percent) offered, as text. */
  rates: readonly string[]
  uoms: readonly string[] | null
  totals: readonly (LineTotals | null)[]
}

function RateSelect({
  id,
  value,
  rates,
  disabled,
  onChange,
  invalid,
  describedBy,
}: {
  id: string
  value: string
  rates: readonly string[]
  disabled: boolean
  onChange: (v: string) => void
  invalid: boolean
  describedBy?: string
}) {
  const options = rates.includes(value) || value === '' ? rates : [value, ...rates]
  return (
    <Select
      id={id}
      value={value}
      disabled={disabled}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
    >
      {options.map((r) => (
        <option key={r} value={r}>
          {r} %
        </option>
      ))}
    </Select>
  )
}

function UomSelect({
  id,
  value,
  uoms,
  disabled,
  onChange,
  invalid,
  describedBy,
  placeholder,
}: {
  id: string
  value: string
  uoms: readonly string[]
  disabled: boolean
  onChange: (v: string) => void
  invalid: boolean
  describedBy?: string
  placeholder: string
}) {
  const options = value === '' || uoms.includes(value) ? uoms : [value, ...uoms]
  return (
    <Select
      id={id}
      value={value}
      disabled={disabled}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{placeholder}</option>
      {options.map((u) => (
        <option key={u} value={u}>
          {u}
        </option>
      ))}
    </Select>
  )
}

/** One labelled control bound to a rule path. */
function Cell({
  path,
  label,
  common,
  className,
  render,
}: {
  path: string
  label: string
  common: Common
  className?: string
  render: (p: { id: string; invalid: boolean; describedBy?: string }) => ReactNode
}) {
  const t = useWorkshopStrings()
  const lang = useLanguage()
  const id = fieldId(path)
  const error = common.showErrors ? errorText(t, lang, common.errors[path]) : undefined
  return (
    <Field label={label} htmlFor={id} error={error} className={className}>
      {render({ id, invalid: Boolean(error), describedBy: error ? `${id}-error` : undefined })}
    </Field>
  )
}

/** A text box in a Cell, the commonest cell of a line. */
function TextCell({
  value,
  onChange,
  inputMode,
  maxLength,
  ...cell
}: {
  path: string
  label: string
  common: Common
  className?: string
  value: string
  onChange: (value: string) => void
  inputMode?: 'decimal' | 'numeric'
  maxLength?: number
}) {
  return (
    <Cell
      {...cell}
      render={(p) => (
        <Input
          id={p.id}
          value={value}
          inputMode={inputMode}
          maxLength={maxLength}
          disabled={cell.common.disabled}
          aria-invalid={p.invalid}
          aria-describedby={p.describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    />
  )
}

function LineFrame({
  n,
  children,
  total,
  onRemove,
  disabled,
}: {
  n: number
  children: ReactNode
  total: LineTotals | null
  onRemove: () => void
  disabled: boolean
}) {
  const t = useWorkshopStrings()
  const lang = useLanguage()
  return (
    <li className="rounded-xl border border-line bg-surface p-3" aria-label={t('lineN', { n })}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-6 lg:grid-cols-12">{children}</div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-ink-soft" aria-live="polite">
          {total ? (
            <>
              {t('taxable')} {money(total.taxable, lang)} · {t('tax')} {money(total.tax, lang)} ·{' '}
              <span className="font-semibold text-ink">
                {t('lineTotal')} {money(total.total, lang)}
              </span>
            </>
          ) : null}
        </p>
        {disabled ? null : (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t('removeLine', { n })}>
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
    </li>
  )
}

type ListProps<L> = Common & {
  lines: readonly L[]
  onChange: (index: number, patch: Partial<L>) => void
  onRemove: (index: number) => void
  /** Adds a line of this kind: Enter on the last field of the last line calls it. */
  onAdd?: () => void
}

/** A line's text boxes and choices, in the order they are keyed (the remove button is not one). */
const GRID_CELLS = 'input, select'

/** The numbered list of one kind of line; `cells` draws a line's own cells before the pricing ones. */
function LineList<L extends Pricing & { id: string }>({
  kind,
  empty,
  lines,
  onChange,
  onRemove,
  onAdd,
  cells,
  ...common
}: ListProps<L> & {
  kind: 'labour' | 'parts'
  empty: string
  cells: (line: L, at: string, set: (patch: Partial<L>) => void) => ReactNode
}) {
  const t = useWorkshopStrings()
  const grid = useGridEnter<HTMLOListElement>({ cells: GRID_CELLS, lines: lines.length, onLast: onAdd })
  if (lines.length === 0) return <p className="text-sm text-ink-soft">{empty}</p>
  return (
    <>
      {common.disabled ? null : <p className="text-sm text-ink-soft">{t('gridHint')}</p>}
      <ol ref={grid.ref} onKeyDown={grid.onKeyDown} className="flex flex-col gap-3">
        {lines.map((l, i) => {
          const at = `${kind}.${i}`
          const set = (patch: Partial<L>) => onChange(i, patch)
          return (
            <LineFrame
              key={l.id}
              n={i + 1}
              total={common.totals[i] ?? null}
              onRemove={() => onRemove(i)}
              disabled={common.disabled}
            >
              {cells(l, at, set)}
              <PricingCells at={at} line={l} set={set as (patch: Partial<Pricing>) => void} common={common} />
            </LineFrame>
          )
        })}
      </ol>
    </>
  )
}

export function LabourLines(props: ListProps<LabourDraft>) {
  const t = useWorkshopStrings()
  const common = props
  return (
    <LineList
      {...props}
      kind="labour"
      empty={t('noLabour')}
      cells={(l, at, set) => (
        <>
          <TextCell
            path={`${at}.description`}
            label={t('description')}
            common={common}
            className="col-span-2 sm:col-span-6 lg:col-span-4"
            value={l.description}
            maxLength={200}
            onChange={(v) => set({ description: v })}
          />
          <TextCell
            path={`${at}.sac`}
            label={t('sac')}
            common={common}
            className="lg:col-span-2"
            value={l.sac}
            inputMode="numeric"
            maxLength={8}
            onChange={(v) => set({ sac: v })}
          />
          <PayerCells at={at} line={l} set={set} common={common} payers={JOB_PAYERS} />
        </>
      )}
    />
  )
}

/** What picking a part of the master fills on its line: its number, name, HSN, unit, price and GST today. */
export function fromPart(part: Part): Partial<PartDraft> {
  const bp = gstRateOn(part.gst_schedule, localToday())
  return {
    part_id: part.id,
    part_no: part.part_no,
    name: part.name,
    hsn: part.hsn,
    uom: part.uom,
    rate: rupees(part.sale_rate),
    incl_tax: part.sale_rate_includes_tax,
    ...(bp !== null ? { gst_rate: String(bp / 100) } : {}),
  }
}

/** Who pays, the insurer's share of an insurance line and the discount. */
function PayerCells<L extends LabourDraft | PartDraft>({
  at,
  line: l,
  set,
  common,
  payers,
}: {
  at: string
  line: L
  set: (patch: Partial<L>) => void
  common: Common
  payers: readonly JobPayer[]
}) {
  const t = useWorkshopStrings()
  return (
    <>
      <Cell
        path={`${at}.billable_to`}
        label={t('paidBy')}
        common={common}
        className="lg:col-span-2"
        render={(p) => (
          <Select
            id={p.id}
            value={l.billable_to}
            disabled={common.disabled}
            aria-invalid={p.invalid}
            aria-describedby={p.describedBy}
            onChange={(e) => set({ billable_to: e.target.value as JobPayer } as Partial<L>)}
          >
            {payers.map((payer) => (
              <option key={payer} value={payer}>
                {t(`payer_${payer}`)}
              </option>
            ))}
          </Select>
        )}
      />
      {l.billable_to === 'insurance' ? (
        <TextCell
          path={`${at}.share`}
          label={t('insurerShare')}
          common={common}
          className="lg:col-span-1"
          value={l.share}
          inputMode="decimal"
          maxLength={6}
          onChange={(v) => set({ share: v } as Partial<L>)}
        />
      ) : null}
      <Cell
        path={`${at}.discount`}
        label={t('discount')}
        common={common}
        className="lg:col-span-2"
        render={(p) => (
          <MoneyInput
            id={p.id}
            value={l.discount}
            disabled={common.disabled}
            aria-invalid={p.invalid}
            aria-describedby={p.describedBy}
            onValue={(v) => set({ discount: v } as Partial<L>)}
          />
        )}
      />
    </>
  )
}

export function PartLines(props: ListProps<PartDraft>) {
  const t = useWorkshopStrings()
  const lang = useLanguage()
  const common = props
  return (
    <LineList
      {...props}
      kind="parts"
      empty={t('noParts')}
      cells={(l, at, set) => (
        <>
          <div className="col-span-2 sm:col-span-6 lg:col-span-4">
            {common.disabled ? (
              <Field label={t('partNo')} htmlFor={fieldId(`${at}.part_no`)}>
                <Input id={fieldId(`${at}.part_no`)} value={l.part_no} disabled />
              </Field>
            ) : (
              <PartPicker
                id={fieldId(`${at}.part_no`)}
                testId={`part-picker-${at}`}
                value={l.part_id || null}
                label={t('partFromMaster')}
                error={common.showErrors ? errorText(t, lang, common.errors[`${at}.part_no`]) : undefined}
                onChange={(part) =>
                  set(part ? fromPart(part) : { part_id: '', part_no: '', name: '', hsn: '' })
                }
              />
            )}
          </div>
          <TextCell
            path={`${at}.name`}
            label={t('partName')}
            common={common}
            className="sm:col-span-3 lg:col-span-3"
            value={l.name}
            maxLength={200}
            onChange={(v) => set({ name: v })}
          />
          <TextCell
            path={`${at}.hsn`}
            label={t('hsn')}
            common={common}
            className="lg:col-span-1"
            value={l.hsn}
            inputMode="numeric"
            maxLength={8}
            onChange={(v) => set({ hsn: v })}
          />
          <PayerCells
            at={at}
            line={l}
            set={set}
            common={common}
            payers={JOB_PAYERS.filter((p) => p !== 'free')}
          />
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-ink lg:col-span-2">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={l.incl_tax}
              disabled={common.disabled}
              onChange={(e) => set({ incl_tax: e.target.checked })}
            />
            {t('inclTax')}
          </label>
        </>
      )}
    />
  )
}

type Pricing = {
  qty: string
  uom: string
  rate: string
  gst_rate: string
  discount: string
  billable_to: JobPayer
  share: string
}

/** Quantity, unit (when enabled), rate and GST rate: the same cells on labour and part lines. */
function PricingCells({
  at,
  line: l,
  set,
  common,
}: {
  at: string
  line: Pricing
  set: (patch: Partial<Pricing>) => void
  common: Common
}) {
  const t = useWorkshopStrings()
  return (
    <>
      <TextCell
        path={`${at}.qty`}
        label={t('qty')}
        common={common}
        className="lg:col-span-1"
        value={l.qty}
        inputMode="decimal"
        onChange={(v) => set({ qty: v })}
      />
      {common.uoms ? (
        <Cell
          path={`${at}.uom`}
          label={t('uom')}
          common={common}
          className="lg:col-span-1"
          render={(p) => (
            <UomSelect
              id={p.id}
              value={l.uom}
              uoms={common.uoms ?? []}
              disabled={common.disabled}
              invalid={p.invalid}
              describedBy={p.describedBy}
              placeholder={t('chooseUom')}
              onChange={(v) => set({ uom: v })}
            />
          )}
        />
      ) : null}
      <Cell
        path={`${at}.rate`}
        label={t('rate')}
        common={common}
        className="lg:col-span-2"
        render={(p) => (
          <MoneyInput
            id={p.id}
            value={l.rate}
            disabled={common.disabled}
            aria-invalid={p.invalid}
            aria-describedby={p.describedBy}
            onValue={(v) => set({ rate: v })}
          />
        )}
      />
      <Cell
        path={`${at}.gst_rate`}
        label={t('gstRate')}
        common={common}
        className="lg:col-span-2"
        render={(p) => (
          <RateSelect
            id={p.id}
            value={l.gst_rate}
            rates={common.rates}
            disabled={common.disabled}
            invalid={p.invalid}
            describedBy={p.describedBy}
            onChange={(v) => set({ gst_rate: v })}
          />
        )}
      />
    </>
  )
}
