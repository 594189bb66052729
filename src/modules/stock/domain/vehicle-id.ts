// A vehicle's id (research/modules.md §1.2): `v-` and 32 hex digits of SHA-256 of the company's owner id and
// the normalised chassis number, so two devices adding one chassis offline write one document, which the
// replication merges, instead of two the server would have to refuse.
import { derivedId } from '@/utils/derived-id'
import { normaliseChassis } from '@/utils/vehicle-ids'

export function vehicleId(ownerId: string, chassis: string): Promise<string> {
  return derivedId('v', `${ownerId}${normaliseChassis(chassis)}`)
}
