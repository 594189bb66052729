// A posted vehicle invoice as the GST tax invoice (research/modules.md §3.4; CGST Rules 46 and 48), in three
// copies: original for the recipient, duplicate for the transporter, triplicate for the supplier. Everything
// printed is the voucher as posted — the buyer's snapshot, the lines, the heads, the place of supply — never
// recomputed, so a reprint says what was issued. HSN is printed at four digits up to ₹5 crore of turnover and
// six above (Notif. 78/2020-CT). An e-invoice prints its IRN, acknowledgement and the IRP's signed QR code
// (Rule 48(4); einvoice-qr.ts). Pure: the page sends the result to the document kit.
import type { VoucherLine } from '@schemas/vouchers.schema'
import type { Block, DocInput, TableRow } from '@workers/documents/spec.options'
import { documentFrame, stateLabel } from '@/lib/documents/frame'
import { displayDate } from '@/utils/display-date'
import { gstStateByCode } from '@/utils/gst-states'
import { formatPaise } from '@/utils/indian-number'
import { printedHsn } from '@/lib/documents/invoice-print'
import { QR_PRINT_SIZE, qrPng, signedQrCode } from './einvoice-qr'
import { cell, facts, invoiceFrame, printLabels, type InvoicePrint } from './print-shared'

export { printedHsn }

const LABELS = {
  en: {
    taxInvoice: 'TAX INVOICE',
    pos: 'Place of supply',
    reverseCharge: 'Reverse charge',
    no: 'No',
    deliveredAt: 'Delivered at',
    form60: 'Form 60 declared (no PAN)',
    hsn: 'HSN/SAC',
    qty: 'Qty',
    taxable: 'Taxable value',
    rate: 'Rate',
    cgst: 'CGST',
    sgst: 'SGST',
    utgst: 'UTGST',
    igst: 'IGST',
    cess: 'Cess',
    total: 'Total',
    key: 'Key',
    battery: 'Battery',
    mfg: 'Mfg',
    pureAgent: 'Paid on behalf of the buyer (not part of the taxable value)',
    tcs: 'TCS u/s 206C(1F) @ {{rate}}%',
    roundOff: 'Round-off',
    invoiceTotal: 'Invoice total',
    irn: 'IRN',
    ack: 'Ack No / Date',
    einvoiceQr: 'E-invoice QR code signed by the IRP',
    qrTooLong: 'The signed QR text is too long for a QR code: check it against what the IRP returned.',
    stateCode: 'State / code',
    deliveryState: 'Delivery state / code',
    detail_adharNo: 'Aadhaar (last 4 digits)',
    detail_nomineeName: 'Nominee',
    detail_hypothecation: 'Hypothecated to',
    detail_rto: 'RTO',
    detail_emailId: 'E-mail',
    detail_salesPerson: 'Sales person',
    detail_tcs_exempt_reason: 'TCS not collected because',
    taxByRate: 'Tax by rate',
  },
  hi: {
    taxInvoice: 'टैक्स इनवॉइस',
    pos: 'आपूर्ति का स्थान',
    reverseCharge: 'रिवर्स चार्ज',
    no: 'नहीं',
    deliveredAt: 'डिलीवरी का पता',
    form60: 'फ़ॉर्म 60 दिया (PAN नहीं)',
    hsn: 'HSN/SAC',
    qty: 'मात्रा',
    taxable: 'कर योग्य मूल्य',
    rate: 'दर',
    cgst: 'CGST',
    sgst: 'SGST',
    utgst: 'UTGST',
    igst: 'IGST',
    cess: 'सेस',
    total: 'कुल',
    key: 'चाबी',
    battery: 'बैटरी',
    mfg: 'निर्माण',
    pureAgent: 'खरीदार की ओर से चुकाया (कर योग्य मूल्य में नहीं)',
    tcs: 'धारा 206C(1F) के तहत TCS @ {{rate}}%',
    roundOff: 'राउंड-ऑफ़',
    invoiceTotal: 'बिल का कुल',
    irn: 'IRN',
    ack: 'Ack नं. / तारीख',
    einvoiceQr: 'IRP द्वारा साइन किया ई-इनवॉइस QR कोड',
    qrTooLong: 'साइन किया QR टेक्स्ट QR कोड के लिए बहुत लंबा है: IRP के जवाब से मिलाएँ।',
    stateCode: 'राज्य / कोड',
    deliveryState: 'डिलीवरी का राज्य / कोड',
    detail_adharNo: 'आधार (आखिरी 4 अंक)',
    detail_nomineeName: 'नॉमिनी',
    detail_hypothecation: 'हाइपोथिकेशन',
    detail_rto: 'RTO',
    detail_emailId: 'ई-मेल',
    detail_salesPerson: 'सेल्स पर्सन',
    detail_tcs_exempt_reason: 'TCS न लेने का कारण',
    taxByRate: 'दर अनुसार कर',
  },
} as const

type Key = keyof (typeof LABELS)['en']

/** The IRP's acknowledgement date ("2025-11-16" or "2025-11-16 14:05") as the invoice prints dates. */
function ackDate(value: string, lang: InvoicePrint['lang']): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0]
  return day ? `${displayDate(day, lang)}${value.slice(10)}` : value
}

export function taxInvoiceDoc(input: InvoicePrint): DocInput {
  const { invoice: v, lang } = input
  const t = printLabels(LABELS, lang)
  const money = (p: number | undefined) => formatPaise(p ?? 0, { locale: lang })
  const buyer = v.party ?? { name: '' }
  const pos = gstStateByCode(v.pos ?? '')
  const { frame, images } = invoiceFrame(input, t)
  const taxed = v.lines.filter((l) => l.kind !== 'pure_agent')
  const pure = v.lines.filter((l) => l.kind === 'pure_agent')
  const inter = v.supply === 'inter'
  const utgst = v.postings.some((p) => p.account_id === 'sys:output-utgst')
  const describe = (l: VoucherLine) => {
    const extra = [
      l.chassis ? `${t('chassis')}: ${l.chassis}` : '',
      l.engine ? `${t('engine')}: ${l.engine}` : '',
      l.custom?.key_no ? `${t('key')}: ${l.custom.key_no}` : '',
      l.custom?.battery_no ? `${t('battery')}: ${l.custom.battery_no}` : '',
      l.custom?.mfg ? `${t('mfg')}: ${l.custom.mfg}` : '',
    ].filter(Boolean)
    return extra.length ? `${l.description} — ${extra.join(' · ')}` : l.description
  }
  const rate = (l: VoucherLine) => `${(l.gst_bp ?? 0) / 100}%${l.cess_bp ? ` + ${l.cess_bp / 100}%` : ''}`
  const header: TableRow[] = [
    {
      cells: [
        cell(t('description'), true),
        cell(t('hsn'), true),
        cell(t('qty'), true),
        cell(t('taxable'), true),
        cell(t('rate'), true),
        ...(inter
          ? [cell(t('igst'), true)]
          : [cell(t('cgst'), true), cell(t(utgst ? 'utgst' : 'sgst'), true)]),
        cell(t('cess'), true),
        cell(t('total'), true),
      ],
    },
  ]
  const rows: TableRow[] = taxed.map((l) => ({
    cells: [
      cell(describe(l)),
      cell(printedHsn(l.hsn_sac, input.band)),
      cell(String(l.qty)),
      cell(money(l.taxable)),
      cell(rate(l)),
      ...(inter ? [cell(money(l.igst))] : [cell(money(l.cgst)), cell(money(l.sgst))]),
      cell(money(l.cess)),
      cell(money(l.total)),
    ],
  }))
  rows.push({
    cells: [
      cell(t('total'), true),
      cell(''),
      cell(''),
      cell(money(v.totals.taxable), true),
      cell(''),
      ...(inter
        ? [cell(money(v.totals.igst), true)]
        : [cell(money(v.totals.cgst), true), cell(money(v.totals.sgst), true)]),
      cell(money(v.totals.cess), true),
      cell(money((v.totals.taxable ?? 0) + (v.totals.tax ?? 0)), true),
    ],
  })
  // Money columns hold a lakh amount in bold (₹2,90,305.08) and the total a crore one on one line.
  const widths = inter
    ? [0.3, 0.085, 0.05, 0.13, 0.075, 0.13, 0.09, 0.14]
    : [0.19, 0.085, 0.05, 0.13, 0.075, 0.12, 0.12, 0.09, 0.14]
  const below: [string, string][] = [
    ...pure.map((l): [string, string] => [`${l.description} — ${t('pureAgent')}`, money(l.total)]),
    ...(v.tcs ? [[t('tcs', { rate: v.tcs.rate_bp / 100 }), money(v.tcs.amount)] as [string, string]] : []),
    ...(v.totals.round_off ? [[t('roundOff'), money(v.totals.round_off)] as [string, string]] : []),
  ]
  const head: [string, string][] = [
    // stateLabel names the state with its code: "Maharashtra (27)".
    [t('pos'), pos ? stateLabel(pos.name, lang) : (v.pos ?? '')],
    [t('reverseCharge'), t('no')],
  ]
  // Rule 46(e): an unregistered buyer's state and its code, and where the vehicle is delivered if elsewhere.
  const stateWithCode = (code: string | undefined) => {
    const s = code ? gstStateByCode(code) : undefined
    return s ? stateLabel(s.name, lang) : ''
  }
  if (buyer.state_code) head.push([t('stateCode'), stateWithCode(buyer.state_code)])
  if (buyer.delivery_address) head.push([t('deliveredAt'), buyer.delivery_address])
  if (buyer.delivery_state_code) head.push([t('deliveryState'), stateWithCode(buyer.delivery_state_code)])
  if (buyer.form60) head.push([t('form60'), ''])
  // Details print under the settings' labels; a key this print does not know keeps its own name.
  for (const [k, val] of Object.entries(v.details ?? {})) {
    const label = `detail_${k}`
    head.push([label in LABELS.en ? t(label as Key) : k, val])
  }
  // Rule 48(4): an e-invoice prints its IRN and acknowledgement, and the QR code the IRP signed beside them.
  const einv = v.einvoice?.irn ? v.einvoice : null
  if (einv) {
    head.push([t('irn'), einv.irn ?? ''])
    head.push([t('ack'), `${einv.ack_no ?? ''} / ${ackDate(einv.ack_date ?? '', lang)}`])
  }
  const qr = einv ? signedQrCode(einv.signed_qr) : null
  if (einv?.signed_qr?.trim() && !qr) head.push([t('einvoiceQr'), t('qrTooLong')])
  const body: Block[] = []
  if (qr) {
    const image = images.length
    images.push({ type: 'png', bytes: qrPng(qr) })
    body.push({
      kind: 'row',
      gap: 12,
      columns: [
        { width: 0.76, blocks: [facts(head)] },
        {
          width: 0.24,
          blocks: [
            { kind: 'image', image, width: QR_PRINT_SIZE, height: QR_PRINT_SIZE, align: 'center' },
            {
              kind: 'text',
              size: 7,
              align: 'center',
              runs: [{ text: t('einvoiceQr') }],
              spaceAfter: 8,
            },
          ],
        },
      ],
    })
  } else body.push(facts(head))
  body.push({
    kind: 'table',
    size: 8,
    columns: widths.map((width, i) => ({ width, ...(i >= 2 ? { align: 'right' as const } : {}) })),
    header,
    rows,
    borders: { outer: true, rows: true, columns: true },
    spaceAfter: 8,
  })
  // Rule 46(j)/(k) ask for the tax by rate; with more than one rate on the invoice a line-by-line reading
  // leaves the buyer to add it up, so the tax is summed per rate too.
  const byRate = new Map<
    string,
    { taxable: number; cgst: number; sgst: number; igst: number; cess: number }
  >()
  for (const l of taxed) {
    const r = rate(l)
    const acc = byRate.get(r) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0, cess: 0 }
    acc.taxable += l.taxable
    acc.cgst += l.cgst ?? 0
    acc.sgst += l.sgst ?? 0
    acc.igst += l.igst ?? 0
    acc.cess += l.cess ?? 0
    byRate.set(r, acc)
  }
  if (byRate.size > 1) {
    body.push({
      kind: 'table',
      size: 8,
      columns: (inter ? [0.2, 0.25, 0.3, 0.25] : [0.16, 0.21, 0.21, 0.21, 0.21]).map((width, i) => ({
        width,
        ...(i >= 1 ? { align: 'right' as const } : {}),
      })),
      header: [
        {
          cells: [
            cell(t('taxByRate'), true),
            cell(t('taxable'), true),
            ...(inter
              ? [cell(t('igst'), true)]
              : [cell(t('cgst'), true), cell(t(utgst ? 'utgst' : 'sgst'), true)]),
            cell(t('cess'), true),
          ],
        },
      ],
      rows: [...byRate].map(([r, a]) => ({
        cells: [
          cell(r),
          cell(money(a.taxable)),
          ...(inter ? [cell(money(a.igst))] : [cell(money(a.cgst)), cell(money(a.sgst))]),
          cell(money(a.cess)),
        ],
      })),
      borders: { outer: true, rows: true, columns: true },
      spaceAfter: 8,
    })
  }
  if (below.length) body.push(facts(below))
  const spec = documentFrame({
    ...frame,
    title: t('taxInvoice'),
    copies: ['original', 'duplicate-transporter', 'triplicate-supplier'],
    body,
    total: { paise: v.totals.grand_total, label: t('invoiceTotal') },
    ...(input.terms?.trim() ? { terms: input.terms.trim() } : {}),
  })
  return { spec, images }
}
