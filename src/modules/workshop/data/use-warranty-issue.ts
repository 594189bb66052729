// Whether a delivered card's warranty parts are out of stock yet, live (a journal pulled from another device
// counts), and the rules a retry posts by: the status panel offers the retry when the journal that follows
// delivery did not land (the app closed between the two writes, or the books refused it).
import type { JobCard } from '@schemas/job-cards.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { localToday } from '@/auth/permissions'
import { useData } from '@/data/data-context'
import { useRxQuery } from '@/data/use-rx'
import { stockSettings } from '@/modules/inventory/public'
import { warrantyParts } from '../domain/warranty-issue'

export function useWarrantyRules(): () => { today: string; lockDate: string | null } {
  const { settings } = useAuth()
  return () => ({ today: localToday(), lockDate: stockSettings(settings).lockDate })
}

/** True while a delivered card with warranty parts has no warranty journal on this device. */
export function useWarrantyIssueMissing(card: JobCard): boolean {
  const { db } = useData()
  const owes = card.status === 'delivered' && warrantyParts(card).length > 0
  const { data } = useRxQuery<Voucher>(
    () => (owes ? db.vouchers.find({ selector: { type: 'stj', job_card_id: card.id } }) : null),
    [db, card.id, owes],
  )
  return owes && data !== undefined && data.length === 0
}
