// Commands and queries of the books over the local database. Posting takes the number (drafts burn none):
// one above the highest the device knows in its own series, bookings' advances included for receipts (they
// print in the same RV series), and the voucher is written whole in one insert, so a voucher is either posted
// with its postings or not there at all. Nothing here needs the network.
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'
import { highestIssued } from '@/data/issued-numbers'
import { serialQueue } from '@/data/serial-queue'
import { insertRecord, updateRecord, type Writer } from '@/data/records'
import { nextDocNumber, seriesHead } from '@/utils/doc-series'
import { bouncePostings } from '../domain/money'
import { cancelRefusal, type PeriodRules } from '../domain/period'
import type { UnnumberedVoucher } from '../domain/voucher-fields'
import { SERIES_PREFIX, voucherSeries, type NumberedType } from '../domain/voucher-series'

export type Data = { db: AppDatabase; writer: Writer }

export class SeriesFullError extends Error {
  constructor() {
    super('This device has used every number of the series for the financial year')
    this.name = 'SeriesFullError'
  }
}

export class CancelRefusedError extends Error {
  constructor(readonly reason: NonNullable<ReturnType<typeof cancelRefusal>>) {
    super(`The voucher cannot be cancelled: ${reason}`)
    this.name = 'CancelRefusedError'
  }
}

const isNumbered = (type: Voucher['type']): type is NumberedType => Object.hasOwn(SERIES_PREFIX, type)

/** Numbers already issued in `head`: the vouchers', and for receipts the bookings' advances too. */
async function issued(db: AppDatabase, type: NumberedType, head: string): Promise<string[]> {
  const own = await highestIssued(db.vouchers as never, 'number', head)
  if (type !== 'rcpt') return own
  return [...own, ...(await highestIssued(db.bookings as never, 'receipt_no', head))]
}

// Two posts on one device at once would read the same highest number: they are taken one after the other.
const oneAtATime = serialQueue()

/** Posts a voucher with the next number of this device's series for its financial year. `fields.id`, when
 * given, is a key derived from what the voucher is about, so two devices posting it meet on one document. */
export function postVoucher(
  data: Data,
  fields: UnnumberedVoucher & { id?: string },
  device: string,
  now: () => number = Date.now,
): Promise<Voucher> {
  return oneAtATime(async () => {
    if (!isNumbered(fields.type)) throw new Error(`Vouchers of type ${fields.type} are not numbered here`)
    const series = voucherSeries(fields.type, device, fields.doc_date)
    if (!series) throw new Error(`Bad voucher date ${fields.doc_date}`)
    const number = nextDocNumber(series, await issued(data.db, fields.type, seriesHead(series)))
    if (!number) throw new SeriesFullError()
    const by = data.writer.userId
    return insertRecord<Voucher>(
      data.db.vouchers,
      {
        ...fields,
        status: 'posted',
        number,
        series: SERIES_PREFIX[fields.type],
        posted_at: now(),
        ...(by ? { posted_by: by } : {}),
      },
      data.writer,
    )
  })
}

/** Cancels a posted voucher (it keeps its number: GSTR-1 Table 13); `all` are the vouchers that may hang on it. */
export async function cancelVoucher(
  data: Data,
  id: string,
  reason: string,
  all: readonly Voucher[],
  rules: PeriodRules,
  now: () => number = Date.now,
): Promise<Voucher> {
  return updateRecord<Voucher>(
    data.db.vouchers,
    id,
    (current) => {
      const refusal = cancelRefusal(current, all, rules)
      if (refusal) throw new CancelRefusedError(refusal)
      return {
        status: 'cancelled',
        cancel: {
          at: now(),
          reason: reason.trim(),
          ...(data.writer.userId ? { by: data.writer.userId } : {}),
        },
      }
    },
    data.writer,
  )
}

/** Adds one print to the voucher's count (a reprint is marked as one). */
export function countPrint(data: Data, id: string): Promise<Voucher> {
  return updateRecord<Voucher>(
    data.db.vouchers,
    id,
    (current) => ({ print_count: (current.print_count ?? 0) + 1 }),
    data.writer,
  )
}

/**
 * Moves a received cheque along the register: cleared, or bounced — then the receipt's allocations count for
 * nothing (ledger.openItems) and a journal voucher dated the bounce day puts the amount back on the party.
 */
export async function setChequeStatus(
  data: Data,
  receipt: Voucher,
  status: 'cleared' | 'bounced',
  bounceDate: string,
  device: string,
): Promise<Voucher | null> {
  await updateRecord<Voucher>(
    data.db.vouchers,
    receipt.id,
    (current) => {
      if (current.status !== 'posted' || current.payment?.mode !== 'cheque') {
        throw new Error('Only a posted cheque receipt is in the register')
      }
      if (current.payment.cheque_status === 'bounced') throw new Error('This cheque has bounced already')
      return { payment: { ...current.payment, cheque_status: status } }
    },
    data.writer,
  )
  if (status !== 'bounced') return null
  return postVoucher(
    data,
    {
      type: 'jv',
      status: 'posted',
      series: SERIES_PREFIX.jv,
      fy: receipt.fy,
      doc_date: bounceDate,
      party_id: receipt.party_id,
      ...(receipt.party ? { party: receipt.party } : {}),
      against_id: receipt.id,
      ...(receipt.booking_id ? { booking_id: receipt.booking_id } : {}),
      lines: [],
      totals: { grand_total: receipt.payment?.amount ?? 0 },
      postings: bouncePostings(receipt),
      stock_moves: [],
      narration: `Cheque ${receipt.payment?.instrument?.ref ?? ''} bounced (${receipt.number})`.trim(),
      print_count: 0,
    },
    device,
  )
}

/** Money vouchers newest first (the receipts register). */
export function moneyVouchersQuery(db: AppDatabase) {
  return db.vouchers.find({
    selector: { type: { $in: ['rcpt', 'rfnd', 'pay'] } },
    sort: [{ list_key: 'asc' }, { id: 'asc' }],
  })
}

/** Every voucher naming the party, in date order (its ledger, open bills and the receipt form's checks). */
export function partyVouchersQuery(db: AppDatabase, partyId: string) {
  return db.vouchers.find({
    selector: { party_id: partyId },
    sort: [{ party_id: 'asc' }, { doc_date: 'asc' }, { id: 'asc' }],
    index: ['party_id', 'doc_date'],
  })
}

/** The dealer's cash and bank accounts besides the system ones. */
export function moneyAccountsQuery(db: AppDatabase) {
  return db.accounts.find({
    selector: { account_group: { $in: ['cash', 'bank'] }, active: true },
    sort: [{ name_key: 'asc' }, { id: 'asc' }],
  })
}
