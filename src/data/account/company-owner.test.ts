import { describe, expect, it } from 'vitest'
import { isOwnerOf } from './company-owner'

describe('isOwnerOf', () => {
  it('is the owner of their own company only, never as staff', () => {
    expect(isOwnerOf({ id: 'u1', company_id: 'u1', company_role: 'owner' }, 'u1')).toBe(true)
    expect(isOwnerOf({ id: 'u1', company_id: '', company_role: 'owner' }, 'u1')).toBe(true)
    expect(isOwnerOf({ id: 'u2', company_id: 'u1', company_role: 'staff' }, 'u1')).toBe(false)
    // A staff member's device that opened before it knew the company (keyed by the member's own id).
    expect(isOwnerOf({ id: 'u2', company_id: 'u1', company_role: 'staff' }, 'u2')).toBe(false)
    expect(isOwnerOf({ id: 'u2', company_id: 'u1', company_role: 'owner' }, 'u2')).toBe(false)
  })
})
