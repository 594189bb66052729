// Every document with money, Tally style (research/modules.md §1.2): one collection, one `type` field. A posted
// voucher carries its own frozen postings and stock moves, so posting is one document write, needs no
// transaction across documents, and replication never merges ledgers. Ledgers, books, registers and stock are
// derived from these by pure functions, never stored twice.
//
// Declared here with its document type so the books' rules are written against it; it joins COLLECTIONS
// (index.ts) together with its server table (issue 19, part 2).
import { defineCollection, type DocOf } from './collection'
import { bookingListKey } from './list-keys'
import { authorProperties, paise, syncedProperties, SYNCED_REQUIRED } from './synced-fields'

export const VOUCHER_TYPES = [
  'vpur', // vehicle purchase
  'vpret', // vehicle purchase return
  'vinv', // vehicle invoice (RINV / NRINV)
  'vcn', // vehicle credit note
  'ppur', // parts purchase
  'ppret', // parts purchase return (wp-return)
  'winv', // workshop invoice (job card or counter sale)
  'wcn', // workshop credit note (ws-return)
  'rcpt', // receipt, an advance's Rule 50 receipt voucher included
  'rfnd', // refund voucher (Rule 51)
  'pay', // payment
  'jv', // journal, contra, opening balances
  'stj', // stock journal (parts adjustment, scrap)
] as const
export type VoucherType = (typeof VOUCHER_TYPES)[number]

export const VOUCHER_STATUSES = ['draft', 'posted', 'cancelled'] as const
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number]

export const VOUCHER_PAYMENT_MODES = [
  'cash',
  'upi',
  'card',
  'cheque',
  'dd',
  'neft',
  'rtgs',
  'imps',
  'finance',
  'adjustment',
] as const
export type VoucherPaymentMode = (typeof VOUCHER_PAYMENT_MODES)[number]

export const CHEQUE_STATUSES = ['deposited', 'cleared', 'bounced'] as const

const isoDate = { type: 'string', maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const
const id = { type: 'string', maxLength: 40 } as const
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const
/** Basis points of a rate: 1800 is 18 %. */
const bp = { type: 'integer', minimum: 0, maximum: 10_000 } as const
const qty = { type: 'number', minimum: -1_000_000, maximum: 1_000_000 } as const

export const vouchersSchema = {
  title: 'vouchers',
  version: 3,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...syncedProperties,
    ...authorProperties,
    type: { type: 'string', enum: VOUCHER_TYPES, maxLength: 5 },
    status: { type: 'string', enum: VOUCHER_STATUSES, maxLength: 9 },
    /** The legal number, taken at posting ('' while a draft: drafts burn none); ≤ 16 characters. */
    number: text(16),
    /** The series the number belongs to (research/modules.md §1.3), e.g. "RV" or "RINV-". */
    series: text(8),
    /** Financial year of doc_date, "2526" for 2025-26. */
    fy: text(4),
    doc_date: isoDate,
    /** Newest-first list order of doc_date, read forwards (list-keys.ts). */
    list_key: text(10),
    posted_at: syncedProperties.created_at,
    posted_by: text(36),
    /** The party ('' for none: a contra or a stock journal). */
    party_id: text(40),
    /** The party as it was when the voucher was posted: a reprint never changes with the party master. */
    party: {
      type: 'object',
      properties: {
        name: text(120),
        gstin: text(15),
        gst_category: text(16),
        state_code: text(2),
        address: text(500),
        pan: text(10),
        mobile: text(15),
        pin: text(6),
        /** S/O, W/O, D/O, C/O and the name (Form 21, the invoice). */
        relation: {
          type: 'object',
          properties: { type: text(3), name: text(120) },
          required: ['type', 'name'],
        },
        /** Where the goods went, and its state (Rule 46(e)); absent: the billing address. */
        delivery_address: text(500),
        delivery_state_code: text(2),
        form60: { type: 'boolean' },
      },
      required: ['name'],
    },
    /** What the invoice prints besides the law's fields: the settings' unregistered-buyer fields (Aadhaar
     * masked, nominee, hypothecation, RTO, e-mail, sales person) and the booking's custom fields, by label. */
    details: { type: 'object', additionalProperties: text(500) },
    /** Place of supply (state code) and the supply it makes, stored when posted, never recomputed at print. */
    pos: text(2),
    supply: { type: 'string', enum: ['intra', 'inter'], maxLength: 5 },
    reverse_charge: { type: 'boolean' },
    booking_id: id,
    job_card_id: id,
    /** The original document of a return, credit note or reversal. */
    against_id: id,
    /** A purchase's bill number and date as the supplier printed them (unique per supplier and year). */
    supplier_bill_no: text(30),
    supplier_bill_date: isoDate,
    lines: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id,
          kind: {
            type: 'string',
            enum: ['vehicle', 'accessory', 'service', 'charge', 'pure_agent', 'part', 'labour'],
            maxLength: 10,
          },
          item_id: id,
          description: text(300),
          hsn_sac: text(8),
          qty,
          uqc: text(3),
          unit_price: paise,
          discount: paise,
          taxable: paise,
          gst_bp: bp,
          cess_bp: bp,
          cgst: paise,
          sgst: paise,
          igst: paise,
          cess: paise,
          total: paise,
          chassis: text(30),
          engine: text(30),
          custom: { type: 'object', additionalProperties: text(500) },
        },
        required: ['id', 'kind', 'description', 'qty', 'taxable', 'total'],
      },
    },
    totals: {
      type: 'object',
      properties: {
        taxable: paise,
        cgst: paise,
        sgst: paise,
        igst: paise,
        cess: paise,
        tax: paise,
        pure_agent: paise,
        tcs: paise,
        tds: paise,
        round_off: paise,
        grand_total: paise,
      },
      required: ['grand_total'],
    },
    tcs: {
      type: 'object',
      properties: { rate_bp: bp, base: paise, amount: paise, pan_missing: { type: 'boolean' } },
      required: ['rate_bp', 'base', 'amount'],
    },
    /** Receipts, refunds and payments. */
    payment: {
      type: 'object',
      properties: {
        amount: paise,
        mode: { type: 'string', enum: VOUCHER_PAYMENT_MODES, maxLength: 10 },
        /** The cash or bank account the money went into or came from. */
        account_id: id,
        /** Who paid when not the party (a financier's disbursement for the customer). */
        received_from: text(120),
        instrument: {
          type: 'object',
          properties: { ref: text(40), date: isoDate, bank: text(80) },
        },
        allocations: {
          type: 'array',
          items: {
            type: 'object',
            properties: { doc_id: id, doc_no: text(16), doc_date: isoDate, amount: paise },
            required: ['doc_id', 'amount'],
          },
        },
        on_account: paise,
        tds_deducted: paise,
        bank_charges: paise,
        cheque_status: { type: 'string', enum: CHEQUE_STATUSES, maxLength: 9 },
      },
      required: ['amount', 'mode', 'account_id', 'allocations', 'on_account'],
    },
    /** Σ dr = Σ cr; a party's line names the party on the debtors or creditors control account. */
    postings: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          account_id: text(60),
          party_id: text(40),
          dr: paise,
          cr: paise,
          /** A journal line's own narration. */
          narration: text(300),
          /** The line's party as named when posted (a journal may name several; the voucher's snapshot one). */
          party_name: text(120),
        },
        required: ['account_id', 'dr', 'cr'],
      },
    },
    stock_moves: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: ['vehicle', 'part'], maxLength: 7 },
          item_id: id,
          qty,
          rate: paise,
          value: paise,
        },
        required: ['kind', 'item_id', 'qty', 'value'],
      },
    },
    einvoice: {
      type: 'object',
      properties: {
        status: text(12),
        irn: text(64),
        ack_no: text(20),
        ack_date: text(30),
        /** The IRP's signed QR code text (a JWT), printed as the invoice's QR. */
        signed_qr: text(4000),
      },
    },
    /** A vehicle invoice's delivery: when, the odometer, the gate pass and the checklist. */
    delivery: {
      type: 'object',
      properties: {
        at: syncedProperties.created_at,
        by: text(36),
        odometer: { type: 'integer', minimum: 0, maximum: 10_000_000 },
        gate_pass_no: text(30),
        checklist: { type: 'array', items: text(60), maxItems: 60 },
        remarks: text(500),
      },
      required: ['at'],
    },
    /** A B2B credit note: whether the buyer has reversed the input tax (from 1 Oct 2025 our output tax falls
     * only when they accept it in IMS). */
    itc_reversal: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['pending', 'accepted', 'rejected'], maxLength: 8 },
        on: isoDate,
      },
      required: ['status'],
    },
    /** A debit note's answer from the supplier: its s.34 credit note, which proves the ITC reversal (sql/0038:
     * recorded once on the posted note). */
    supplier_cn: {
      type: 'object',
      properties: { no: text(30), date: isoDate, at: syncedProperties.created_at, by: text(36) },
      required: ['no', 'date'],
    },
    cancel: {
      type: 'object',
      properties: { at: syncedProperties.created_at, by: text(36), reason: text(300) },
      required: ['at', 'reason'],
    },
    narration: text(1000),
    print_count: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  },
  required: [
    ...SYNCED_REQUIRED,
    'type',
    'status',
    'number',
    'series',
    'fy',
    'doc_date',
    'list_key',
    'party_id',
    'lines',
    'totals',
    'postings',
    'stock_moves',
  ],
  indexes: [['type', 'list_key'], 'list_key', ['party_id', 'doc_date'], 'doc_date', 'number'],
  additionalProperties: false,
} as const

export type Voucher = DocOf<typeof vouchersSchema>
export type VoucherLine = Voucher['lines'][number]
export type Posting = Voucher['postings'][number]
export type StockMove = Voucher['stock_moves'][number]
export type Allocation = NonNullable<Voucher['payment']>['allocations'][number]

export const vouchersMigrations = {
  // v1 declares what a journal line keeps (its narration, its party's name); nothing stored changes.
  1: (doc: Record<string, unknown>) => doc,
  // v2: the buyer's relation, PIN, delivery address and Form 60 in the party snapshot, printed details, the
  // e-invoice's signed QR, a vehicle invoice's delivery and a credit note's ITC reversal; all optional,
  // nothing stored changes.
  2: (doc: Record<string, unknown>) => doc,
  // v3: a debit note's supplier credit note (optional; nothing stored changes).
  3: (doc: Record<string, unknown>) => doc,
}

export const vouchers = defineCollection({
  kind: 'synced',
  // Which feature a write needs goes by the voucher's type (a receipt: receipts; an invoice: vehicle_invoices);
  // this is the books' own (journal entries), and the server decides per row.
  module: 'journal_entry',
  schema: vouchersSchema,
  migrationStrategies: vouchersMigrations,
  derive: (doc) => ({ list_key: bookingListKey(doc.doc_date) }),
  // Posted or cancelled, it is a legal document: the server refuses any other change (sql/0026).
  locked: (doc) => doc.status !== 'draft',
})
