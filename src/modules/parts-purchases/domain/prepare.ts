// The parts bill form's whole decision in one place: the draft as typed, read (field errors), checked against
// the company's records (refusals), and when both pass the bill checkPartsBill accepted, with the parts to make
// from new lines and the master's rates to update. The form only shows what this returns; the same function
// decides again when Post is pressed.
import { partKey } from '@schemas/parts.schema'
import type { FieldErrors } from '@/utils/form-model'
import { moneyField } from '@/utils/form-model'
import { supplierPanValid, supplierState, type SupplierRecord } from '@/utils/supplier-bill'
import {
  checkPartsBill,
  linesTotal,
  type BillRefusal,
  type BillWarning,
  type PartLineInput,
  type PartsBillInput,
  type PostedBill,
} from './bill'
import type { BillColumn } from './columns'
import { readBill, readLines, type BillField, type PartsBillDraft, type ReadLine } from './draft'

/** What the form knows of the chosen supplier's record. */
export type SupplierFacts = SupplierRecord & { id: string; name: string; address?: string }

/** What the bill reads of a part of the master. */
export type PartFacts = {
  id: string
  part_no: string
  name: string
  hsn: string
  uom: string
  purchase_rate?: number
  sale_rate: number
  sale_rate_includes_tax: boolean
  mrp?: number
  category?: string
}

export type BillContext = {
  today: string
  lock_date: string | null
  dealer_state_code: string
  supplier: SupplierFacts | null
  tds_194q_applicable: boolean
  earlier_this_year: number
  supplier_bill_nos_this_year: readonly string[]
  parts: ReadonlyMap<string, PartFacts>
  /** A part's GST rate in force on a date (its dated schedule), or null. */
  partRate: (partId: string, date: string) => number | null
  known_part_keys: ReadonlySet<string>
  units: { enabled: boolean; mandatory: boolean; list: readonly string[] }
  hsn_six_digits: boolean
  columns: readonly BillColumn[]
}

export type FormField = BillField | 'supplier_state'

/** A part made from a new line of the bill, for the parts master (the data layer checks and saves it). */
export type NewPart = {
  part_no: string
  name: string
  hsn: string
  uom: string
  gst_bp: number
  /** The net rate paid, per unit. */
  purchase_rate: number
  sale_rate: number
  mrp?: number
  category?: string
}

/** What posting changes of a part the master has: its last purchase rate, and the sale rate and MRP the bill gives. */
export type PartUpdate = { part_id: string; purchase_rate: number; sale_rate?: number; mrp?: number }

/** Shown as the bill is typed: what the lines add up to, and the gap to the printed total (paise). */
export type Preview = { lines_total: number | null; difference: number | null }

export type PreparedBill =
  | ({ ok: false; errors: FieldErrors<FormField>; refusals: BillRefusal[]; rows: number[] } & Preview)
  | ({
      ok: true
      input: PartsBillInput
      lines: ReadLine[]
      /** The form row of each line. */
      rows: number[]
      posted: PostedBill
      warnings: BillWarning[]
      new_parts: NewPart[]
      updates: PartUpdate[]
      details: { grn_date: string; transporter: string; eway_bill: string }
    } & Preview)

/** The running total of whatever lines can be read, for the form to show before the bill is complete. */
export function previewBill(draft: PartsBillDraft, columns: readonly BillColumn[]): Preview {
  const { lines, errors } = readLines(draft.lines, columns)
  if (Object.keys(errors).length > 0 || lines.length === 0) return { lines_total: null, difference: null }
  const lines_total = linesTotal(
    lines.map((l) => l.line),
    draft.tax_shown,
  ).computed_total
  const printed = moneyField(draft.printed_total)
  return { lines_total, difference: printed.ok ? printed.value - lines_total : null }
}

/** Net rate paid per unit: the line's taxable over its quantity, to the paisa. */
const netRate = (taxable: number, qty: number) => Math.round(taxable / qty)

/** The new parts a checked bill makes, once each (the first line of a part number names it). */
export function newPartsOf(lines: readonly ReadLine[], posted: PostedBill): NewPart[] {
  const seen = new Set<string>()
  const out: NewPart[] = []
  lines.forEach((l, i) => {
    const key = partKey(l.part_no)
    if (l.part_id || seen.has(key)) return
    seen.add(key)
    out.push({
      part_no: l.part_no,
      name: l.part_name,
      hsn: l.hsn,
      uom: l.uom,
      gst_bp: l.rate_bp,
      purchase_rate: netRate(posted.lines[i]!.taxable, l.qty),
      sale_rate: l.sale_rate ?? 0,
      ...(l.mrp ? { mrp: l.mrp } : {}),
      ...(l.category ? { category: l.category } : {}),
    })
  })
  return out
}

/**
 * What posting changes of the master's parts: the last purchase rate always (a later line of the same part
 * wins), the sale rate and MRP where the bill gives them; only what differs from the master.
 */
export function partUpdatesOf(
  lines: readonly ReadLine[],
  posted: PostedBill,
  parts: ReadonlyMap<string, PartFacts>,
): PartUpdate[] {
  const byPart = new Map<string, PartUpdate>()
  lines.forEach((l, i) => {
    const part = l.part_id ? parts.get(l.part_id) : undefined
    if (!part) return
    const update: PartUpdate = {
      ...byPart.get(part.id),
      part_id: part.id,
      purchase_rate: netRate(posted.lines[i]!.taxable, l.qty),
    }
    if (l.sale_rate !== undefined) update.sale_rate = l.sale_rate
    if (l.mrp !== undefined && l.mrp > 0) update.mrp = l.mrp
    byPart.set(part.id, update)
  })
  return [...byPart.values()].flatMap((u) => {
    const p = parts.get(u.part_id)!
    const { sale_rate, mrp, ...rest } = u
    const changed: PartUpdate = {
      ...rest,
      ...(sale_rate !== undefined && sale_rate !== p.sale_rate ? { sale_rate } : {}),
      ...(mrp !== undefined && mrp !== p.mrp ? { mrp } : {}),
    }
    const same = changed.purchase_rate === p.purchase_rate && !('sale_rate' in changed) && !('mrp' in changed)
    return same ? [] : [changed]
  })
}

export function prepareBill(draft: PartsBillDraft, ctx: BillContext): PreparedBill {
  const preview = previewBill(draft, ctx.columns)
  const read = readBill(draft, ctx.columns)
  const state = ctx.supplier ? supplierState(ctx.supplier) : undefined
  const errors: FieldErrors<FormField> = read.ok ? {} : { ...read.errors }
  if (ctx.supplier && !state) errors.supplier_state = { code: 'supplier_state' }
  if (!read.ok || !ctx.supplier || !state) return { ok: false, errors, refusals: [], rows: [], ...preview }
  const bill = read.value
  const lines: PartLineInput[] = bill.lines.map((l) => {
    const part = l.part_id ? ctx.parts.get(l.part_id) : undefined
    const partRate = part ? ctx.partRate(part.id, bill.bill_date) : null
    return {
      part_id: l.part_id,
      part_no: part ? part.part_no : l.part_no,
      hsn: l.hsn,
      uom: l.uom,
      qty: l.qty,
      rate: l.rate,
      discount: l.discount,
      rate_bp: l.rate_bp,
      ...(partRate !== null ? { part_rate_bp: partRate } : {}),
      // The master after the bill: what the bill gives, else what the part has, checked together.
      ...((l.sale_rate ?? part?.sale_rate) !== undefined
        ? { sale_rate: l.sale_rate ?? part?.sale_rate }
        : {}),
      sale_includes_tax: part ? part.sale_rate_includes_tax : true,
      ...(l.mrp || part?.mrp ? { mrp: l.mrp || part?.mrp } : {}),
    }
  })
  const input: PartsBillInput = {
    bill_no: bill.bill_no,
    bill_date: bill.bill_date,
    grn_date: bill.grn_date,
    today: ctx.today,
    lock_date: ctx.lock_date,
    supplier: {
      id: ctx.supplier.id,
      state_code: state,
      ...(ctx.supplier.gstin ? { gstin: ctx.supplier.gstin } : {}),
      pan_valid: supplierPanValid(ctx.supplier),
    },
    dealer_state_code: ctx.dealer_state_code,
    tax_shown: bill.tax_shown,
    lines,
    printed_total: bill.printed_total,
    eway_bill: bill.eway_bill,
    tds_194q_applicable: ctx.tds_194q_applicable,
    earlier_this_year: ctx.earlier_this_year,
    supplier_bill_nos_this_year: ctx.supplier_bill_nos_this_year,
    known_part_keys: ctx.known_part_keys,
    units: ctx.units,
    hsn_six_digits: ctx.hsn_six_digits,
    update_rates: bill.update_rates,
  }
  const checked = checkPartsBill(input)
  if (!checked.ok) return { ok: false, errors: {}, refusals: checked.refusals, rows: read.rows, ...preview }
  const readLinesOf = bill.lines.map((l, i) => ({ ...l, part_no: lines[i]!.part_no }))
  return {
    ok: true,
    input,
    lines: readLinesOf,
    rows: read.rows,
    posted: checked.value,
    warnings: checked.value.warnings,
    new_parts: newPartsOf(readLinesOf, checked.value),
    updates: bill.update_rates ? partUpdatesOf(readLinesOf, checked.value, ctx.parts) : [],
    details: { grn_date: bill.grn_date, transporter: bill.transporter, eway_bill: bill.eway_bill },
    ...preview,
  }
}
