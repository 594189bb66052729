// The error summary's entries for the job card editor: each refused field named as its label reads on the
// form ("Parts · Line 2 · Rate"), listed in the order the form shows them, so the first entry is the first
// field a person meets going down the page.
import type { useWorkshopStrings } from '../workshop-strings'

type T = ReturnType<typeof useWorkshopStrings>
type Key = Parameters<T>[0]

/** The form's fields top to bottom; labour and parts are lists of lines, complaints a list of boxes. */
const FORM_ORDER = [
  'reg_no',
  'chassis_no',
  'engine_no',
  'make_model',
  'odometer',
  'customer_name',
  'mobile',
  'insurer_id',
  'complaints',
  'labour',
  'parts',
  'technician',
  'promised_on',
  'notes',
  'approved_estimate',
  'approved_by',
] as const

const LINE_ORDER: Record<string, readonly string[]> = {
  labour: ['description', 'sac', 'billable_to', 'share', 'discount', 'qty', 'uom', 'rate', 'gst_rate'],
  parts: ['part_no', 'name', 'hsn', 'billable_to', 'share', 'discount', 'qty', 'uom', 'rate', 'gst_rate'],
}

const LABELS: Record<string, Key> = {
  reg_no: 'regNo',
  chassis_no: 'chassisNo',
  engine_no: 'engineNo',
  make_model: 'makeModel',
  odometer: 'odometer',
  customer_name: 'customerName',
  mobile: 'mobile',
  insurer_id: 'insurer',
  technician: 'technician',
  promised_on: 'promisedOn',
  notes: 'notes',
  approved_estimate: 'approvedAmount',
  approved_by: 'approvedBy',
}

const LINE_LABELS: Record<string, Key> = {
  description: 'description',
  sac: 'sac',
  qty: 'qty',
  uom: 'uom',
  rate: 'rate',
  gst_rate: 'gstRate',
  part_no: 'partNo',
  name: 'partName',
  hsn: 'hsn',
  billable_to: 'paidBy',
  share: 'insurerShare',
  discount: 'discount',
}

function rank(path: string): [number, number, number] {
  const [head = '', n, field] = path.split('.')
  const top = (FORM_ORDER as readonly string[]).indexOf(head)
  const inLine = field ? (LINE_ORDER[head]?.indexOf(field) ?? -1) : 0
  return [top < 0 ? FORM_ORDER.length : top, n ? Number(n) : 0, inLine < 0 ? 99 : inLine]
}

/** The checked paths ("labour.0.rate") in the order the form shows them; unknown ones last. */
export function formOrder(paths: readonly string[]): string[] {
  return [...paths].sort((a, b) => {
    const x = rank(a)
    const y = rank(b)
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]
  })
}

/** A field's name in the summary, as its label reads on the form. */
export function fieldLabel(t: T, path: string): string {
  const [head = '', n, field] = path.split('.')
  const line = Number(n) + 1
  if (head === 'complaints') return t('complaint', { n: line })
  if (head === 'labour' || head === 'parts') {
    const what = field && LINE_LABELS[field] ? ` · ${t(LINE_LABELS[field])}` : ''
    return `${t(head)} · ${t('lineN', { n: line })}${what}`
  }
  const key = LABELS[head]
  return key ? t(key) : path
}
