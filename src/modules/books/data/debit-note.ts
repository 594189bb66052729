// Recording a debit note's dispatch on the local database (domain/debit-note.ts): checked again against the
// stored note at the write, so a note cancelled or dispatched on another device meanwhile is not written over.
import type { Voucher } from '@schemas/vouchers.schema'
import { updateRecord } from '@/data/records'
import { checkDispatch, dispatchRefusal, type DispatchCheck, type DispatchDraft } from '../domain/debit-note'
import type { Data } from './vouchers'

export class DispatchRefusedError extends Error {
  constructor(
    readonly reason: NonNullable<ReturnType<typeof dispatchRefusal>> | 'invalid',
    readonly errors?: Extract<DispatchCheck, { ok: false }>['errors'],
  ) {
    super(`The dispatch was refused: ${reason}`)
    this.name = 'DispatchRefusedError'
  }
}

/** Marks a posted debit note dispatched on the date typed (once: a dispatch is never rewritten). */
export function recordDispatch(
  data: Data,
  id: string,
  draft: DispatchDraft,
  today: string,
): Promise<Voucher> {
  return updateRecord<Voucher>(
    data.db.vouchers,
    id,
    (current) => {
      const refusal = dispatchRefusal(current)
      if (refusal) throw new DispatchRefusedError(refusal)
      const checked = checkDispatch(current, draft, { today, userId: data.writer.userId })
      if (!checked.ok) throw new DispatchRefusedError('invalid', checked.errors)
      return { delivery: checked.value }
    },
    data.writer,
  )
}
