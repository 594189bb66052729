// Delivering a job card takes its warranty parts out of stock (domain/warranty-issue.ts says why at delivery):
// the card is moved to delivered first — the journal follows a delivery, never stands in for one — then the
// inventory's stock journal is posted under the id derived from the card, so a second press, a retry or a
// second device never posts it twice.
import type { JobCard } from '@schemas/job-cards.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { localToday } from '@/auth/permissions'
import { postStockJournal, type StjPart } from '@/modules/inventory/public'
import { derivedId } from '@/utils/derived-id'
import { warrantyIssueKey, warrantyJournalDraft } from '../domain/warranty-issue'
import { changeStatus, type Data, type UnpaidOf } from './job-cards'

export const warrantyIssueId = (cardId: string) => derivedId('wj', warrantyIssueKey(cardId))

/** The card's warranty journal as stored (posted or cancelled), or null when there is none yet. */
export async function warrantyIssueOf(data: Pick<Data, 'db'>, cardId: string): Promise<Voucher | null> {
  const doc = await data.db.vouchers.findOne(await warrantyIssueId(cardId)).exec()
  return doc ? doc.toMutableJSON() : null
}

/**
 * Posts the stock journal of a delivered card's warranty parts, dated the day it was delivered, at the moving
 * average of that day; null when the card has no warranty part. Posted even when it takes a part below
 * zero: the part is in the customer's vehicle already, and refusing would only leave the stock too high —
 * the inventory flags the overdrawn issue instead, for the missing purchase to be keyed.
 */
export async function issueWarrantyParts(
  data: Pick<Data, 'db' | 'writer'>,
  device: string,
  card: JobCard,
  rules: { today: string; lockDate: string | null },
): Promise<Voucher | null> {
  if (card.status !== 'delivered') return null
  const date = card.delivered_at ? localToday(new Date(card.delivered_at)) : rules.today
  const draft = warrantyJournalDraft(card, date)
  if (!draft) return null
  const ids = draft.lines.map((l) => l.part_id)
  const parts = new Map<string, StjPart>()
  for (const doc of (await data.db.parts.findByIds(ids).exec()).values()) {
    const p = doc.toMutableJSON()
    parts.set(p.id, p)
  }
  return postStockJournal(
    data,
    device,
    draft,
    { today: rules.today, lockDate: rules.lockDate, allowNegative: true, part: (id) => parts.get(id) },
    { id: await warrantyIssueId(card.id), job_card_id: card.id },
  )
}

/** Delivers a card (changeStatus, with what is left to receive asked first) and takes its warranty parts out
 * of stock. A journal that fails leaves the card delivered (`warranty: 'failed'`, the error in `error`):
 * `issueWarrantyParts` posts it on a retry. A refused delivery throws, and posts nothing. */
export async function deliverCard(
  data: Data,
  device: string,
  id: string,
  grandTotalOf: (card: JobCard) => number,
  unpaidOf: UnpaidOf,
  rules: { today: string; lockDate: string | null },
  now: number = Date.now(),
): Promise<{ card: JobCard; warranty: Voucher | null | 'failed'; error?: unknown }> {
  const card = await changeStatus(data, id, 'delivered', grandTotalOf, undefined, now, unpaidOf)
  try {
    return { card, warranty: await issueWarrantyParts(data, device, card, rules) }
  } catch (error) {
    return { card, warranty: 'failed', error }
  }
}
