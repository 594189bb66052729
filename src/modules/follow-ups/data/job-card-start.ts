// What a new job card opened from a follow-up starts with: the customer as the party master has them and the
// vehicle as the follow-up and the vehicles list know it, so the service advisor types only what is new today.
import type { Party } from '@schemas/parties.schema'
import type { Vehicle } from '@schemas/vehicles.schema'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import type { Reminder } from '../domain/types'

export type JobCardStart = {
  party_id: string | null
  customer_name: string
  mobile: string
  reg_no: string
  chassis_no: string
  make_model: string
}

/** Pure: the job card's opening fields from the follow-up, its customer and its vehicle (either may be gone). */
export function jobCardStart(
  reminder: Pick<Reminder, 'party_id' | 'reg_no' | 'vehicle'>,
  party: Pick<Party, 'id' | 'name' | 'mobile'> | null,
  vehicle: Pick<Vehicle, 'chassis_no' | 'registration_no' | 'description'> | null,
): JobCardStart {
  return {
    party_id: party?.id ?? null,
    customer_name: party?.name ?? '',
    mobile: party?.mobile ?? '',
    reg_no: reminder.reg_no || vehicle?.registration_no || '',
    chassis_no: vehicle?.chassis_no ?? '',
    make_model: reminder.vehicle || vehicle?.description || '',
  }
}

/** The opening fields for follow-up `id`: undefined while loading, null when it is not on this device. */
export function useJobCardStart(id: string | null): JobCardStart | null | undefined {
  const { db } = useData()
  const followUp = useRxDoc(() => (id ? db.follow_ups.findOne(id) : null), [db, id])
  const reminder = followUp.data ?? null
  const party = useRxDoc(
    () => (reminder?.party_id ? db.parties.findOne(reminder.party_id) : null),
    [db, reminder?.party_id],
  )
  const vehicle = useRxDoc(
    () => (reminder ? db.vehicles.findOne(reminder.vehicle_id) : null),
    [db, reminder?.vehicle_id],
  )
  if (!id) return null
  if (followUp.loading) return undefined
  if (!reminder) return null
  if ((reminder.party_id && party.loading) || vehicle.loading) return undefined
  return jobCardStart(
    reminder,
    (party.data as Party | null) ?? null,
    (vehicle.data as Vehicle | null) ?? null,
  )
}
