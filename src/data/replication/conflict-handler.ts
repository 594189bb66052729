// RxDB conflict handler (DESIGN.md §3): documents are equal when rev and deletion agree; real conflicts are
// merged field by field and every losing local value goes to the sink (the local `conflicts` collection).
import type { RxConflictHandler, WithDeleted } from 'rxdb'
import type { ConflictEntry } from '@schemas/index'
import { masterWins, mergeThreeWay, sameRecord, type Doc } from './merge'

export type LosersSink = (entries: ConflictEntry[]) => Promise<void>

/** What the user will recognise a record by in the conflicts list. */
export function recordLabel(doc: Record<string, unknown>): string {
  for (const key of ['name', 'customer_name', 'receipt_no', 'job_no', 'company_name']) {
    const v = doc[key]
    if (typeof v === 'string' && v.length > 0) {
      const extra = key === 'customer_name' ? (doc.receipt_no ?? doc.job_no ?? doc.reg_no) : undefined
      return (typeof extra === 'string' && extra ? `${v} · ${extra}` : v).slice(0, 200)
    }
  }
  return String(doc.id ?? '')
}

const json = (v: unknown): string => JSON.stringify(v ?? null)

export type ConflictOptions = {
  /** The document's key field (`id`, or `user_id` for the settings). */
  key?: string
  /**
   * What both sides started from when this device never saw the server's state (a document every device
   * creates for itself, like the settings with their defaults); none: every field counts as changed.
   */
  baseWhenNew?: (master: Doc, local: Doc) => Doc
  /** The server's copy wins whole (a posted voucher, which it lets change no more); local values are logged. */
  locked?: (master: Doc) => boolean
}

export function createConflictHandler<T>(
  collection: string,
  sink: LosersSink,
  options: ConflictOptions = {},
): RxConflictHandler<T> {
  const key = options.key ?? 'id'
  return {
    isEqual(a, b) {
      const x = a as unknown as Doc
      const y = b as unknown as Doc
      return x.rev === y.rev && Boolean(x._deleted) === Boolean(y._deleted)
    },
    async resolve(input) {
      const master = input.realMasterState as unknown as Doc
      const local = input.newDocumentState as unknown as Doc
      // The server already holds this record as it is here: take its state as it is. A merge would raise the
      // rev and push the same record again, which the server refuses from anyone who may not write it (a staff
      // member's copy of the company's settings).
      if (sameRecord(master, local)) {
        const attachments = local._attachments ?? master._attachments
        return (attachments === undefined
          ? master
          : { ...master, _attachments: attachments }) as unknown as WithDeleted<T>
      }
      const assumed =
        (input.assumedMasterState as unknown as Doc | undefined) ?? options.baseWhenNew?.(master, local)
      const { merged, losers } = options.locked?.(master)
        ? masterWins(master, local)
        : mergeThreeWay(assumed, master, local)
      if (losers.length > 0) {
        const at = Date.now()
        const id = String(merged[key])
        const label = recordLabel(input.newDocumentState as unknown as Record<string, unknown>)
        await sink(
          losers.map((l, i) => ({
            id: `${collection}:${id}:${at}:${i}`,
            source: collection,
            doc_id: id,
            label,
            field: l.field,
            lost_value: json(l.lost),
            kept_value: json(l.kept),
            at,
            dismissed: false,
          })),
        )
      }
      return merged as unknown as WithDeleted<T>
    },
  }
}
