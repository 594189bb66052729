import { describe, expect, it } from 'vitest'
import { personName, type Person } from './company-people'

const people: Person[] = [
  { id: 'owner-1', name: 'Suresh', company_role: 'owner', active: true },
  { id: 'staff-22222222', name: 'Ravi', company_role: 'staff', active: false },
]

describe('personName', () => {
  it('names known people, deactivated ones included', () => {
    expect(personName(people, 'owner-1')).toBe('Suresh')
    expect(personName(people, 'staff-22222222')).toBe('Ravi')
  })

  it('shows a short id for someone not known yet, and nothing for no one', () => {
    expect(personName(people, 'abcdef12-3456')).toBe('abcdef12')
    expect(personName(people, undefined)).toBeNull()
  })
})
