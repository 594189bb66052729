// A credit note's money and its limits, for vehicle and workshop credit notes alike (research/modules.md §3.5,
// §3.10, example G4). Tax is credited at the
// **original invoice's** line rates and place of supply, whatever the credit note's own date: a car invoiced
// on 18 Sep 2025 at 28 % + 22 % cess is credited at 28 % + 22 % in October, not at GST 2.0's 40 %. What is
// credited over all the notes of an invoice never exceeds what it invoiced, line by line; TCS is not reversed
// (the buyer claims it from Form 26AS) **[CA]**. A note is issued by 30 November after the end of the
// invoice's financial year, or by the annual return if that is filed earlier (s.34(2)).
import type { VoucherLine } from '@schemas/vouchers.schema'
import { financialYearOf } from './financial-year'
import { taxHeads, type SupplyKind } from './gst'
import { parsePlainDate } from './plain-date'

export type InvoicedLine = Pick<
  VoucherLine,
  'id' | 'qty' | 'taxable' | 'gst_bp' | 'cess_bp' | 'cgst' | 'sgst' | 'igst' | 'cess'
>

type Heads = { cgst: number; sgst: number; igst: number; cess: number }

/** A line being credited: how many of it (goods returned) and what taxable value; an earlier note's line also
 * says what tax it credited. */
export type CreditLine = { line_id: string; qty: number; taxable: number } & Partial<Heads>

export type CreditedLine = CreditLine & {
  gst_bp: number
  cess_bp: number
  cgst: number
  sgst: number
  igst: number
  cess: number
  total: number
}

export type CreditRefusal =
  | { code: 'not_on_invoice'; line: number }
  | { code: 'nothing_credited'; line: number }
  | { code: 'qty_over'; line: number; left: number }
  | { code: 'value_over'; line: number; left: number }

export type CreditNoteMoney = {
  lines: CreditedLine[]
  taxable: number
  cgst: number
  sgst: number
  igst: number
  cess: number
  total: number
}

/**
 * The credit note's lines at the invoice's rates and split, refused where a line is not on the invoice or
 * would take the credited quantity or value past what was invoiced (`before`: the invoice's earlier notes).
 */
export function creditNoteMoney(
  invoice: { kind: SupplyKind; lines: readonly InvoicedLine[] },
  credit: readonly CreditLine[],
  before: readonly CreditLine[],
): { ok: true; value: CreditNoteMoney } | { ok: false; refusal: CreditRefusal } {
  const lines: CreditedLine[] = []
  for (const [i, c] of credit.entries()) {
    const original = invoice.lines.find((l) => l.id === c.line_id)
    if (!original) return { ok: false, refusal: { code: 'not_on_invoice', line: i } }
    if (c.taxable <= 0 || c.qty < 0) return { ok: false, refusal: { code: 'nothing_credited', line: i } }
    const earlier = [...before, ...credit.slice(0, i)].filter((b) => b.line_id === c.line_id)
    const qtyLeft = original.qty - earlier.reduce((s, b) => s + b.qty, 0)
    const valueLeft = original.taxable - earlier.reduce((s, b) => s + b.taxable, 0)
    if (c.qty > qtyLeft) return { ok: false, refusal: { code: 'qty_over', line: i, left: qtyLeft } }
    if (c.taxable > valueLeft) return { ok: false, refusal: { code: 'value_over', line: i, left: valueLeft } }
    const gst_bp = original.gst_bp ?? 0
    const cess_bp = original.cess_bp ?? 0
    // The note that credits what is left of a line credits what is left of its tax too, so all the notes of a
    // line add up to the invoice's own heads (an inclusive price's tax was adjusted to the paisa on the
    // invoice; working it out again from the taxable value could differ by a paisa or two).
    const completes =
      c.taxable === valueLeft && earlier.every((b) => b.cgst !== undefined) && original.cgst !== undefined
    const heads: Heads = completes
      ? {
          cgst: (original.cgst ?? 0) - earlier.reduce((s, b) => s + (b.cgst ?? 0), 0),
          sgst: (original.sgst ?? 0) - earlier.reduce((s, b) => s + (b.sgst ?? 0), 0),
          igst: (original.igst ?? 0) - earlier.reduce((s, b) => s + (b.igst ?? 0), 0),
          cess: (original.cess ?? 0) - earlier.reduce((s, b) => s + (b.cess ?? 0), 0),
        }
      : (({ cgstPaise, sgstPaise, igstPaise, cessPaise }) => ({
          cgst: cgstPaise,
          sgst: sgstPaise,
          igst: igstPaise,
          cess: cessPaise,
        }))(taxHeads(c.taxable, gst_bp, invoice.kind, cess_bp))
    lines.push({
      line_id: c.line_id,
      qty: c.qty,
      taxable: c.taxable,
      gst_bp,
      cess_bp,
      ...heads,
      total: c.taxable + heads.cgst + heads.sgst + heads.igst + heads.cess,
    })
  }
  const sum = (f: (l: CreditedLine) => number) => lines.reduce((s, l) => s + f(l), 0)
  return {
    ok: true,
    value: {
      lines,
      taxable: sum((l) => l.taxable),
      cgst: sum((l) => l.cgst),
      sgst: sum((l) => l.sgst),
      igst: sum((l) => l.igst),
      cess: sum((l) => l.cess),
      total: sum((l) => l.total),
    },
  }
}

/**
 * The last day a credit note against an invoice dated `invoiceDate` may be issued: 30 November after the end
 * of its financial year, or the day the annual return for that year was filed if earlier. Null for a date
 * that is not one.
 */
export function creditNoteLastDay(invoiceDate: string, annualReturnFiledOn?: string | null): string | null {
  const day = parsePlainDate(invoiceDate)
  if (!day.ok) return null
  const fy = financialYearOf(day.value)
  if (!fy.ok) return null
  const cutOff = `${fy.value.startYear + 1}-11-30`
  return annualReturnFiledOn && annualReturnFiledOn < cutOff ? annualReturnFiledOn : cutOff
}
