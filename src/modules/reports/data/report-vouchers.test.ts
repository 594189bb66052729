import { describe, expect, it } from 'vitest'
import { g2, g2Paid, g3, g3Return, goaCar, goaDiscount } from '../domain/fixtures.test-data'
import { referencedIds } from './report-vouchers'

describe('what a period’s vouchers point at', () => {
  it('the invoices its notes credit and the bills its payments settle, once each, unless already read', () => {
    expect(referencedIds([g3Return, goaDiscount, g2Paid])).toEqual([g2.id, g3.id, goaCar.id].sort())
    expect(referencedIds([g3, g3Return, g2Paid, g2])).toEqual([])
    expect(referencedIds([g3Return, { ...g3Return, id: 'again' }])).toEqual([g3.id])
  })
})
