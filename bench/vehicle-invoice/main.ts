// bench/vehicle-invoice's page: a company's vouchers in the app's database (src/data, RxDB on the Dexie
// storage), vehicle invoices posted into it as the invoice form posts them (checkInvoice, then
// postVehicleInvoice: the series' highest number read by index, one insertRecord), and their PDFs built by the
// app's documents worker through the worker bridge, as the print page builds them. Baselines on the same page:
// the same voucher written through the same database layer with nothing before it (insertRecord), the same
// document put into raw Dexie with the vouchers' indexes, and a one-page PDF of two lines (one per font weight)
// through the same worker and fonts. bench/vehicle-invoice.mjs drives it through `window.bench` and reads the
// main thread's task time around each call from Chromium (CDP Performance metrics).
import Dexie from 'dexie'
import type { Voucher } from '@schemas/vouchers.schema'
import type { DocInput } from '@workers/documents/spec.options'
import { openDatabase, type AppDatabase } from '@/data/database'
import { insertRecord, type Writer } from '@/data/records'
import { highestIssued } from '@/data/issued-numbers'
import { PendingTracker } from '@/data/replication/pending'
import { documentsWorker } from '@/lib/workers/documents-client'
import { postVehicleInvoice } from '@/modules/vehicle-invoices/data/invoices'
import { checkInvoice } from '@/modules/vehicle-invoices/domain/invoice-draft'
import type { InvoicePrint } from '@/modules/vehicle-invoices/print/print-shared'
import { taxInvoiceDoc } from '@/modules/vehicle-invoices/print/tax-invoice-doc'
import { vehicleInvoiceHead } from '@/utils/invoice-series'
import { checkedVoucher, contextFor, draftFor, makeCompany } from './world'

let db: AppDatabase | null = null
let dexie: Dexie | null = null
let pending: PendingTracker | null = null
let writer: Writer | null = null
let posted: Voucher | null = null

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function seed(count: number, issued: number, batch: number) {
  const docs = makeCompany(count, issued)
  db = await openDatabase(`bench-vinv-${Date.now()}`, {
    multiInstance: false,
    collections: ['vouchers', 'conflicts'],
  })
  pending = new PendingTracker(db)
  await pending.load()
  writer = { pending, userId: 'u-bench' }
  for (let i = 0; i < docs.length; i += batch) {
    const r = await db.vouchers.bulkInsert(docs.slice(i, i + batch))
    if (r.error.length > 0) throw new Error(`bulkInsert: ${r.error.length} errors`)
  }
  dexie = new Dexie(`bench-vinv-dexie-${Date.now()}`)
  // The same indexes as the vouchers schema (as bench/books).
  dexie
    .version(1)
    .stores({ vouchers: 'id, [type+list_key], list_key, [party_id+doc_date], doc_date, number' })
  await dexie.open()
  for (let i = 0; i < docs.length; i += batch) await dexie.table('vouchers').bulkAdd(docs.slice(i, i + batch))
  return { stored: await db.vouchers.count().exec() }
}

/** The invoice form's post: the draft checked against what the device knows, then numbered and written. */
async function post(i: number, settleMs: number) {
  const t = performance.now()
  const checked = checkInvoice(draftFor(i), contextFor(i))
  if (!checked.ok) throw new Error('G1 does not check')
  const saved = await postVehicleInvoice({ db: db!, writer: writer! }, checked.value.voucher, 'A')
  const ms = performance.now() - t
  posted = saved
  // What the write leaves behind (RxDB's change events, the pending map's write after its gap) lands in the
  // window the driver measures.
  await sleep(settleMs)
  return { ms, number: saved.number, bytes: JSON.stringify(saved).length }
}

/** Baseline: the same checked voucher, numbered outside the series, through the same insertRecord. */
async function plainInsert(i: number, settleMs: number) {
  const voucher = { ...checkedVoucher(i), number: `BENCH/${i}`, posted_at: Date.now() }
  const t = performance.now()
  await insertRecord<Voucher>(db!.vouchers, voucher, writer!)
  const ms = performance.now() - t
  await sleep(settleMs)
  return { ms }
}

/** Baseline: the posted document put into raw Dexie with the vouchers' indexes. */
async function dexiePut(i: number, settleMs: number) {
  const doc = { ...posted!, id: `dexie-${i}`, number: `DEXIE/${i}` }
  const t = performance.now()
  await dexie!.table('vouchers').put(doc)
  const ms = performance.now() - t
  await sleep(settleMs)
  return { ms }
}

/** The window's own cost: the call and the settling wait with nothing in it. */
async function control(settleMs: number) {
  await sleep(settleMs)
  return { ms: 0 }
}

/** Where a post's time goes: checkInvoice alone (pure; the mean of `runs`, each below the clock's step) and
 * the series' highest number read (highestIssued, as postVehicleInvoice reads it; median of `runs`). */
async function parts(runs: number) {
  let t = performance.now()
  for (let i = 0; i < runs; i += 1) {
    if (!checkInvoice(draftFor(i), contextFor(i)).ok) throw new Error('G1 does not check')
  }
  const checkMs = (performance.now() - t) / runs
  const voucher = checkedVoucher(0)
  const head = vehicleInvoiceHead(voucher.series, voucher.fy, 'A')!
  const xs: number[] = []
  for (let i = 0; i < runs; i += 1) {
    t = performance.now()
    await highestIssued(db!.vouchers as never, 'number', head)
    xs.push(performance.now() - t)
  }
  return { checkMs, numberingMs: median(xs) }
}

const COMPANY: InvoicePrint['company'] = {
  company_name: 'Om Motors',
  address: 'Plot 7, MIDC Bhosari',
  district: 'Pune',
  state: 'Maharashtra',
  pin_code: '411026',
  gst_no: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  mobile: '9822000000',
}

const invoiceInput = (lang: 'en' | 'hi'): DocInput =>
  taxInvoiceDoc({
    invoice: posted!,
    company: COMPANY,
    logo: null,
    lang,
    band: 'upto_5cr',
    terms: 'Goods once sold are not taken back. Subject to Pune jurisdiction.',
    variant: {
      make: 'Mahindra',
      model: 'XUV700',
      variant: 'AX7',
      body: 'car',
      fuel: 'diesel',
      seating: 7,
      engine_cc: 2184,
    },
  })

/** Baseline document: one A4 page, one line in each weight, the same fonts (the floor of any print). */
const floorInput = (): DocInput => ({
  spec: {
    title: 'Floor',
    lang: 'en',
    page: { margin: { top: 40, right: 40, bottom: 40, left: 40 } },
    flow: [
      { kind: 'text', size: 11, runs: [{ text: 'Om Motors', weight: 'bold' }] },
      { kind: 'text', size: 11, runs: [{ text: 'Tax invoice' }] },
    ],
  },
  images: [],
})

/**
 * One PDF from the posted invoice (or the floor document) through the documents worker, as the print page
 * makes it: the DocInput built on the page, then buildPdf in the worker. Cold: the worker stopped first, so
 * the run pays its start, HarfBuzz's wasm and the fonts (as the first print after the worker's idle timeout).
 */
async function pdf(which: 'invoice-en' | 'invoice-hi' | 'floor', cold: boolean) {
  if (cold) {
    documentsWorker.terminate()
    await sleep(50)
  }
  const t = performance.now()
  const input = which === 'floor' ? floorInput() : invoiceInput(which === 'invoice-hi' ? 'hi' : 'en')
  const result = await documentsWorker.run('buildPdf', [input, {}])
  const ms = performance.now() - t
  if (result.missing.length > 0) throw new Error(`missing glyphs: ${result.missing.join(' ')}`)
  return { ms, pages: result.pageCount, bytes: result.pdf.length }
}

async function close() {
  documentsWorker.terminate()
  pending?.close()
  await db?.remove()
  dexie?.close()
  if (dexie) await Dexie.delete(dexie.name)
}

const bench = { seed, post, plainInsert, dexiePut, control, parts, pdf, close }
;(window as unknown as { bench: typeof bench }).bench = bench
document.body.dataset.ready = 'true'
