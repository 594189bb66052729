// Recording a debit note's dispatch (domain/debit-note.ts) and the supplier's credit note that answers it
// (domain/supplier-credit-note.ts) on the local database: checked again against the stored note at the write,
// so a note cancelled, dispatched or answered on another device meanwhile is not written over.
import type { Voucher } from '@schemas/vouchers.schema'
import { updateRecord } from '@/data/records'
import { checkDispatch, dispatchRefusal, type DispatchCheck, type DispatchDraft } from '../domain/debit-note'
import {
  checkSupplierCredit,
  supplierCreditRefusal,
  type SupplierCreditCheck,
  type SupplierCreditDraft,
  type SupplierCreditRefusal,
} from '../domain/supplier-credit-note'
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

export class SupplierCreditRefusedError extends Error {
  constructor(
    readonly reason: SupplierCreditRefusal | 'invalid',
    readonly errors?: Extract<SupplierCreditCheck, { ok: false }>['errors'],
  ) {
    super(`The supplier's credit note was refused: ${reason}`)
    this.name = 'SupplierCreditRefusedError'
  }
}

/** Records the supplier's credit note on a dispatched debit note (once), checked again against the stored note. */
export function recordSupplierCredit(
  data: Data,
  id: string,
  draft: SupplierCreditDraft,
  today: string,
): Promise<Voucher> {
  return updateRecord<Voucher>(
    data.db.vouchers,
    id,
    (current) => {
      const refusal = supplierCreditRefusal(current)
      if (refusal) throw new SupplierCreditRefusedError(refusal)
      const checked = checkSupplierCredit(current, draft, {
        today,
        now: Date.now(),
        userId: data.writer.userId,
      })
      if (!checked.ok) throw new SupplierCreditRefusedError('invalid', checked.errors)
      return { supplier_cn: checked.value }
    },
    data.writer,
  )
}
