// Billing a job card over the local database: the invoices billJobCard made are posted through the books
// (this device's WI series), then the card records them (`billing`), which locks its lines here and on the
// server (sql/0035). Posting and recording are two writes: a card whose invoices were posted but not recorded
// (the app closed between them) finds them by their job_card_id the next time it is billed and records those
// instead of posting again. A card whose invoices have all been cancelled is unbilled. What is left to receive
// on them is read here too: delivery waits for it.
import type { JobCard } from '@schemas/job-cards.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import type { AppDatabase } from '@/data/database'
import { updateRecord, type Writer } from '@/data/records'
import { billBalance, postVoucher } from '@/modules/books/public'
import { unpaidBeforeDelivery } from '../domain/delivery-payment'
import type { WorkshopInvoiceVoucher } from '../domain/workshop-invoice'
import type { UnpaidOf } from './job-cards'

export type BillingData = { db: AppDatabase; writer: Writer }

/** The card is billed already (another device, or a second press): nothing was posted. */
export class AlreadyBilledError extends Error {
  constructor() {
    super('This job card is billed already')
    this.name = 'AlreadyBilledError'
  }
}

/** Every workshop invoice, newest first. */
export function workshopInvoicesQuery(db: AppDatabase) {
  return db.vouchers.find({ selector: { type: 'winv' }, sort: [{ type: 'asc' }, { list_key: 'asc' }] })
}

/** The workshop invoices raised from a job card (any status), oldest first. */
export function cardInvoicesQuery(db: AppDatabase, cardId: string) {
  return db.vouchers.find({
    selector: { type: 'winv', job_card_id: cardId },
    sort: [{ type: 'asc' }, { list_key: 'asc' }],
  })
}

async function postedFor(db: AppDatabase, cardId: string): Promise<Voucher[]> {
  const all = (await cardInvoicesQuery(db, cardId).exec()).map((d) => d.toJSON() as Voucher)
  return all.filter((v) => v.status === 'posted')
}

/** Posts the card's invoices (unless posted already) and records them on the card. */
export async function billCard(
  data: BillingData,
  card: JobCard,
  invoices: readonly WorkshopInvoiceVoucher[],
  device: string,
  now: () => number = Date.now,
): Promise<Voucher[]> {
  const latest = (await data.db.job_cards.findOne(card.id).exec())?.toJSON() as JobCard | undefined
  if (latest?.billing) throw new AlreadyBilledError()
  let posted = await postedFor(data.db, card.id)
  if (posted.length === 0) {
    posted = []
    for (const invoice of invoices) posted.push(await postVoucher(data, invoice, device, now))
  }
  await updateRecord<JobCard>(
    data.db.job_cards,
    card.id,
    (current) => {
      if (current.billing) throw new AlreadyBilledError()
      const by = data.writer.userId
      return { billing: { invoice_ids: posted.map((v) => v.id), at: now(), ...(by ? { by } : {}) } }
    },
    data.writer,
  )
  return posted
}

/** Clears the billing of a card none of whose invoices is still posted (each was cancelled), so it is
 * edited and billed again; does nothing otherwise. */
export async function unbillIfCancelled(data: BillingData, cardId: string): Promise<boolean> {
  if ((await postedFor(data.db, cardId)).length > 0) return false
  const card = (await data.db.job_cards.findOne(cardId).exec())?.toJSON() as JobCard | undefined
  if (!card?.billing) return false
  await updateRecord<JobCard>(
    data.db.job_cards,
    cardId,
    (current) => (current.billing ? { billing: undefined } : {}),
    data.writer,
  )
  return true
}

/** What is left to receive before delivery on `invoices`, reckoned by the books from the parties' vouchers on
 * `asOf`, with each party's credit days. */
export function unpaidAmong(
  invoices: readonly Voucher[],
  vouchers: readonly Voucher[],
  creditDaysOf: (partyId: string) => number,
  asOf: string,
): ReturnType<typeof unpaidBeforeDelivery> {
  return unpaidBeforeDelivery(invoices, (v) => billBalance(v, vouchers, asOf)?.pending ?? 0, creditDaysOf)
}

/** What is left to receive on the card's invoices before its vehicle goes, read now. */
export async function unpaidOfCard(
  db: AppDatabase,
  cardId: string,
  asOf: string,
): Promise<ReturnType<typeof unpaidBeforeDelivery>> {
  const invoices = await postedFor(db, cardId)
  const parties = [...new Set(invoices.map((v) => v.party_id ?? '').filter((p) => p !== ''))]
  const vouchers: Voucher[] = []
  const credit = new Map<string, number>()
  for (const party of parties) {
    const docs = await db.vouchers.find({ selector: { party_id: party } }).exec()
    vouchers.push(...docs.map((d) => d.toJSON() as Voucher))
    const stored = (await db.parties.findOne(party).exec())?.toJSON() as { credit_days?: number } | undefined
    credit.set(party, stored?.credit_days ?? 0)
  }
  return unpaidAmong(invoices, vouchers, (p) => credit.get(p) ?? 0, asOf)
}

/** The delivery check changeStatus asks of a card: what is left on its invoices today. */
export function unpaidToday(db: AppDatabase, asOf: string): UnpaidOf {
  return async (cardId) => (await unpaidOfCard(db, cardId, asOf)).total
}
