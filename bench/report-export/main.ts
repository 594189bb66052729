// The sales register's Excel export over 10,000 rows (issue 22, "Speed": a 10,000-row Excel export under 2 s
// without a frame gap over 100 ms), made of what the screen runs: the register's rows from the vouchers
// (salesRegister), the export table of its columns (exportTable, on the page's thread), the sheet's cells
// (sheetInput, on the page's thread) and the xlsx bytes (writeXlsx, in the sheets worker on the page); the
// named baseline "csv" is the CSV of the same table (tableToCsv), what the register's other button makes.
import type { Voucher, VoucherLine } from '@schemas/vouchers.schema'
import { salesColumns } from '@/modules/reports/components/sales-columns'
import { formatFor } from '@/modules/reports/components/register-kit'
import { salesRegister, type SalesRow } from '@/modules/reports/domain/sales-register'
import { REGISTERS_REPORT_STRINGS } from '@/modules/reports/registers-report-strings'
import { exportTable, tableToCsv, type ExportTable } from '@/ui/register/register-export'
import { sheetInput } from '@/ui/register/register-xlsx'
import { writeXlsx } from '../../workers/sheets/write-xlsx'

const STATES = ['27', '27', '27', '24', '29', '30']

function line(i: number, kind: VoucherLine['kind'], taxable: number, inter: boolean): VoucherLine {
  const half = Math.round((taxable * 1800) / 20_000)
  const heads = inter ? { igst: 2 * half, cgst: 0, sgst: 0 } : { igst: 0, cgst: half, sgst: half }
  return {
    id: `l${i}`,
    kind,
    description:
      kind === 'vehicle' ? 'Maruti Swift VXi' : kind === 'labour' ? 'Service labour' : 'Brake pad set',
    hsn_sac: kind === 'labour' ? '998714' : kind === 'vehicle' ? '870322' : '870830',
    uqc: 'NOS',
    qty: 1,
    taxable,
    gst_bp: 1800,
    cess: 0,
    ...heads,
    total: taxable + heads.igst + heads.cgst + heads.sgst,
    ...(kind === 'vehicle' ? { chassis: `MA3EWDE1S00${100000 + i}`, engine: `K12MN${400000 + i}` } : {}),
  }
}

/** `count` posted sales documents of one financial year: workshop invoices most, vehicle invoices, credit
 * notes; a fifth of buyers registered, some out of the state, one in fifty cancelled. */
export function vouchers(count: number): Voucher[] {
  const out: Voucher[] = []
  const start = Date.UTC(2025, 3, 1)
  for (let i = 0; i < count; i += 1) {
    const date = new Date(start + Math.floor((i / count) * 365) * 86_400_000).toISOString().slice(0, 10)
    const r = i % 50
    const type: Voucher['type'] = r < 30 ? 'winv' : r < 45 ? 'vinv' : r < 48 ? 'wcn' : 'vcn'
    const pos = STATES[i % STATES.length]!
    const inter = pos !== '27'
    const lines =
      type === 'vinv' || type === 'vcn'
        ? [line(i, 'vehicle', 6_35_593_22, inter), line(i + 1, 'accessory', 3_389_83, inter)]
        : [line(i, 'part', 2_118_64, inter), line(i + 1, 'labour', 1_200_00 + (i % 700), inter)]
    const sum = (f: (l: VoucherLine) => number) => lines.reduce((s, l) => s + f(l), 0)
    out.push({
      id: `v${i}`,
      rev: 1,
      created_at: i,
      updated_at: i,
      type,
      status: r === 7 ? 'cancelled' : 'posted',
      number: `${type.toUpperCase()}/2526/${String(i).padStart(5, '0')}`,
      series: type.toUpperCase(),
      fy: '2526',
      doc_date: date,
      list_key: '',
      party_id: `p${i % 900}`,
      party: {
        name: `Customer ${i % 900}`,
        ...(i % 5 === 0 ? { gstin: '29AABCK7421M1Z7', gst_category: 'regular' } : {}),
      },
      pos,
      supply: inter ? 'inter' : 'intra',
      details: type === 'vinv' ? { salesPerson: 'Rohit', hypothecation: 'HDFC Bank' } : {},
      lines,
      totals: { grand_total: sum((l) => l.total), taxable: sum((l) => l.taxable) },
      postings: [],
      stock_moves: [],
    })
  }
  return out
}

const t = ((key: keyof typeof REGISTERS_REPORT_STRINGS.en) => REGISTERS_REPORT_STRINGS.en[key]) as never
const columns = salesColumns(t, formatFor('en'), false)
const FY = { from: '2025-04-01', to: '2026-03-31' }

export const rowsOf = (vs: readonly Voucher[]): SalesRow[] => salesRegister(vs, FY, 'all', '27')
export const tableOf = (rows: readonly SalesRow[]): ExportTable => exportTable(columns, rows)
export const cellsOf = (table: ExportTable) => sheetInput(table, 'Sales register')
export const xlsxOf = (table: ExportTable) => writeXlsx(cellsOf(table))
export const csvOf = (table: ExportTable) => tableToCsv(table)
