import { describe, expect, it } from 'vitest'
import { allotChoices, checkAllotment, isBookedVariant, type AllotBooking, type AllotUnit } from './allotment'

const booking: AllotBooking = { id: 'b1', model: 'XUV 3XO', variant: 'AX5 Diesel', colour: 'Everest White' }

const unit = (chassis: string, patch: Partial<AllotUnit> = {}): AllotUnit => ({
  chassis_no: chassis,
  description: 'Mahindra XUV 3XO AX5 Diesel',
  model: 'XUV 3XO',
  variant: 'AX5 Diesel',
  colour: 'Everest White',
  state: 'in_stock',
  allottedTo: null,
  pdi: 'ok',
  ...patch,
})

const WHITE = unit('MA1NE2ZS5R6A11111')
const BLUE = unit('MA1NE2ZS5R6A00001', { colour: 'Nebula Blue' })
const OTHER_VARIANT = unit('MA1NE2ZS5R6A33333', {
  variant: 'MX3 Petrol',
  description: 'Mahindra XUV 3XO MX3 Petrol',
})
const SOLD = unit('MA1NE2ZS5R6A44444', { state: 'sold' })
const DELIVERED = unit('MA1NE2ZS5R6A44445', { state: 'delivered' })
const RETURNED = unit('MA1NE2ZS5R6A55555', { state: 'returned_to_oem' })
const ALLOTTED = unit('MA1NE2ZS5R6A66666', { state: 'allotted', allottedTo: 'b-other' })
const PENDING = unit('MA1NE2ZS5R6A77777', { state: 'pending_grn' })
const DEMO = unit('MA1NE2ZS5R6A88888', { demo: true })
const CUSTOMER = unit('MA1NE2ZS5R6A99999', { state: 'customer' })
const WHITE_2 = unit('MA1NE2ZS5R6A10000')
const STOCK = [
  WHITE,
  BLUE,
  OTHER_VARIANT,
  SOLD,
  DELIVERED,
  RETURNED,
  ALLOTTED,
  PENDING,
  DEMO,
  CUSTOMER,
  WHITE_2,
]
const OFF = { pdiRequired: false }

describe('the units an allotment offers', () => {
  it('offers the in-stock units of the booked variant, the booked colour first, others marked', () => {
    expect(allotChoices(booking, STOCK).map((c) => [c.unit.chassis_no, c.match])).toEqual([
      ['MA1NE2ZS5R6A10000', 'exact'],
      ['MA1NE2ZS5R6A11111', 'exact'],
      ['MA1NE2ZS5R6A00001', 'other_colour'],
    ])
  })

  it('offers every colour as the booked one when the booking names no colour', () => {
    const any = allotChoices({ ...booking, colour: ' ' }, [BLUE, WHITE])
    expect(any.map((c) => c.match)).toEqual(['exact', 'exact'])
  })

  it('matches model and variant whatever the case, spaces or hyphens, and a variant that repeats the model', () => {
    expect(isBookedVariant({ ...booking, model: 'xuv-3xo', variant: 'ax5  diesel' }, WHITE)).toBe(true)
    expect(isBookedVariant({ ...booking, variant: 'XUV 3XO AX5 Diesel' }, WHITE)).toBe(true)
    expect(isBookedVariant({ ...booking, variant: 'AX5' }, WHITE)).toBe(false)
    expect(isBookedVariant({ ...booking, model: 'Thar' }, WHITE)).toBe(false)
    // A unit without a catalogue entry: its description.
    const bare = unit('X', { model: undefined, variant: undefined })
    expect(isBookedVariant(booking, bare)).toBe(true)
    expect(isBookedVariant({ ...booking, variant: 'AX5' }, bare)).toBe(false)
  })

  it('offers a unit already allotted to this very booking', () => {
    const mine = unit('MA1NE2ZS5R6A12121', { state: 'allotted', allottedTo: 'b1' })
    expect(allotChoices(booking, [mine])).toHaveLength(1)
  })
})

describe('checking an allotment', () => {
  it('allots an in-stock unit of the booked variant and colour, the chassis as typed cleaned', () => {
    expect(checkAllotment(booking, ' ma1ne2zs5r6a11111 ', STOCK, OFF)).toEqual({
      ok: true,
      chassis: 'MA1NE2ZS5R6A11111',
      unit: WHITE,
      match: 'exact',
      warnings: [],
    })
  })

  it('allots another colour of the variant with a warning', () => {
    expect(checkAllotment(booking, BLUE.chassis_no, STOCK, OFF)).toMatchObject({
      ok: true,
      match: 'other_colour',
      warnings: ['other-colour'],
    })
  })

  it('refuses what is not in stock, each with its reason', () => {
    const error = (chassis: string) => {
      const r = checkAllotment(booking, chassis, STOCK, OFF)
      return r.ok ? null : r.error
    }
    expect(error('')).toBe('required')
    expect(error('AB#1')).toBe('chassis')
    expect(error('MA1NE2ZS5R6A00000')).toBe('chassis-unknown')
    expect(error(CUSTOMER.chassis_no)).toBe('chassis-unknown')
    expect(error(PENDING.chassis_no)).toBe('chassis-pending')
    expect(error(ALLOTTED.chassis_no)).toBe('chassis-allotted')
    expect(error(SOLD.chassis_no)).toBe('chassis-sold')
    expect(error(DELIVERED.chassis_no)).toBe('chassis-sold')
    expect(error(RETURNED.chassis_no)).toBe('chassis-returned')
    expect(error(DEMO.chassis_no)).toBe('chassis-demo')
    expect(error(OTHER_VARIANT.chassis_no)).toBe('chassis-variant')
  })

  it('with the PDI setting on, warns (never refuses) when the PDI is missing or failed', () => {
    const on = { pdiRequired: true }
    const none = unit('MA1NE2ZS5R6A20000', { pdi: null })
    const failed = unit('MA1NE2ZS5R6A20001', { pdi: 'not_ok', colour: 'Nebula Blue' })
    expect(checkAllotment(booking, none.chassis_no, [none], on)).toMatchObject({
      ok: true,
      warnings: ['pdi-missing'],
    })
    expect(checkAllotment(booking, failed.chassis_no, [failed], on)).toMatchObject({
      ok: true,
      warnings: ['other-colour', 'pdi-failed'],
    })
    expect(checkAllotment(booking, WHITE.chassis_no, [WHITE], on)).toMatchObject({ ok: true, warnings: [] })
    // Off, the PDI is not looked at.
    expect(checkAllotment(booking, none.chassis_no, [none], OFF)).toMatchObject({ ok: true, warnings: [] })
  })
})
