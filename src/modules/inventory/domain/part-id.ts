// A part's id: `p-` and 32 hex digits of SHA-256 of the company's owner id and the normalised part number, so
// two devices adding one part offline write one document, which the replication merges, instead of two the
// server would refuse.
import { partKey } from '@schemas/parts.schema'
import { derivedId } from '@/utils/derived-id'

export function partId(ownerId: string, partNo: string): Promise<string> {
  return derivedId('p', `${ownerId}${partKey(partNo)}`)
}
