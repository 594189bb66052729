import { describe, expect, it } from 'vitest'
import { cardSupply, placeOfSupply } from './place-of-supply'

describe('placeOfSupply (IGST Act s.12(2))', () => {
  it("takes a registered recipient's GSTIN state over its address on record", () => {
    expect(placeOfSupply('29', { gstin: ' 27aapfu0939f1zv ', state_code: '29' })).toEqual({
      pos: '27',
      supply: 'inter',
    })
  })
  it('takes an unregistered recipient’s state on record', () => {
    expect(placeOfSupply('27', { gstin: '', state_code: '29' })).toEqual({ pos: '29', supply: 'inter' })
    expect(placeOfSupply('27', { state_code: '27' })).toEqual({ pos: '27', supply: 'intra' })
  })
  it('ignores an invalid GSTIN and falls to the address on record', () => {
    expect(placeOfSupply('27', { gstin: '27AAPFU0939F1ZW', state_code: '29' })).toEqual({
      pos: '29',
      supply: 'inter',
    })
  })
  it("falls back to the supplier's location with nothing on record", () => {
    expect(placeOfSupply('27', null)).toEqual({ pos: '27', supply: 'intra' })
    expect(placeOfSupply('27', { state_code: '99' })).toEqual({ pos: '27', supply: 'intra' })
  })
  it('stores nothing when no state is known at all', () => {
    expect(placeOfSupply(null, {})).toBeNull()
  })
  it('is within the state when only the customer state is known', () => {
    expect(placeOfSupply(null, { state_code: '29' })).toEqual({ pos: '29', supply: 'intra' })
  })
})

describe('cardSupply', () => {
  const today = { kind: 'intra', stateTaxLabel: 'SGST' } as const
  it('reads the stored split, not the customer state of today', () => {
    expect(cardSupply({ pos: '29', supply: 'inter' }, today)).toEqual({
      kind: 'inter',
      stateTaxLabel: 'SGST',
    })
  })
  it('labels the state head UTGST for a stored supply within a union territory', () => {
    expect(cardSupply({ pos: '04', supply: 'intra' }, today)).toEqual({
      kind: 'intra',
      stateTaxLabel: 'UTGST',
    })
  })
  it('falls back only for a card saved before the split was stored', () => {
    expect(cardSupply({}, today)).toBe(today)
    expect(cardSupply(undefined, today)).toBe(today)
  })
})
