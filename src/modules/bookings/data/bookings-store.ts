// Queries and commands of the bookings module over the local database (src/data). Every write goes through
// insertRecord/updateRecord/removeRecord, so it is stamped and waits for the server; nothing here needs the
// network.
import type { MangoQuerySelector } from 'rxdb'
import type { Booking, BookingStatus } from '@schemas/index'
import type { AppDatabase } from '@/data/database'
import { bookingListKey } from '@schemas/index'
import { highestIssued } from '@/data/issued-numbers'
import { insertRecord, removeRecord, updateRecord, type Writer } from '@/data/records'
import { seriesHead, type DocSeries } from '@/utils/doc-series'
import type { BookingFields, StatusChange } from '../domain/booking-rules'
import { isEditable } from '../domain/booking-rules'
import { nextReceiptNumber, receiptSeries } from '../domain/receipt-number'
import { mobileSearchDigits } from '@/utils/mobile'
import { escapeRegex } from '@/utils/regex'

export type StatusFilter = BookingStatus | 'all'

export type ListFilter = {
  status: StatusFilter
  /** Customer name (any part, any case), mobile digits, or the start of a receipt number. */
  search: string
  /** Booking dates from / to (YYYY-MM-DD), either may be ''. */
  from: string
  to: string
  limit: number
  /** The parties the search finds by name (customers' usePartyMatches). */
  partyIds?: readonly string[]
}

/** What a search box text looks for; `partyIds`: the parties the text finds by name, in either script. */
export function searchSelector(
  search: string,
  partyIds: readonly string[] = [],
): MangoQuerySelector<Booking> {
  const q = search.trim()
  if (q === '') return {}
  if (/^rv/i.test(q) || q.includes('/')) {
    const upper = q.toUpperCase()
    return { receipt_no: { $gte: upper, $lt: `${upper}\uffff` } }
  }
  const digits = mobileSearchDigits(q)
  if (digits !== null && digits.length >= 3) return { mobile: { $regex: escapeRegex(digits) } }
  const byName: MangoQuerySelector<Booking> = { customer_name: { $regex: escapeRegex(q), $options: 'i' } }
  return partyIds.length > 0 ? { $or: [byName, { party_id: { $in: [...partyIds] } }] } : byName
}

/**
 * The list query: newest booking date first, as a forward read of the list key (RxDB cannot read an index
 * backwards), per status when one is chosen. A date range is a range of that key, reversed.
 */
export function listQuery(db: AppDatabase, f: ListFilter) {
  const keys: { $gte?: string; $lte?: string } = {}
  if (f.to) keys.$gte = bookingListKey(f.to)
  if (f.from) keys.$lte = bookingListKey(f.from)
  const selector: MangoQuerySelector<Booking> = {
    ...searchSelector(f.search, f.partyIds),
    ...(Object.keys(keys).length > 0 ? { list_key: keys } : {}),
  }
  if (f.status === 'all') {
    return db.bookings.find({ selector, sort: [{ list_key: 'asc' }, { id: 'asc' }], limit: f.limit })
  }
  return db.bookings.find({
    selector: { ...selector, status: f.status },
    sort: [{ status: 'asc' }, { list_key: 'asc' }, { id: 'asc' }],
    index: ['status', 'list_key'],
    limit: f.limit,
  })
}

/** The latest bookings, whose models, variants, colours and sales people the form suggests. */
export function recentQuery(db: AppDatabase, limit = 400) {
  return db.bookings.find({ selector: {}, sort: [{ list_key: 'asc' }, { id: 'asc' }], limit })
}

/**
 * The highest numbers issued in a series, deleted bookings included (their tombstones stay in the local
 * database until the retention window ends), so a deleted number is never issued again.
 */
export function issuedInSeries(db: AppDatabase, series: DocSeries): Promise<string[]> {
  return highestIssued(db.bookings as never, 'receipt_no', seriesHead(series))
}

export class SeriesFullError extends Error {
  constructor() {
    super('The receipt series of this device is full for the financial year')
    this.name = 'SeriesFullError'
  }
}

export type Data = { db: AppDatabase; writer: Writer }

/** Saves a new booking with the next receipt number of this device's series for its financial year. */
export async function createBooking(data: Data, fields: BookingFields, deviceId: string): Promise<Booking> {
  const series = receiptSeries(deviceId, fields.booking_date)
  if (!series) throw new Error(`Bad booking date ${fields.booking_date}`)
  const receiptNo = nextReceiptNumber(series, await issuedInSeries(data.db, series))
  if (!receiptNo) throw new SeriesFullError()
  return insertRecord(data.db.bookings, { ...fields, receipt_no: receiptNo, status: 'booked' }, data.writer)
}

export class NotEditableError extends Error {
  constructor(readonly status: BookingStatus) {
    super(`A ${status} booking cannot be changed`)
    this.name = 'NotEditableError'
  }
}

/** Saves the form's fields of an open booking (its number and status stay). */
export async function editBooking(data: Data, id: string, fields: BookingFields): Promise<Booking> {
  return updateRecord(
    data.db.bookings,
    id,
    (current) => {
      if (!isEditable(current.status)) throw new NotEditableError(current.status)
      return fields
    },
    data.writer,
  )
}

/**
 * Applies a status action computed against the latest stored booking (`decide` runs again if another write
 * got in first, e.g. a pull from another device); throws the refusal so the screen can show it.
 */
export async function changeStatus(
  data: Data,
  id: string,
  decide: (current: Booking) => StatusChange,
): Promise<Booking> {
  return updateRecord(
    data.db.bookings,
    id,
    (current) => {
      const change = decide(current)
      if (!change.ok) throw new StatusRefusedError(change)
      return change.patch
    },
    data.writer,
  )
}

export class StatusRefusedError extends Error {
  constructor(readonly change: Extract<StatusChange, { ok: false }>) {
    super(change.refused ? 'This status change is not allowed' : 'Check the highlighted fields')
    this.name = 'StatusRefusedError'
  }
}

/** Soft-deletes a booking (the caller checks can('bookings', 'delete')); its number is not reused. */
export async function deleteBooking(data: Data, id: string): Promise<void> {
  await removeRecord(data.db.bookings, id, data.writer)
}
