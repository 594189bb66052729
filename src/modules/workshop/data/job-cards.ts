// Queries and commands of job cards over the local database (src/data). Field writes go through
// insertRecord/updateRecord (stamped, waiting for the server); photos and the signature are RxDB attachments
// on the job card document of the device that took them, listed in its `media` field, and queued for upload
// to the private bucket (src/data/media). Nothing here needs the network.
import { normalizeMangoQuery, prepareQuery, type MangoQuerySelector, type RxJsonSchema } from 'rxdb'
import type { JobCard, JobMedia, JobStatus } from '@schemas/index'
import type { AppDatabase } from '@/data/database'
import { localMedia } from '@/data/media/media-files'
import type { MediaQueue } from '@/data/media/media-queue'
import { acceptsMedia } from '@/data/media/media-rules'
import { insertRecord, newId, updateRecord, type Writer } from '@/data/records'
import { seriesHead } from '@/utils/doc-series'
import type { JobFields } from '../domain/draft'
import type { StoredSupply } from '../domain/place-of-supply'
import { jobSeries, nextJobNumber } from '../domain/numbering'
import {
  isFinal,
  transitionBlockers,
  transitionCard,
  transitionPatch,
  type TransitionBlocker,
} from '../domain/status'
import type { VehicleHistoryCard } from '../domain/vehicle'
import { mobileSearchDigits } from '@/utils/mobile'
import { escapeRegex } from '@/utils/regex'
import { normaliseRegNo } from '@/utils/vehicle-ids'

export type Data = { db: AppDatabase; writer: Writer; media: MediaQueue }

export type StatusFilter = JobStatus | 'all'

/** A search for a workshop invoice's number (series WI). */
export function isInvoiceSearch(search: string): boolean {
  return /^wi/i.test(search.trim())
}

/** The workshop invoices whose number starts with `search` (a job card's register looks its cards up by them). */
export function invoiceNumberQuery(db: AppDatabase, search: string) {
  const q = search.trim().toUpperCase()
  return db.vouchers.find({
    selector: { number: { $gte: q, $lt: `${q}\uffff` }, type: 'winv' },
    index: ['number'],
  })
}

/**
 * What the search box looks for: a job number ("JC…" or anything with "/"), a workshop invoice number ("WI…":
 * the cards billed on the invoices whose number starts so, `invoiceCards`, found by the caller), the start of
 * a registration or chassis number, mobile digits, or part of the customer's name.
 */
export function searchSelector(
  search: string,
  invoiceCards: readonly string[] = [],
): MangoQuerySelector<JobCard> {
  const q = search.trim()
  if (q === '') return {}
  if (isInvoiceSearch(q)) return { id: { $in: [...invoiceCards] } }
  if (/^jc/i.test(q) || q.includes('/')) return { job_no: { $regex: `^${escapeRegex(q.toUpperCase())}` } }
  const digits = mobileSearchDigits(q)
  if (digits !== null && digits.length >= 4) {
    return {
      $or: [{ mobile: { $regex: escapeRegex(digits) } }, { chassis_no: { $regex: escapeRegex(digits) } }],
    }
  }
  // Registration and chassis numbers are stored normalised, so the typed start is normalised alike.
  const compact = normaliseRegNo(q)
  return {
    $or: [
      { reg_no: { $gte: compact, $lt: `${compact}\uffff` } },
      { chassis_no: { $gte: compact, $lt: `${compact}\uffff` } },
      { customer_name: { $regex: escapeRegex(q), $options: 'i' } },
    ],
  }
}

/** Newest first: a forward read of the list key (RxDB cannot read an index backwards), per status when chosen. */
export function listQuery(
  db: AppDatabase,
  f: { status: StatusFilter; search: string; limit: number; invoiceCards?: readonly string[] },
) {
  const selector = searchSelector(f.search, f.invoiceCards)
  if (f.status === 'all') {
    return db.job_cards.find({ selector, sort: [{ list_key: 'asc' }, { id: 'asc' }], limit: f.limit })
  }
  return db.job_cards.find({
    selector: { ...selector, status: f.status },
    sort: [{ status: 'asc' }, { list_key: 'asc' }, { id: 'asc' }],
    index: ['status', 'list_key'],
    limit: f.limit,
  })
}

/** Earlier job cards of a vehicle, by registration or chassis number (both indexed). */
export function vehicleQuery(db: AppDatabase, regNo: string, chassis: string) {
  const or: MangoQuerySelector<JobCard>[] = []
  if (regNo) or.push({ reg_no: regNo })
  if (chassis) or.push({ chassis_no: chassis })
  if (or.length === 0) return null
  return db.job_cards.find({ selector: { $or: or }, sort: [{ opened_at: 'desc' }], limit: 200 })
}

export function toHistory(cards: readonly JobCard[]): VehicleHistoryCard[] {
  return cards.map((c) => ({
    id: c.id,
    job_no: c.job_no,
    opened_at: c.opened_at,
    reg_no: c.reg_no,
    chassis_no: c.chassis_no,
    engine_no: c.engine_no,
    make_model: c.make_model,
    party_id: c.party_id,
    customer_name: c.customer_name,
    mobile: c.mobile,
    odometer: c.odometer,
  }))
}

/**
 * Job numbers already issued in this device's series of the financial year, deleted cards included (their
 * tombstones stay until the retention window ends), so a number is never issued twice.
 */
export async function issuedJobNumbers(
  db: AppDatabase,
  deviceId: string,
  openedAt: number,
): Promise<string[]> {
  const series = jobSeries(deviceId, openedAt)
  const head = seriesHead(series)
  // Two days' margin before 1 April for clock zones; the number's own FY code decides.
  const from = new Date(series.fy.startYear, 3, 1).getTime() - 2 * 86_400_000
  const schema = db.job_cards.schema.jsonSchema as RxJsonSchema<never>
  const out: string[] = []
  for (const deleted of [false, true]) {
    const query = normalizeMangoQuery(schema, {
      selector: {
        _deleted: { $eq: deleted },
        opened_at: { $gte: from },
        job_no: { $regex: `^${escapeRegex(head)}` },
      },
      sort: [{ opened_at: 'asc' }],
    } as never)
    const result = await db.job_cards.storageInstance.query(prepareQuery(schema, query))
    for (const doc of result.documents) out.push((doc as unknown as JobCard).job_no)
  }
  return out
}

export class SeriesFullError extends Error {
  constructor() {
    super('The job card series of this device is full for the financial year')
    this.name = 'SeriesFullError'
  }
}

export class LockedError extends Error {
  constructor(readonly status: JobStatus) {
    super(`A ${status} job card cannot be changed`)
    this.name = 'LockedError'
  }
}

/** The card is billed: its lines are on a tax invoice and are not edited (a credit note corrects it). */
export class BilledError extends Error {
  constructor() {
    super('A billed job card cannot be changed')
    this.name = 'BilledError'
  }
}

export class StatusRefusedError extends Error {
  constructor(readonly blockers: TransitionBlocker[]) {
    super(`Status change refused: ${blockers.join(', ')}`)
    this.name = 'StatusRefusedError'
  }
}

/** Opens a job card with the next number of this device's series. */
export async function createJobCard(
  data: Data,
  fields: JobFields,
  total: number,
  deviceId: string,
  stored: StoredSupply | null,
  now: number = Date.now(),
): Promise<JobCard> {
  const jobNo = nextJobNumber(deviceId, now, await issuedJobNumbers(data.db, deviceId, now))
  if (!jobNo) throw new SeriesFullError()
  return insertRecord<JobCard>(
    data.db.job_cards,
    {
      ...fields,
      job_no: jobNo,
      opened_at: now,
      status: 'open',
      total,
      media: [],
      ...(stored ? { pos: stored.pos, supply: stored.supply } : {}),
    },
    data.writer,
  )
}

/** The place of supply and split as stored: both, or neither (a card with no state known at all). */
const supplyFields = (stored: StoredSupply | null) => ({ pos: stored?.pos, supply: stored?.supply })

/**
 * Saves the editor's fields (number, status and media stay) with the place of supply and split worked out
 * for this save; optional fields left empty are cleared.
 */
export function saveJobCard(
  data: Data,
  id: string,
  fields: JobFields,
  total: number,
  stored: StoredSupply | null,
): Promise<JobCard> {
  return updateRecord<JobCard>(
    data.db.job_cards,
    id,
    (current) => {
      if (isFinal(current.status)) throw new LockedError(current.status)
      if (current.billing) throw new BilledError()
      return { ...fields, total, ...supplyFields(stored) } as Partial<JobCard>
    },
    data.writer,
  )
}

/** Paise left to receive on a card's invoices before its vehicle goes. */
export type UnpaidOf = (cardId: string) => Promise<number>

/**
 * Moves a card to `to`, checked against the latest stored state (it runs again if another write got in
 * first); `grandTotal` is the total of the stored lines, which the caller computes with the customer's state.
 * Delivery also asks what is left to receive on the card's invoices (billing.ts unpaidToday): its vehicle
 * waits for it. Not told, a billed card is taken as unpaid and stays.
 */
export async function changeStatus(
  data: Data,
  id: string,
  to: JobStatus,
  grandTotalOf: (card: JobCard) => number,
  cancelReason?: string,
  now: number = Date.now(),
  unpaidOf?: UnpaidOf,
): Promise<JobCard> {
  const unpaid = to !== 'delivered' ? 0 : unpaidOf ? await unpaidOf(id) : Number.POSITIVE_INFINITY
  return updateRecord<JobCard>(
    data.db.job_cards,
    id,
    (current) => {
      const grandTotal = grandTotalOf(current)
      const blockers = transitionBlockers(transitionCard(current), to, { grandTotal, cancelReason, unpaid })
      if (blockers.length > 0) throw new StatusRefusedError(blockers)
      return { ...transitionPatch(to, now, cancelReason), total: grandTotal }
    },
    data.writer,
  )
}

export const MAX_PHOTOS = 12

/** The picture is not one the server bucket takes (JPEG/PNG, at most 5 MiB); nothing was stored. */
export class MediaRefusedError extends Error {
  constructor(
    readonly type: string,
    readonly size: number,
  ) {
    super(`A ${type} of ${size} bytes cannot be stored`)
    this.name = 'MediaRefusedError'
  }
}

/** Stores a photo (already downscaled JPEG) as an attachment and lists it in `media`. */
export async function addPhoto(data: Data, id: string, blob: Blob): Promise<JobMedia> {
  const media: JobMedia = {
    id: `photo-${newId()}`,
    kind: 'photo',
    type: blob.type || 'image/jpeg',
    size: blob.size,
  }
  await putMedia(data, id, media, blob)
  return media
}

/** Stores the customer's signature (PNG), replacing an earlier one. */
export async function setSignature(data: Data, id: string, blob: Blob): Promise<JobMedia> {
  const media: JobMedia = {
    id: `signature-${newId()}`,
    kind: 'signature',
    type: 'image/png',
    size: blob.size,
  }
  const previous = await putMedia(data, id, media, blob)
  for (const m of previous.filter((x) => x.kind === 'signature' && x.id !== media.id)) {
    await removeMedia(data, id, m.id)
  }
  return media
}

async function putMedia(data: Data, id: string, media: JobMedia, blob: Blob): Promise<JobMedia[]> {
  if (!acceptsMedia(media.type, media.size)) throw new MediaRefusedError(media.type, media.size)
  const doc = await data.db.job_cards.findOne(id).exec()
  if (!doc) throw new Error(`Job card ${id} not found`)
  if (isFinal(doc.status)) throw new LockedError(doc.status)
  // The attachment first (RxDocument, attachments only), then the listing through the stamped write.
  await doc.getLatest().putAttachment({ id: media.id, data: blob, type: media.type })
  let before: JobMedia[] = []
  await updateRecord<JobCard>(
    data.db.job_cards,
    id,
    (current) => {
      before = current.media
      return { media: [...current.media.filter((m) => m.id !== media.id), media] }
    },
    data.writer,
  )
  await data.media.enqueue({ id: media.id, card_id: id, type: media.type }, 'upload')
  return before
}

/**
 * Removes a photo or signature: its entry in `media`, the attachment if it was taken here, and (queued) the
 * server's copy, whichever device took it.
 */
export async function removeMedia(data: Data, id: string, mediaId: string): Promise<void> {
  const doc = await data.db.job_cards.findOne(id).exec()
  if (!doc) return
  if (isFinal(doc.status)) throw new LockedError(doc.status)
  const listed = doc.media.find((m) => m.id === mediaId)
  // Queued first: the upload entry is replaced, so the bytes are never sent after the user removed them.
  await data.media.enqueue({ id: mediaId, card_id: id, type: listed?.type ?? 'image/jpeg' }, 'remove')
  const attachment = doc.getLatest().getAttachment(mediaId)
  if (attachment) await attachment.remove()
  await updateRecord<JobCard>(
    data.db.job_cards,
    id,
    (current) => ({ media: current.media.filter((m) => m.id !== mediaId) }),
    data.writer,
  )
}

/** The bytes of one photo or the signature if this device has them (taken here or downloaded), else null. */
export function readMedia(db: AppDatabase, id: string, mediaId: string): Promise<Blob | null> {
  return localMedia(db, id, mediaId)
}
