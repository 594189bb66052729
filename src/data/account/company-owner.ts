// Whether a profile makes its user the owner of the company whose settings row a device would create (pure).
import type { ProfileDoc } from '@schemas/index'

/** The owner of `companyId`: not staff, and the company is their own (the owner's id is the company's). */
export function isOwnerOf(
  profile: Pick<ProfileDoc, 'id' | 'company_id' | 'company_role'>,
  companyId: string,
): boolean {
  return profile.company_role !== 'staff' && (profile.company_id || profile.id) === companyId
}
