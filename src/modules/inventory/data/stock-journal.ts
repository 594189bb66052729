// Posting a stock journal (stj, series SJ) through the books: the journal is checked against the stock as it
// stands on this device at the moment of posting (not as the form last saw it), so a bill pulled from another
// device since then is counted before anything is written.
import type { Voucher } from '@schemas/vouchers.schema'
import { postVoucher } from '@/modules/books/public'
import {
  checkStockJournal,
  stockJournalVoucher,
  type StockJournalContext,
  type StockJournalDraft,
} from '../domain/stock-journal'
import type { Data } from './parts'
import { partsStockOf } from './parts-stock'

/** The journal's draft was refused; `check` holds the errors per field and per line. */
export class StockJournalRefusedError extends Error {
  constructor(readonly check: Extract<ReturnType<typeof checkStockJournal>, { ok: false }>) {
    super('The stock journal was refused')
    this.name = 'StockJournalRefusedError'
  }
}

/** What a journal posted by another module (the workshop's warranty issue) carries besides the draft. */
export type JournalOrigin = {
  /** A key derived from what the journal is about: posted once, however many devices post it. */
  id?: string
  job_card_id?: string
}

/** Checks the draft against the stock now and posts it, numbered in this device's SJ series. With
 * `origin.id`, a journal already there under that id (posted here before, or pulled from another device) is
 * returned as it is and nothing is posted. */
export async function postStockJournal(
  data: Data,
  device: string,
  draft: StockJournalDraft,
  ctx: Omit<StockJournalContext, 'state'>,
  origin: JournalOrigin = {},
): Promise<Voucher> {
  const existing = async () =>
    origin.id ? ((await data.db.vouchers.findOne(origin.id).exec())?.toMutableJSON() ?? null) : null
  const before = await existing()
  if (before) return before
  const store = partsStockOf(data.db)
  await store.ready()
  const checked = checkStockJournal(draft, { ...ctx, state: store.getSnapshot().state })
  if (!checked.ok) throw new StockJournalRefusedError(checked)
  const fields = {
    ...stockJournalVoucher(checked.value, ctx.part),
    ...(origin.id ? { id: origin.id } : {}),
    ...(origin.job_card_id ? { job_card_id: origin.job_card_id } : {}),
  }
  try {
    return await postVoucher(data, fields, device)
  } catch (e) {
    // Pulled from another device between the look and the write: that one stands.
    const landed = await existing()
    if (landed) return landed
    throw e
  }
}
