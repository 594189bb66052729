// A posted vehicle invoice's gate pass: the invoice, the vehicle with its chassis and engine, and from the
// recorded delivery the time, gate pass number, odometer, what was handed over and the remarks; signed by the
// buyer and security. Pure: the page sends the result to the document kit.
import type { DocInput } from '@workers/documents/spec.options'
import { documentFrame } from '@/lib/documents/frame'
import { displayDate, displayDateTime } from '@/utils/display-date'
import { facts, invoiceFrame, printLabels, type InvoicePrint } from './print-shared'

const LABELS = {
  en: {
    gatePass: 'GATE PASS',
    gatePassNo: 'Gate pass No',
    deliveredOn: 'Delivered on',
    odometer: 'Odometer',
    handedOver: 'Handed over',
    remarks: 'Remarks',
    security: 'Security',
  },
  hi: {
    gatePass: 'गेट पास',
    gatePassNo: 'गेट पास नं.',
    deliveredOn: 'डिलीवरी',
    odometer: 'ओडोमीटर',
    handedOver: 'सौंपा गया',
    remarks: 'टिप्पणी',
    security: 'सुरक्षा',
  },
} as const

export function gatePassDoc(input: InvoicePrint): DocInput {
  const { invoice: v, lang } = input
  const t = printLabels(LABELS, lang)
  const vehicle = v.lines.find((l) => l.kind === 'vehicle')
  const { frame, images } = invoiceFrame(input, t)
  const d = v.delivery
  const rows: [string, string][] = [
    [t('invoiceNo'), `${v.number} · ${displayDate(v.doc_date, lang)}`],
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
    ...frame,
    title: t('gatePass'),
    body: [facts(rows)],
    signatures: { left: t('buyer'), right: t('security') },
  })
  return { spec, images }
}
