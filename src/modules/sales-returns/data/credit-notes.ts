// Queries and commands of credit notes over the local database. Posting goes through the books (the VC series
// of this device); the buyer's ITC reversal is the one thing that changes on a posted note.
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'
import { updateRecord, type Writer } from '@/data/records'

/** Every credit note, newest first. */
export function creditNotesQuery(db: AppDatabase) {
  return db.vouchers.find({ selector: { type: 'vcn' }, sort: [{ type: 'asc' }, { list_key: 'asc' }] })
}

/** Every posted vehicle invoice, newest first: what a note may be raised against. */
export function postedInvoicesQuery(db: AppDatabase) {
  return db.vouchers.find({
    selector: { type: 'vinv', status: 'posted' },
    sort: [{ type: 'asc' }, { list_key: 'asc' }],
  })
}

export async function setItcReversal(
  data: { db: AppDatabase; writer: Writer },
  note: Voucher,
  status: 'pending' | 'accepted' | 'rejected',
  on: string,
): Promise<Voucher> {
  return updateRecord<Voucher>(
    data.db.vouchers,
    note.id,
    () => ({ itc_reversal: { status, on } }),
    data.writer,
  )
}
