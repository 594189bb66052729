// Realistic job cards for bench/data (schemas/job-cards.schema.ts): 2 labour and 3 part lines each, statuses
// and dates spread like a busy workshop's three years. Deterministic (seeded), so every run writes the same
// documents. Imported by the page bundle and by Node (type stripping): type-only imports, nothing else.
import { jobCardListKey } from '../../schemas/list-keys.ts'
import type { JobCard, JobStatus, LabourLine, PartLine } from '../../schemas/job-cards.schema'

const DAY = 24 * 60 * 60 * 1000

/** mulberry32: small, fast and good enough to spread fields. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T
const int = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1))
const hex = (r: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(r() * 16).toString(16)).join('')

/** A version-4-shaped UUID (ids are UUIDs: the pull checkpoint filter relies on it). */
export function uuid(r: () => number): string {
  return `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-${pick(r, ['8', '9', 'a', 'b'])}${hex(r, 3)}-${hex(r, 12)}`
}

const STATES = ['MH', 'KA', 'DL', 'UP', 'GJ', 'TN', 'RJ', 'MP', 'HR', 'PB']
const MODELS = [
  'Maruti Suzuki Swift VXI',
  'Maruti Suzuki Baleno Zeta',
  'Hyundai Creta SX',
  'Tata Nexon XZ+',
  'Mahindra XUV700 AX7',
  'Honda City ZX CVT',
  'Hero Splendor Plus',
  'Honda Activa 6G',
  'TVS Apache RTR 160',
  'Bajaj Pulsar NS200',
]
const FIRST = ['Ramesh', 'Suresh', 'Priya', 'Anita', 'Vikram', 'Sunita', 'Arjun', 'Kavita', 'Manoj', 'Deepak']
const LAST = ['Kumar', 'Sharma', 'Patel', 'Reddy', 'Singh', 'Iyer', 'Yadav', 'Gupta', 'Nair', 'Joshi']
const COMPLAINTS = [
  'Periodic service due',
  'Brake noise from front wheels',
  'AC not cooling enough in traffic',
  'Engine check light on after cold start',
  'Clutch pedal hard, gear shifting rough',
  'Steering pulls to the left at speed',
  'Battery drains overnight',
  'Oil leak below the engine',
]
const LABOUR = [
  ['General service labour', 65_000],
  ['Wheel alignment and balancing', 80_000],
  ['Brake pad replacement labour', 45_000],
  ['AC gas top-up and leak test', 120_000],
  ['Clutch overhaul', 250_000],
  ['Engine tuning and scanning', 90_000],
] as const
const PARTS = [
  ['16510M68K00', 'Oil filter', '84212300', 28_500, 18],
  ['9988801-5W30', 'Engine oil 5W-30 (litre)', '27101980', 52_000, 18],
  ['55810M79M00', 'Front brake pad set', '87083000', 185_000, 28],
  ['13780M68K00', 'Air filter element', '84213100', 42_000, 18],
  ['95861M79M00', 'Cabin air filter', '84213100', 36_000, 18],
  ['09482M00587', 'Spark plug', '85111000', 31_000, 28],
  ['27800M72R00', 'Coolant (litre)', '38200000', 27_500, 18],
] as const
const TECHS = ['Imran Shaikh', 'Raju Verma', 'Sanjay Pawar', 'Mohan Das', 'Ajay Rawat']
const STATUS_WEIGHTS: readonly [JobStatus, number][] = [
  ['delivered', 0.78],
  ['cancelled', 0.04],
  ['open', 0.05],
  ['in_progress', 0.06],
  ['awaiting_parts', 0.03],
  ['ready', 0.04],
]

function status(r: () => number): JobStatus {
  let x = r()
  for (const [s, w] of STATUS_WEIGHTS) {
    if ((x -= w) < 0) return s
  }
  return 'delivered'
}

const lineTotal = (qty: number, rate: number, gst: number) => Math.round(qty * rate * (1 + gst / 100))

/**
 * `count` job cards numbered from `from` (job_no is unique per owner), opened over the three years before `now`.
 * `seed` makes the set reproducible; different seeds give different ids.
 */
export function makeJobCards(count: number, opts: { seed: number; from?: number; now: number }): JobCard[] {
  const r = rng(opts.seed)
  const from = opts.from ?? 1
  const out: JobCard[] = []
  for (let i = 0; i < count; i++) {
    const n = from + i
    const opened = opts.now - Math.floor(r() * 3 * 365 * DAY)
    const st = status(r)
    const labour: LabourLine[] = [0, 1].map((k) => {
      const [description, rate] = pick(r, LABOUR)
      return { id: `l${k + 1}`, description, sac: '998714', qty: 1, uom: 'NOS', rate, gst_rate: 18 }
    })
    const parts: PartLine[] = [0, 1, 2].map((k) => {
      const [part_no, name, hsn, rate, gst_rate] = pick(r, PARTS)
      return { id: `p${k + 1}`, part_no, name, hsn, qty: int(r, 1, 4), uom: 'NOS', rate, gst_rate }
    })
    const total =
      labour.reduce((s, l) => s + lineTotal(l.qty, l.rate, l.gst_rate), 0) +
      parts.reduce((s, p) => s + lineTotal(p.qty, p.rate, p.gst_rate), 0)
    const name = `${pick(r, FIRST)} ${pick(r, LAST)}`
    const doc: JobCard = {
      id: uuid(r),
      rev: 1,
      created_at: opened,
      updated_at: opened + int(r, 0, 5) * DAY,
      job_no: `JC-${String(n).padStart(7, '0')}`,
      opened_at: opened,
      list_key: jobCardListKey(opened),
      reg_no: `${pick(r, STATES)}${String(int(r, 1, 50)).padStart(2, '0')}${String.fromCharCode(65 + int(r, 0, 25), 65 + int(r, 0, 25))}${String(int(r, 1, 9999)).padStart(4, '0')}`,
      chassis_no: `MA3${hex(r, 14).toUpperCase()}`,
      engine_no: `K12M${hex(r, 7).toUpperCase()}`,
      make_model: pick(r, MODELS),
      party_id: uuid(r),
      customer_name: name,
      mobile: `9${String(int(r, 0, 999_999_999)).padStart(9, '0')}`,
      odometer: int(r, 500, 150_000),
      complaints: Array.from({ length: int(r, 1, 3) }, () => pick(r, COMPLAINTS)),
      labour,
      parts,
      technician: pick(r, TECHS),
      promised_at: opened + int(r, 1, 3) * DAY,
      status: st,
      total,
      media: [],
    }
    if (st !== 'open' && st !== 'cancelled') {
      doc.approved_estimate = total
      doc.approved_at = opened + 2 * 60 * 60 * 1000
      doc.approved_by = name
    }
    if (st === 'delivered') doc.delivered_at = opened + int(r, 1, 4) * DAY
    if (st === 'cancelled') doc.cancel_reason = 'Customer took the vehicle back before work started'
    if (r() < 0.3) doc.notes = 'Customer asked to call before replacing any part above ₹2,000.'
    out.push(doc)
  }
  return out
}
