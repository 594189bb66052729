// GST returns and the Tally export over three years of a mid-size dealer (issue 22, "Speed": GSTR-1 of a month
// under 300 ms on 60,000 vouchers), made of the same pure rules the screen runs, against the named baseline
// "floor": one pass over the same vouchers adding up every line's taxable value and tax, with no grouping, no
// classification and nothing written — the least any report of those documents must do.
import type { Voucher, VoucherLine } from '@schemas/vouchers.schema'
import { gstr1 } from '@/modules/reports/domain/gstr1'
import { gstr1Json } from '@/modules/reports/domain/gstr1-json'
import { gstr3b } from '@/modules/reports/domain/gstr3b'
import { tallyXml } from '@/modules/reports/domain/tally-xml'

const STATES = ['27', '27', '27', '27', '24', '29', '30', '09']
const GSTINS = ['29AABCK7421M1Z7', '24AAGFT5528R1ZJ', '27AABCP4321Q1Z5']

function line(i: number, kind: VoucherLine['kind'], taxable: number, inter: boolean, bp = 1800): VoucherLine {
  const half = Math.round((taxable * bp) / 20_000)
  const heads = inter ? { igst: 2 * half, cgst: 0, sgst: 0 } : { igst: 0, cgst: half, sgst: half }
  return {
    id: `l${i}`,
    kind,
    description: kind === 'labour' ? 'Service labour' : 'Part',
    hsn_sac: kind === 'labour' ? '998714' : kind === 'vehicle' ? '870322' : '870830',
    uqc: kind === 'labour' ? 'OTH' : 'NOS',
    qty: 1,
    taxable,
    gst_bp: bp,
    cess: 0,
    ...heads,
    total: taxable + heads.igst + heads.cgst + heads.sgst,
  }
}

/** `count` vouchers spread over FY 2023-24 to 2025-26: workshop invoices most, then receipts, vehicle invoices,
 * purchases, credit notes and journals; a fifth of the buyers registered, some out of the state. */
export function world(count: number): Voucher[] {
  const out: Voucher[] = []
  const start = Date.UTC(2023, 3, 1)
  const days = 3 * 365
  for (let i = 0; i < count; i += 1) {
    const date = new Date(start + Math.floor((i / count) * days) * 86_400_000).toISOString().slice(0, 10)
    const r = i % 100
    const type: Voucher['type'] =
      r < 50
        ? 'winv'
        : r < 75
          ? 'rcpt'
          : r < 83
            ? 'vinv'
            : r < 90
              ? 'ppur'
              : r < 93
                ? 'vpur'
                : r < 95
                  ? 'wcn'
                  : r < 96
                    ? 'vcn'
                    : 'jv'
    const pos = STATES[i % STATES.length]!
    const inter = pos !== '27'
    const registered = i % 5 === 0
    const party = registered
      ? {
          name: `Firm ${i % 300}`,
          gstin: GSTINS[i % GSTINS.length]!,
          gst_category: 'regular',
          state_code: pos,
        }
      : { name: `Customer ${i % 3000}`, gst_category: 'unregistered', state_code: pos }
    const lines =
      type === 'vinv' || type === 'vpur' || type === 'vcn'
        ? [
            line(1, 'vehicle', 6_00_000_00 + (i % 50) * 10_000_00, inter),
            line(2, 'accessory', 5_000_00, inter),
          ]
        : type === 'winv' || type === 'ppur' || type === 'wcn'
          ? [
              line(1, 'part', 2_000_00 + (i % 7) * 100_00, inter),
              line(2, 'part', 450_00, inter),
              line(3, 'labour', 1_200_00, inter),
            ]
          : []
    const total = lines.reduce((s, l) => s + l.total, 0) || 10_000_00
    const sale = type === 'vinv' || type === 'winv'
    const postings = [
      {
        account_id: sale || type === 'rcpt' ? 'sys:debtors' : 'sys:creditors',
        party_id: `p${i % 3000}`,
        dr: sale ? total : 0,
        cr: sale ? 0 : total,
      },
      {
        account_id: sale ? 'sys:sales-parts' : type === 'rcpt' ? 'sys:cash' : 'sys:purchases-parts',
        dr: sale ? 0 : total,
        cr: sale ? total : 0,
      },
    ]
    out.push({
      id: `v${i}`,
      rev: 1,
      created_at: i,
      updated_at: i,
      type,
      status: i % 97 === 0 ? 'cancelled' : 'posted',
      number: `${type.toUpperCase()}A/2526/${String(i).padStart(5, '0')}`,
      series: type,
      fy: '2526',
      doc_date: date,
      list_key: '',
      party_id: `p${i % 3000}`,
      party,
      pos,
      supply: inter ? 'inter' : 'intra',
      ...(type === 'vcn' || type === 'wcn' ? { against_id: `v${Math.max(0, i - 50)}` } : {}),
      lines,
      totals: { grand_total: total },
      postings,
      stock_moves: [],
    })
  }
  return out
}

export const MONTH = { from: '2025-12-01', to: '2025-12-31' }

/** The month's documents and the invoices its notes credit: what the screen reads by the doc_date index. */
export function monthOf(all: readonly Voucher[]): Voucher[] {
  const inMonth = all.filter((v) => v.doc_date >= MONTH.from && v.doc_date <= MONTH.to)
  const ids = new Set(inMonth.flatMap((v) => (v.against_id ? [v.against_id] : [])))
  return [...inMonth, ...all.filter((v) => ids.has(v.id) && v.doc_date < MONTH.from)]
}

export function returns(vouchers: readonly Voucher[]): number {
  const r = gstr1(vouchers, MONTH, '27')
  const json = JSON.stringify(gstr1Json(r, '27AAPFU0939F1ZV', MONTH.from))
  return json.length + r.b2b.length
}

export function estimate(vouchers: readonly Voucher[]): number {
  return gstr3b(vouchers, MONTH, '27').payment.length
}

export function tally(vouchers: readonly Voucher[]): number {
  return tallyXml({ company: 'Om Motors', period: MONTH, vouchers, accounts: [] }).xml.length
}

export function floor(vouchers: readonly Voucher[]): number {
  let sum = 0
  for (const v of vouchers) {
    if (v.doc_date < MONTH.from || v.doc_date > MONTH.to) continue
    for (const l of v.lines) sum += l.taxable + (l.igst ?? 0) + (l.cgst ?? 0) + (l.sgst ?? 0)
  }
  return sum
}
