// A posted workshop invoice (winv) as the GST tax invoice (research/modules.md §3.9; CGST Rules 46 and 48),
// printed from the voucher as posted — the buyer's snapshot, the place of supply, the lines, the heads — never
// recomputed from the party or the job card today, so a reprint says what was issued. The workshop settings
// shape it: its title says "Service/Labour" (`show_service_labour_invoice_title`), the vehicle block
// (`show_vehicle_details`) and the job card's number and odometer (`show_job_details`) come from what the
// invoice recorded of its job card, labour is itemised or one line per rate (`show_labour_items`), and units
// print in their own column (`enable_uom`). Parts and labour together print in triplicate (goods), labour alone
// in duplicate (services: Rule 48(2)). HSN at 4 or 6 digits by the turnover band. Pure: the page sends the
// result to the document kit.
import type { VoucherLine } from '@schemas/vouchers.schema'
import type { Block, DocInput, TableRow } from '@workers/documents/spec.options'
import {
  documentFrame,
  stateLabel,
  type CopyKind,
  type FrameCompany,
  type FrameLang,
} from '@/lib/documents/frame'
import { cell, facts, invoiceFrame, printedHsn, printLabels } from '@/lib/documents/invoice-print'
import type { DocImage } from '@workers/documents/spec.options'
import type { Voucher } from '@schemas/vouchers.schema'
import { gstStateByCode } from '@/utils/gst-states'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'
import type { WorkshopOptions } from '../domain/workshop-settings'

export type WorkshopInvoicePrint = {
  invoice: Voucher
  options: Pick<
    WorkshopOptions,
    | 'show_vehicle_details'
    | 'show_labour_items'
    | 'show_job_details'
    | 'enable_uom'
    | 'show_service_labour_invoice_title'
  >
  company: FrameCompany
  logo?: DocImage | null
  lang: FrameLang
  band: 'upto_5cr' | 'upto_10cr' | 'above_10cr'
  terms?: string
}

const LABELS = {
  en: {
    taxInvoice: 'TAX INVOICE',
    serviceInvoice: 'TAX INVOICE — SERVICE / LABOUR INVOICE',
    pos: 'Place of supply',
    reverseCharge: 'Reverse charge',
    no: 'No',
    stateCode: 'State / code',
    vehicle: 'Vehicle',
    regNo: 'Registration no',
    makeModel: 'Make / model',
    odometer: 'Odometer',
    km: '{{km}} km',
    jobNo: 'Job card no',
    hsn: 'HSN/SAC',
    qty: 'Qty',
    uom: 'Unit',
    rate: 'Rate',
    discount: 'Discount',
    taxable: 'Taxable value',
    gst: 'GST',
    cgst: 'CGST',
    sgst: 'SGST',
    utgst: 'UTGST',
    igst: 'IGST',
    total: 'Total',
    parts: 'Parts',
    labour: 'Labour',
    labourCharges: 'Labour charges',
    share: 'share {{share}}%',
    roundOff: 'Round-off',
    invoiceTotal: 'Invoice total',
    cancelled: 'CANCELLED: {{reason}}',
  },
  hi: {
    taxInvoice: 'टैक्स इनवॉइस',
    serviceInvoice: 'टैक्स इनवॉइस — सर्विस / लेबर इनवॉइस',
    pos: 'आपूर्ति का स्थान',
    reverseCharge: 'रिवर्स चार्ज',
    no: 'नहीं',
    stateCode: 'राज्य / कोड',
    vehicle: 'वाहन',
    regNo: 'रजिस्ट्रेशन नंबर',
    makeModel: 'मेक / मॉडल',
    odometer: 'ओडोमीटर',
    km: '{{km}} कि.मी.',
    jobNo: 'जॉब कार्ड नंबर',
    hsn: 'HSN/SAC',
    qty: 'मात्रा',
    uom: 'इकाई',
    rate: 'दर',
    discount: 'छूट',
    taxable: 'कर योग्य मूल्य',
    gst: 'GST',
    cgst: 'CGST',
    sgst: 'SGST',
    utgst: 'UTGST',
    igst: 'IGST',
    total: 'कुल',
    parts: 'पार्ट्स',
    labour: 'लेबर',
    labourCharges: 'लेबर चार्ज',
    share: 'हिस्सा {{share}}%',
    roundOff: 'राउंड-ऑफ़',
    invoiceTotal: 'बिल का कुल',
    cancelled: 'रद्द: {{reason}}',
  },
} as const

/** Labour lines one per GST rate: what the invoice shows when the settings hide the labour items. */
function labourByRate(lines: readonly VoucherLine[], label: string): VoucherLine[] {
  const byRate = new Map<number, VoucherLine>()
  for (const l of lines) {
    const bp = l.gst_bp ?? 0
    const acc = byRate.get(bp)
    if (!acc) {
      byRate.set(bp, {
        ...l,
        id: `labour-${bp}`,
        description: label,
        qty: 1,
        unit_price: undefined,
        discount: 0,
      })
      continue
    }
    acc.taxable += l.taxable
    acc.cgst = (acc.cgst ?? 0) + (l.cgst ?? 0)
    acc.sgst = (acc.sgst ?? 0) + (l.sgst ?? 0)
    acc.igst = (acc.igst ?? 0) + (l.igst ?? 0)
    acc.total += l.total
  }
  return [...byRate.values()].map((l) => ({ ...l, unit_price: l.taxable }))
}

export function workshopInvoiceDoc(input: WorkshopInvoicePrint): DocInput {
  const { invoice: v, lang, options } = input
  const t = printLabels(LABELS, lang)
  const money = (p: number | undefined) => formatPaise(p ?? 0, { locale: lang })
  const { frame, images } = invoiceFrame(input, t)
  const inter = v.supply === 'inter'
  const utgst = v.postings.some((p) => p.account_id === 'sys:output-utgst')
  const d = v.details ?? {}
  const parts = v.lines.filter((l) => l.kind === 'part')
  const labourLines = v.lines.filter((l) => l.kind === 'labour')
  const labour = options.show_labour_items ? labourLines : labourByRate(labourLines, t('labourCharges'))

  const head: [string, string][] = []
  const pos = gstStateByCode(v.pos ?? '')
  head.push([t('pos'), pos ? stateLabel(pos.name, lang) : (v.pos ?? '')])
  head.push([t('reverseCharge'), t('no')])
  const buyerState = v.party?.state_code ? gstStateByCode(v.party.state_code) : undefined
  if (buyerState) head.push([t('stateCode'), stateLabel(buyerState.name, lang)])
  if (options.show_job_details && d.job_no) head.push([t('jobNo'), d.job_no])
  if (options.show_vehicle_details && (d.reg_no || d.chassis_no)) {
    if (d.reg_no) head.push([t('regNo'), d.reg_no])
    if (d.chassis_no) head.push([t('chassis'), d.chassis_no])
    if (d.engine_no) head.push([t('engine'), d.engine_no])
    if (d.make_model) head.push([t('makeModel'), d.make_model])
  }
  if ((options.show_vehicle_details || options.show_job_details) && d.odometer) {
    head.push([t('odometer'), t('km', { km: formatIndianNumber(Number(d.odometer), { locale: lang }) })])
  }

  const uom = options.enable_uom
  const columns: { head: string; width: number; right?: boolean; value: (l: VoucherLine) => string }[] = [
    {
      head: t('description'),
      width: 0.24,
      value: (l) =>
        l.custom?.share_bp
          ? `${l.description} (${t('share', { share: Number(l.custom.share_bp) / 100 })})`
          : l.description,
    },
    { head: t('hsn'), width: 0.08, value: (l) => printedHsn(l.hsn_sac, input.band) },
    {
      head: t('qty'),
      width: 0.05,
      right: true,
      value: (l) => formatIndianNumber(l.qty, { locale: lang, maximumFractionDigits: 3 }),
    },
    ...(uom
      ? [{ head: t('uom'), width: 0.05, value: (l: VoucherLine) => l.custom?.uom ?? l.uqc ?? '' }]
      : []),
    {
      head: t('rate'),
      width: 0.1,
      right: true,
      value: (l) => (l.unit_price !== undefined ? money(l.unit_price) : ''),
    },
    { head: t('discount'), width: 0.08, right: true, value: (l) => (l.discount ? money(l.discount) : '') },
    { head: t('taxable'), width: 0.11, right: true, value: (l) => money(l.taxable) },
    { head: t('gst'), width: 0.05, right: true, value: (l) => `${(l.gst_bp ?? 0) / 100}%` },
    ...(inter
      ? [{ head: t('igst'), width: 0.11, right: true, value: (l: VoucherLine) => money(l.igst) }]
      : [
          { head: t('cgst'), width: 0.09, right: true, value: (l: VoucherLine) => money(l.cgst) },
          {
            head: t(utgst ? 'utgst' : 'sgst'),
            width: 0.09,
            right: true,
            value: (l: VoucherLine) => money(l.sgst),
          },
        ]),
    { head: t('total'), width: 0.11, right: true, value: (l) => money(l.total) },
  ]
  const sum = columns.reduce((s, c) => s + c.width, 0)
  const table = (lines: readonly VoucherLine[]): Block => ({
    kind: 'table',
    size: 7.5,
    columns: columns.map((c) => ({ width: c.width / sum, ...(c.right ? { align: 'right' as const } : {}) })),
    header: [{ cells: columns.map((c) => cell(c.head, true)) }],
    rows: lines.map((l): TableRow => ({ cells: columns.map((c) => cell(c.value(l))) })),
    borders: { outer: true, rows: true, columns: true },
    spaceAfter: 8,
  })
  const heading = (text: string): Block => ({
    kind: 'text',
    size: 10,
    runs: [{ text, weight: 'bold' }],
    spaceAfter: 3,
  })

  const body: Block[] = []
  if (v.status === 'cancelled') {
    body.push({
      kind: 'text',
      size: 11,
      runs: [{ text: t('cancelled', { reason: v.cancel?.reason ?? '' }), weight: 'bold' }],
      spaceAfter: 6,
    })
  }
  body.push(facts(head))
  if (parts.length) body.push(heading(t('parts')), table(parts))
  if (labour.length) body.push(heading(t('labour')), table(labour))
  const totals: [string, string][] = [[t('taxable'), money(v.totals.taxable)]]
  if (inter) totals.push([t('igst'), money(v.totals.igst)])
  else {
    totals.push([t('cgst'), money(v.totals.cgst)])
    totals.push([t(utgst ? 'utgst' : 'sgst'), money(v.totals.sgst)])
  }
  if (v.totals.round_off) totals.push([t('roundOff'), money(v.totals.round_off)])
  body.push(facts(totals))

  // Goods and services together: triplicate (Rule 48(1)); services alone: duplicate (Rule 48(2)).
  const copies: CopyKind[] = parts.length
    ? ['original', 'duplicate-transporter', 'triplicate-supplier']
    : ['original', 'duplicate-supplier']
  const spec = documentFrame({
    ...frame,
    title: options.show_service_labour_invoice_title ? t('serviceInvoice') : t('taxInvoice'),
    copies,
    body,
    total: { paise: v.totals.grand_total, label: t('invoiceTotal') },
    ...(input.terms?.trim() ? { terms: input.terms.trim() } : {}),
  })
  return { spec, images }
}
