// A stored follow-up and the domain's reminder are the same fields, but for the company, which the server keeps
// as the row's owner and the reminder's id is derived from (pure).
import type { FollowUpDoc } from '@schemas/follow-ups.schema'
import type { Reminder } from '../domain/types'

/** The stamps every stored document carries, which the domain never sees. */
type Stamps = 'rev' | 'created_at' | 'updated_at' | 'created_by' | 'updated_by'

/** The fields of a reminder as the collection stores them (no company). */
export type ReminderFields = Omit<FollowUpDoc, Stamps>

export function toReminder(doc: FollowUpDoc, company: string): Reminder {
  const { rev: _r, created_at: _c, updated_at: _u, created_by: _cb, updated_by: _ub, ...fields } = doc
  void [_r, _c, _u, _cb, _ub]
  return { ...fields, company }
}

export function toFields(reminder: Reminder): ReminderFields {
  const { company: _company, ...fields } = reminder
  void _company
  return fields
}
