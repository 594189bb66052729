// The lines of a parts bill in the dealer's own columns and order (settings' workshop purchase columns): each
// line a numbered card of labelled cells, so it reads the same on a phone; the part picked from the master (its
// HSN, unit, GST on the bill date and prices filled in) or made new from the number typed; the line's total
// worked out by the rules, never typed. Enter moves cell to cell and adds a line after the last, as in Tally.
import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Part } from '@schemas/parts.schema'
import { useLanguage } from '@/lib/i18n'
import { gstRateOn, PartPicker } from '@/modules/inventory/public'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input, Select } from '@/ui/field'
import { MoneyInput } from '@/ui/money-input'
import { useGridEnter } from '@/ui/use-grid-enter'
import { gstSlabsOn } from '@/utils/gst'
import { formatPaise } from '@/utils/indian-number'
import { parsePlainDate } from '@/utils/plain-date'
import { percentToBp, type TaxShown } from '@/utils/supplier-bill'
import { lineMoney, type LineMoney } from '../domain/bill'
import type { BillColumn } from '../domain/columns'
import { emptyLine, readLines, type PartLineDraft } from '../domain/draft'
import { usePartsPurchasesStrings } from '../parts-purchases-strings'

/** The controls Enter moves between (buttons are left out). */
const GRID_CELLS = 'input:not([readonly]), select'

let keys = 0
/** A key for a new line, so a line's picker keeps its own state when a line above it is removed. */
export const nextKey = () => `line-${(keys += 1)}`

const rupees = (paise: number | undefined) => (paise ? (paise / 100).toFixed(2).replace(/\.00$/, '') : '')

/** GST rates (percent) in force on a date, for the rate choice. */
function ratesOn(date: string): string[] {
  const d = parsePlainDate(date)
  const slabs = gstSlabsOn(d.ok ? d.value : { year: 2025, month: 9, day: 22 })
  return slabs.ok ? slabs.value.ratesBp.map((bp) => String(bp / 100)) : ['18']
}

/** What a line takes from the part picked: its HSN, unit, GST on the bill date, prices and category. */
export function lineFromPart(part: Part, billDate: string): Partial<PartLineDraft> {
  const bp = gstRateOn(part.gst_schedule, billDate)
  return {
    part_id: part.id,
    part_no: part.part_no,
    part_name: part.name,
    hsn: part.hsn,
    uom: part.uom,
    ...(bp !== null ? { gst: String(bp / 100) } : {}),
    sale_rate: rupees(part.sale_rate),
    mrp: rupees(part.mrp),
    category: part.category ?? '',
  }
}

export function BillLines({
  lines,
  columns,
  billDate,
  taxShown,
  units,
  onLines,
  lineError,
  lineId,
  anchorId,
}: {
  lines: PartLineDraft[]
  columns: readonly BillColumn[]
  billDate: string
  taxShown: TaxShown
  units: { enabled: boolean; list: readonly string[] }
  onLines: (lines: PartLineDraft[]) => void
  lineError: (index: number) => string | undefined
  lineId: (index: number) => string
  /** The card's id: the error summary links to it when the bill has no line. */
  anchorId: string
}) {
  const t = usePartsPurchasesStrings()
  const lang = useLanguage()
  const money = (paise: number) => formatPaise(paise, { locale: lang })
  const add = () => onLines([...lines, emptyLine(nextKey())])
  const grid = useGridEnter<HTMLOListElement>({ cells: GRID_CELLS, lines: lines.length, onLast: add })
  const rates = ratesOn(billDate)
  // The master keeps units in capitals ("NOS"); the list names them as the dealer does ("Nos").
  const unitOf = (uom: string) => units.list.find((u) => u.toUpperCase() === uom.toUpperCase()) ?? uom
  const patchAt = (i: number) => (change: Partial<PartLineDraft>) =>
    onLines(lines.map((l, j) => (j === i ? { ...l, ...change } : l)))
  const remove = (i: number) =>
    onLines(lines.length === 1 ? [emptyLine(nextKey())] : lines.filter((_, j) => j !== i))
  // Each line's money as the rules add it up, once it can be read.
  const moneyOf = (l: PartLineDraft): LineMoney | null => {
    const read = readLines([l], columns).lines[0]?.line
    return read ? lineMoney(read, taxShown) : null
  }

  return (
    <Card className="flex flex-col gap-3 p-4" id={anchorId} tabIndex={-1}>
      <div>
        <h2 className="font-semibold text-ink">{t('lines')}</h2>
        <p className="text-sm text-ink-soft">{t('linesHint')}</p>
      </div>
      <ol ref={grid.ref} onKeyDown={grid.onKeyDown} className="flex flex-col gap-3" data-testid="bill-lines">
        {lines.map((l, i) => {
          const n = i + 1
          const id = (c: string) => `${lineId(i)}-${c}`
          const set = patchAt(i)
          const isNew = !l.part_id && l.part_no !== ''
          const m = moneyOf(l)
          const error = lineError(i)
          const cell = (c: BillColumn): ReactNode => {
            switch (c.builtIn) {
              case 'partNo':
                return isNew ? (
                  <Field key={c.id} label={c.label} htmlFor={id('part')} className="col-span-2">
                    <div className="flex flex-col gap-1">
                      <Input
                        id={id('part')}
                        value={l.part_no}
                        maxLength={40}
                        spellCheck={false}
                        className="font-mono"
                        aria-describedby={id('part-hint')}
                        onChange={(e) => set({ part_no: e.target.value })}
                      />
                      <p id={id('part-hint')} className="text-xs text-ink-soft">
                        {t('newPartHint')}
                      </p>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="self-start"
                        onClick={() => set({ part_no: '', part_name: '' })}
                      >
                        {t('pickInstead')}
                      </Button>
                    </div>
                  </Field>
                ) : (
                  <div key={c.id} className="col-span-2">
                    <PartPicker
                      id={id('part')}
                      label={c.label}
                      value={l.part_id || null}
                      testId={`bill-part-${n}`}
                      onChange={(part) =>
                        set(part ? lineFromPart(part, billDate) : { part_id: '', part_no: '', part_name: '' })
                      }
                      onNew={(text) => set({ part_id: '', part_no: text, part_name: '' })}
                    />
                  </div>
                )
              case 'partName':
                return (
                  <Field key={c.id} label={c.label} htmlFor={id('name')} className="col-span-2">
                    <Input
                      id={id('name')}
                      value={l.part_name}
                      maxLength={120}
                      readOnly={!isNew}
                      className={isNew ? undefined : 'bg-muted'}
                      onChange={(e) => set({ part_name: e.target.value })}
                    />
                  </Field>
                )
              case 'hsn':
                return (
                  <Field key={c.id} label={c.label} htmlFor={id('hsn')}>
                    <Input
                      id={id('hsn')}
                      value={l.hsn}
                      inputMode="numeric"
                      maxLength={8}
                      onChange={(e) => set({ hsn: e.target.value.replace(/\s/g, '') })}
                    />
                  </Field>
                )
              case 'purchaseRate':
                return (
                  <Field key={c.id} label={c.label} htmlFor={id('rate')}>
                    <MoneyInput id={id('rate')} value={l.rate} onValue={(v) => set({ rate: v })} />
                  </Field>
                )
              case 'qty':
                return (
                  <Field key={c.id} label={c.label} htmlFor={id('qty')}>
                    <Input
                      id={id('qty')}
                      value={l.qty}
                      inputMode="decimal"
                      className="text-right tabular-nums"
                      onChange={(e) => set({ qty: e.target.value })}
                    />
                  </Field>
                )
              case 'uom':
                return (
                  <Field key={c.id} label={c.label} htmlFor={id('uom')}>
                    {units.enabled ? (
                      <Select
                        id={id('uom')}
                        value={unitOf(l.uom)}
                        onChange={(e) => set({ uom: e.target.value })}
                      >
                        <option value="">{t('chooseUnit')}</option>
                        {(l.uom && !units.list.includes(unitOf(l.uom))
                          ? [l.uom, ...units.list]
                          : units.list
                        ).map((u) => (
                          <option key={u} value={u}>
                            {u}
                          </option>
                        ))}
                      </Select>
                    ) : (
                      <Input
                        id={id('uom')}
                        value={l.uom}
                        maxLength={12}
                        onChange={(e) => set({ uom: e.target.value })}
                      />
                    )}
                  </Field>
                )
              case 'saleRate':
                return (
                  <Field key={c.id} label={c.label} htmlFor={id('sale')}>
                    <MoneyInput id={id('sale')} value={l.sale_rate} onValue={(v) => set({ sale_rate: v })} />
                  </Field>
                )
              case 'gst': {
                const value = l.gst.trim().replace(/%$/, '')
                const known = percentToBp(value) !== null && rates.includes(value)
                return (
                  <Field key={c.id} label={c.label} htmlFor={id('gst')}>
                    <Select id={id('gst')} value={value} onChange={(e) => set({ gst: e.target.value })}>
                      {(known ? rates : [value, ...rates]).map((r) => (
                        <option key={r} value={r}>
                          {r} %
                        </option>
                      ))}
                    </Select>
                  </Field>
                )
              }
              case 'total':
                return (
                  <div key={c.id} className="flex flex-col gap-1.5">
                    <span className="text-sm font-medium text-ink" id={id('total-label')}>
                      {c.label}
                    </span>
                    <output
                      aria-labelledby={id('total-label')}
                      className="flex h-10 items-center justify-end rounded-lg bg-muted px-3 tabular-nums text-ink"
                      data-testid={`bill-line-total-${n}`}
                    >
                      {m ? money(m.total) : '—'}
                    </output>
                  </div>
                )
              case 'category':
                return (
                  <Field key={c.id} label={c.label} htmlFor={id('category')}>
                    <Input
                      id={id('category')}
                      value={l.category}
                      maxLength={60}
                      readOnly={!isNew}
                      className={isNew ? undefined : 'bg-muted'}
                      onChange={(e) => set({ category: e.target.value })}
                    />
                  </Field>
                )
              default:
                return (
                  <Field key={c.id} label={c.label} htmlFor={id(c.id)}>
                    <Input
                      id={id(c.id)}
                      value={l.custom[c.id] ?? ''}
                      maxLength={500}
                      inputMode={c.type === 'number' ? 'decimal' : undefined}
                      onChange={(e) => set({ custom: { ...l.custom, [c.id]: e.target.value } })}
                    />
                  </Field>
                )
            }
          }
          return (
            <li
              key={l.key}
              id={lineId(i)}
              tabIndex={-1}
              aria-label={t('lineN', { n })}
              className="rounded-xl border border-line bg-surface p-3"
            >
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
                {columns.map(cell)}
                <Field label={t('discount')} htmlFor={id('discount')}>
                  <MoneyInput id={id('discount')} value={l.discount} onValue={(v) => set({ discount: v })} />
                </Field>
                <Field label={t('mrp')} htmlFor={id('mrp')}>
                  <MoneyInput id={id('mrp')} value={l.mrp} onValue={(v) => set({ mrp: v })} />
                </Field>
              </div>
              {error ? (
                <p className="mt-2 text-sm text-danger-700" role="alert">
                  {error}
                </p>
              ) : null}
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                <p className="text-ink-soft" aria-live="polite">
                  {m
                    ? t('lineMoney', {
                        taxable: money(m.taxable),
                        tax: money(m.cgst + m.sgst + m.igst),
                      })
                    : null}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(i)}
                  aria-label={t('removeLine', { n })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          )
        })}
      </ol>
      <div>
        <Button variant="secondary" size="sm" onClick={add} data-testid="bill-add-line">
          <Plus aria-hidden="true" />
          {t('addLine')}
        </Button>
      </div>
    </Card>
  )
}
