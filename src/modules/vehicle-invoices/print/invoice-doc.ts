// A posted vehicle invoice printed (research/modules.md §3.4; CGST Rules 46 and 48): the tax invoice in three
// copies (original for the recipient, duplicate for the transporter, triplicate for the supplier), the gate
// pass, and Form 21, the sale certificate the RTO registers the vehicle on (CMVR rule 47(1)(a)). Everything
// printed is the voucher as posted — the buyer's snapshot, the lines, the heads, the place of supply — never
// recomputed, so a reprint says what was issued. HSN is printed at four digits up to ₹5 crore of turnover and
// six above (Notif. 78/2020-CT). Pure: the page sends the result to the document kit.
import type { CatalogItem } from '@schemas/catalog.schema'
import type { Voucher, VoucherLine } from '@schemas/vouchers.schema'
import type { Block, DocImage, DocInput, TableRow } from '@workers/documents/spec.options'
import { documentFrame, stateLabel, type FrameCompany, type FrameLang } from '@/lib/documents/frame'
import { imageSize } from '@/lib/documents/image-size'
import { displayDate, displayDateTime } from '@/utils/display-date'
import { gstStateByCode } from '@/utils/gst-states'
import { formatPaise } from '@/utils/indian-number'

export type InvoicePrintDoc = 'invoice' | 'gatepass' | 'form21'

export type InvoicePrint = {
  invoice: Voucher
  company: FrameCompany
  logo?: DocImage | null
  lang: FrameLang
  /** The settings' turnover band: HSN at 4 digits up to ₹5 crore, else 6. */
  band: 'upto_5cr' | 'upto_10cr' | 'above_10cr'
  terms?: string
  /** Form 21 prints the variant's class, fuel, seats and engine size. */
  variant?: Pick<
    CatalogItem,
    'make' | 'model' | 'variant' | 'body' | 'fuel' | 'seating' | 'engine_cc' | 'motor_watts'
  > | null
}

const L = {
  en: {
    taxInvoice: 'TAX INVOICE',
    gatePass: 'GATE PASS',
    form21: 'FORM 21 — SALE CERTIFICATE',
    form21Rule: '[See rule 47(1)(a) and (d) of the Central Motor Vehicles Rules, 1989]',
    invoiceNo: 'Invoice No',
    date: 'Date',
    buyer: 'Buyer',
    pos: 'Place of supply',
    reverseCharge: 'Reverse charge',
    no: 'No',
    deliveredAt: 'Delivered at',
    form60: 'Form 60 declared (no PAN)',
    description: 'Description',
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
    chassis: 'Chassis',
    engine: 'Engine',
    key: 'Key',
    battery: 'Battery',
    mfg: 'Mfg',
    pureAgent: 'Paid on behalf of the buyer (not part of the taxable value)',
    tcs: 'TCS u/s 206C(1F) @ {{rate}}%',
    roundOff: 'Round-off',
    invoiceTotal: 'Invoice total',
    irn: 'IRN',
    ack: 'Ack No / Date',
    gatePassNo: 'Gate pass No',
    deliveredOn: 'Delivered on',
    odometer: 'Odometer',
    handedOver: 'Handed over',
    security: 'Security',
    form21Certify: 'Certified that {{vehicle}} has been delivered by us to {{buyer}} on {{date}}.',
    nameOfBuyer: 'Name of the buyer',
    relation: 'Son / wife / daughter of',
    address: 'Address (permanent / temporary)',
    vehicleClass: 'Class of vehicle',
    makerName: "Maker's name",
    model: 'Model',
    colour: 'Colour',
    fuel: 'Type of fuel',
    yearMfg: 'Month and year of manufacture',
    seats: 'Seating capacity (including driver)',
    capacity: 'Cubic capacity / motor power',
    hypothecation: 'Hypothecated to',
    saleValue: 'Sale value (invoice total)',
    body_car: 'Motor car',
    body_motorcycle: 'Motor cycle',
    body_three_wheeler: 'Three-wheeler',
    body_bus: 'Bus',
    body_goods: 'Goods carrier',
    signature: 'Signature of the dealer',
    stateCode: 'State / code',
    deliveryState: 'Delivery state / code',
    detail_adharNo: 'Aadhaar (last 4 digits)',
    detail_nomineeName: 'Nominee',
    detail_hypothecation: 'Hypothecated to',
    detail_rto: 'RTO',
    detail_emailId: 'E-mail',
    detail_salesPerson: 'Sales person',
    detail_tcs_exempt_reason: 'TCS not collected because',
    remarks: 'Remarks',
    taxByRate: 'Tax by rate',
    fuel_petrol: 'Petrol',
    fuel_cng: 'CNG',
    fuel_lpg: 'LPG',
    fuel_diesel: 'Diesel',
    fuel_petrol_hybrid: 'Petrol hybrid',
    fuel_diesel_hybrid: 'Diesel hybrid',
    fuel_electric: 'Electric',
  },
  hi: {
    taxInvoice: 'टैक्स इनवॉइस',
    gatePass: 'गेट पास',
    form21: 'फ़ॉर्म 21 — बिक्री प्रमाणपत्र',
    form21Rule: '[केंद्रीय मोटर वाहन नियम, 1989 के नियम 47(1)(a) और (d) देखें]',
    invoiceNo: 'बिल नं.',
    date: 'तारीख',
    buyer: 'खरीदार',
    pos: 'आपूर्ति का स्थान',
    reverseCharge: 'रिवर्स चार्ज',
    no: 'नहीं',
    deliveredAt: 'डिलीवरी का पता',
    form60: 'फ़ॉर्म 60 दिया (PAN नहीं)',
    description: 'विवरण',
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
    chassis: 'चेसिस',
    engine: 'इंजन',
    key: 'चाबी',
    battery: 'बैटरी',
    mfg: 'निर्माण',
    pureAgent: 'खरीदार की ओर से चुकाया (कर योग्य मूल्य में नहीं)',
    tcs: 'धारा 206C(1F) के तहत TCS @ {{rate}}%',
    roundOff: 'राउंड-ऑफ़',
    invoiceTotal: 'बिल का कुल',
    irn: 'IRN',
    ack: 'Ack नं. / तारीख',
    gatePassNo: 'गेट पास नं.',
    deliveredOn: 'डिलीवरी',
    odometer: 'ओडोमीटर',
    handedOver: 'सौंपा गया',
    security: 'सुरक्षा',
    form21Certify: 'प्रमाणित किया जाता है कि {{vehicle}} हमारे द्वारा {{buyer}} को {{date}} को सौंपा गया।',
    nameOfBuyer: 'खरीदार का नाम',
    relation: 'पुत्र / पत्नी / पुत्री',
    address: 'पता (स्थायी / अस्थायी)',
    vehicleClass: 'वाहन की श्रेणी',
    makerName: 'निर्माता का नाम',
    model: 'मॉडल',
    colour: 'रंग',
    fuel: 'ईंधन',
    yearMfg: 'निर्माण का महीना और वर्ष',
    seats: 'बैठने की क्षमता (ड्राइवर सहित)',
    capacity: 'क्यूबिक क्षमता / मोटर पावर',
    hypothecation: 'हाइपोथिकेशन',
    saleValue: 'बिक्री मूल्य (बिल का कुल)',
    body_car: 'मोटर कार',
    body_motorcycle: 'मोटर साइकिल',
    body_three_wheeler: 'थ्री-व्हीलर',
    body_bus: 'बस',
    body_goods: 'मालवाहक',
    signature: 'डीलर के हस्ताक्षर',
    stateCode: 'राज्य / कोड',
    deliveryState: 'डिलीवरी का राज्य / कोड',
    detail_adharNo: 'आधार (आखिरी 4 अंक)',
    detail_nomineeName: 'नॉमिनी',
    detail_hypothecation: 'हाइपोथिकेशन',
    detail_rto: 'RTO',
    detail_emailId: 'ई-मेल',
    detail_salesPerson: 'सेल्स पर्सन',
    detail_tcs_exempt_reason: 'TCS न लेने का कारण',
    remarks: 'टिप्पणी',
    taxByRate: 'दर अनुसार कर',
    fuel_petrol: 'पेट्रोल',
    fuel_cng: 'CNG',
    fuel_lpg: 'LPG',
    fuel_diesel: 'डीज़ल',
    fuel_petrol_hybrid: 'पेट्रोल हाइब्रिड',
    fuel_diesel_hybrid: 'डीज़ल हाइब्रिड',
    fuel_electric: 'इलेक्ट्रिक',
  },
} as const

type Key = keyof (typeof L)['en']

const fill = (s: string, v: Record<string, string | number> = {}) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(v[k] ?? ''))

const cell = (text: string, bold = false) => ({
  runs: [{ text, ...(bold ? { weight: 'bold' as const } : {}) }],
})

/** HSN as the turnover band asks for it (four digits up to ₹5 crore, six above), never padded. */
export function printedHsn(hsn: string | undefined, band: InvoicePrint['band']): string {
  if (!hsn) return ''
  return hsn.slice(0, band === 'upto_5cr' ? 4 : 6)
}

/** The calendar date of an instant where the dealer is (the device's zone), not in UTC: a car handed over
 * at 00:30 IST was delivered that day. */
export function localIsoDate(ms: number): string {
  const d = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

function facts(table: [string, string][]): Block {
  return {
    kind: 'table',
    size: 9,
    columns: [{ width: 0.35 }, { width: 0.65 }],
    rows: table.map(([k, v]) => ({ cells: [cell(k, true), cell(v)] })),
    borders: { outer: true, rows: true, columns: true },
    spaceAfter: 8,
  }
}

export function vehicleInvoiceDoc(input: InvoicePrint, doc: InvoicePrintDoc): DocInput {
  const { invoice: v, lang } = input
  const t = (k: Key, values?: Record<string, string | number>) => fill(L[lang][k], values)
  const money = (p: number | undefined) => formatPaise(p ?? 0, { locale: lang })
  const date = (d: string) => displayDate(d, lang)
  const logoSize = input.logo ? imageSize(input.logo) : null
  const vehicle = v.lines.find((l) => l.kind === 'vehicle')
  const buyer = v.party ?? { name: '' }
  const pos = gstStateByCode(v.pos ?? '')
  const party = {
    heading: t('buyer'),
    name: buyer.relation ? `${buyer.name} (${buyer.relation.type} ${buyer.relation.name})` : buyer.name,
    address: buyer.address ?? null,
    mobile: buyer.mobile ?? null,
    gstin: buyer.gstin ?? null,
    pan: buyer.pan ?? null,
    state: buyer.state_code ? (gstStateByCode(buyer.state_code)?.name ?? null) : null,
  }
  const common = {
    lang,
    company: input.company,
    logo: logoSize ? { image: 0, ...logoSize } : null,
    party,
  }
  const images = input.logo && logoSize ? [input.logo] : []

  if (doc === 'gatepass') {
    const d = v.delivery
    const rows: [string, string][] = [
      [t('invoiceNo'), `${v.number} · ${date(v.doc_date)}`],
      [t('description'), vehicle?.description ?? ''],
      [t('chassis'), vehicle?.chassis ?? ''],
      [t('engine'), vehicle?.engine ?? ''],
    ]
    if (d) {
      rows.push([t('deliveredOn'), displayDateTime(d.at, lang)])
      if (d.gate_pass_no) rows.push([t('gatePassNo'), d.gate_pass_no])
      if (d.odometer !== undefined) rows.push([t('odometer'), `${d.odometer} km`])
      if (d.checklist?.length) rows.push([t('handedOver'), d.checklist.join(', ')])
      if (d.remarks?.trim()) rows.push([t('remarks'), d.remarks.trim()])
    }
    const spec = documentFrame({
      ...common,
      title: t('gatePass'),
      facts: [
        { label: t('invoiceNo'), value: v.number },
        { label: t('date'), value: date(v.doc_date) },
      ],
      body: [facts(rows)],
      signatures: { left: t('buyer'), right: t('security') },
    })
    return { spec, images }
  }

  if (doc === 'form21') {
    const c = input.variant
    const capacity = c?.engine_cc ? `${c.engine_cc} cc` : c?.motor_watts ? `${c.motor_watts / 1000} kW` : ''
    const rows: [string, string][] = [
      [t('nameOfBuyer'), buyer.name],
      [t('relation'), buyer.relation ? `${buyer.relation.type} ${buyer.relation.name}` : ''],
      [t('address'), [buyer.address, buyer.delivery_address].filter(Boolean).join(' / ')],
      [t('vehicleClass'), c ? t(`body_${c.body}` as Key) : ''],
      [t('makerName'), c?.make ?? ''],
      [t('model'), c ? `${c.model} ${c.variant}` : (vehicle?.description ?? '')],
      // The posted line is "<variant> · <colour>"; without a colour there is nothing after the separator.
      [t('colour'), vehicle?.description.includes(' · ') ? vehicle.description.split(' · ').at(-1)! : ''],
      [t('fuel'), c?.fuel ? t(`fuel_${c.fuel}` as Key) : ''],
      [t('chassis'), vehicle?.chassis ?? ''],
      [t('engine'), vehicle?.engine ?? ''],
      [t('yearMfg'), vehicle?.custom?.mfg ?? ''],
      [t('seats'), c?.seating ? String(c.seating) : ''],
      [t('capacity'), capacity],
      [t('hypothecation'), v.details?.hypothecation ?? ''],
      [t('saleValue'), money(v.totals.grand_total)],
    ]
    const when = date(v.delivery ? localIsoDate(v.delivery.at) : v.doc_date)
    const spec = documentFrame({
      ...common,
      title: t('form21'),
      facts: [
        { label: t('invoiceNo'), value: v.number },
        { label: t('date'), value: date(v.doc_date) },
      ],
      body: [
        { kind: 'text', size: 8, runs: [{ text: t('form21Rule') }], spaceAfter: 6 },
        {
          kind: 'text',
          size: 10,
          runs: [
            {
              text: t('form21Certify', {
                vehicle: vehicle?.description ?? '',
                buyer: buyer.name,
                date: when,
              }),
            },
          ],
          spaceAfter: 8,
        },
        facts(rows),
      ],
      signatures: { left: null, right: t('signature') },
    })
    return { spec, images }
  }

  // The tax invoice.
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
  const widths = inter
    ? [0.32, 0.08, 0.05, 0.13, 0.08, 0.11, 0.09, 0.14]
    : [0.28, 0.08, 0.05, 0.12, 0.08, 0.1, 0.1, 0.08, 0.11]
  const below: [string, string][] = [
    ...pure.map((l): [string, string] => [`${l.description} — ${t('pureAgent')}`, money(l.total)]),
    ...(v.tcs ? [[t('tcs', { rate: v.tcs.rate_bp / 100 }), money(v.tcs.amount)] as [string, string]] : []),
    ...(v.totals.round_off ? [[t('roundOff'), money(v.totals.round_off)] as [string, string]] : []),
  ]
  const head: [string, string][] = [
    [t('pos'), pos ? `${stateLabel(pos.name, lang)} (${pos.code})` : (v.pos ?? '')],
    [t('reverseCharge'), t('no')],
  ]
  // Rule 46(e): an unregistered buyer's state and its code, and where the vehicle is delivered if elsewhere.
  const stateWithCode = (code: string | undefined) => {
    const s = code ? gstStateByCode(code) : undefined
    return s ? `${stateLabel(s.name, lang)} (${s.code})` : ''
  }
  if (buyer.state_code) head.push([t('stateCode'), stateWithCode(buyer.state_code)])
  if (buyer.delivery_address) head.push([t('deliveredAt'), buyer.delivery_address])
  if (buyer.delivery_state_code) head.push([t('deliveryState'), stateWithCode(buyer.delivery_state_code)])
  if (buyer.form60) head.push([t('form60'), ''])
  // Details print under the settings' labels; a key this print does not know keeps its own name.
  for (const [k, val] of Object.entries(v.details ?? {})) {
    const label = `detail_${k}`
    head.push([label in L.en ? t(label as Key) : k, val])
  }
  if (v.einvoice?.irn) {
    head.push([t('irn'), v.einvoice.irn])
    head.push([t('ack'), `${v.einvoice.ack_no ?? ''} / ${v.einvoice.ack_date ?? ''}`])
  }
  const body: Block[] = [
    facts(head),
    {
      kind: 'table',
      size: 8,
      columns: widths.map((width, i) => ({ width, ...(i >= 2 ? { align: 'right' as const } : {}) })),
      header,
      rows,
      borders: { outer: true, rows: true, columns: true },
      spaceAfter: 8,
    },
  ]
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
    ...common,
    title: t('taxInvoice'),
    facts: [
      { label: t('invoiceNo'), value: v.number },
      { label: t('date'), value: date(v.doc_date) },
    ],
    copies: ['original', 'duplicate-transporter', 'triplicate-supplier'],
    body,
    total: { paise: v.totals.grand_total, label: t('invoiceTotal') },
    ...(input.terms?.trim() ? { terms: input.terms.trim() } : {}),
  })
  return { spec, images }
}
