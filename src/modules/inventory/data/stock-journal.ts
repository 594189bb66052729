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

/** Checks the draft against the stock now and posts it, numbered in this device's SJ series. */
export async function postStockJournal(
  data: Data,
  device: string,
  draft: StockJournalDraft,
  ctx: Omit<StockJournalContext, 'state'>,
): Promise<Voucher> {
  const store = partsStockOf(data.db)
  await store.ready()
  const checked = checkStockJournal(draft, { ...ctx, state: store.getSnapshot().state })
  if (!checked.ok) throw new StockJournalRefusedError(checked)
  const voucher = await postVoucher(data, stockJournalVoucher(checked.value, ctx.part), device)
  return voucher
}
