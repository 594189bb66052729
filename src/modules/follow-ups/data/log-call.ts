// Logging a call on a stored reminder: the domain decides (applyCall), the write is one edit of the document.
import type { AppDatabase } from '@/data/database'
import { updateRecord, type Writer } from '@/data/records'
import { applyCall, type CallReason } from '../domain/call-log'
import type { CallAttempt } from '../domain/types'
import { toFields, toReminder } from './reminder-docs'

export class CallRefusedError extends Error {
  constructor(readonly reason: CallReason) {
    super(`Call refused: ${reason}`)
    this.name = 'CallRefusedError'
  }
}

/** Applies the call to the reminder as it is stored now (another device's call may have landed since). */
export function logCall(db: AppDatabase, id: string, call: CallAttempt, w: Writer) {
  return updateRecord(
    db.follow_ups,
    id,
    (current) => {
      const result = applyCall(toReminder(current, ''), call)
      if (!result.ok) throw new CallRefusedError(result.reason)
      // The next call is cleared when the call closed the reminder.
      return { next_call: undefined, ...toFields(result.value) }
    },
    w,
  )
}
