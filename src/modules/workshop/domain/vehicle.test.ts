import { describe, expect, it } from 'vitest'
import { checkOdometer, fillFromHistory, lastReading, type VehicleHistoryCard } from './vehicle'

const card = (over: Partial<VehicleHistoryCard>): VehicleHistoryCard => ({
  id: 'x',
  job_no: 'JCAAA/2627/0001',
  opened_at: 1000,
  reg_no: 'KA05DB6000',
  chassis_no: 'MA3EWB22S00123456',
  customer_name: 'Ravi',
  odometer: 10_000,
  ...over,
})

describe('odometer rule', () => {
  const history = [
    card({ id: 'a', job_no: 'JC1', opened_at: 1000, odometer: 10_000 }),
    card({ id: 'b', job_no: 'JC2', opened_at: 2000, odometer: 15_500, reg_no: '' }), // same chassis, no plate yet
    card({
      id: 'c',
      job_no: 'JC3',
      opened_at: 3000,
      odometer: 90_000,
      reg_no: 'MH12AB1234',
      chassis_no: 'OTHER',
    }),
  ]
  const vehicle = { regNo: 'KA05DB6000', chassis: 'MA3EWB22S00123456' }

  it('finds the highest earlier reading by registration or chassis number', () => {
    expect(lastReading(history, vehicle)).toEqual({ odometer: 15_500, job_no: 'JC2', opened_at: 2000 })
    expect(lastReading(history, { regNo: 'KA05DB6000', chassis: '' })?.odometer).toBe(10_000)
    expect(lastReading(history, { regNo: '', chassis: 'MA3EWB22S00123456' })?.odometer).toBe(15_500)
    expect(lastReading(history, { regNo: 'UP16ZZ0001', chassis: '' })).toBeNull()
    expect(lastReading(history, { regNo: '', chassis: '' })).toBeNull()
  })
  it('ignores the card itself and cards opened after it when editing', () => {
    expect(lastReading(history, vehicle, { id: 'b', openedAt: 2000 })?.odometer).toBe(10_000)
    expect(lastReading(history, vehicle, { id: 'a', openedAt: 1000 })).toBeNull()
  })
  it('requires a whole number above the last reading and names that reading', () => {
    const last = lastReading(history, vehicle)
    expect(checkOdometer('15,501', last)).toEqual({ ok: true, value: 15_501 })
    expect(checkOdometer('15500', last)).toEqual({
      ok: false,
      problem: { reason: 'not-above-last', last: { odometer: 15_500, job_no: 'JC2', opened_at: 2000 } },
    })
    expect(checkOdometer('', last)).toEqual({ ok: false, problem: { reason: 'required' } })
    expect(checkOdometer('12.5', null)).toEqual({ ok: false, problem: { reason: 'not-whole' } })
    expect(checkOdometer('-3', null)).toEqual({ ok: false, problem: { reason: 'not-whole' } })
    expect(checkOdometer('10000001', null)).toEqual({ ok: false, problem: { reason: 'too-large' } })
    expect(checkOdometer('0', null)).toEqual({ ok: true, value: 0 })
  })
})

describe('fillFromHistory', () => {
  it('copies vehicle and customer from the latest card of the vehicle', () => {
    const history = [
      card({ opened_at: 1000, customer_name: 'Old owner', make_model: 'Activa' }),
      card({
        opened_at: 5000,
        customer_name: 'Ravi Kumar',
        make_model: 'Activa 6G',
        party_id: 'p1',
        mobile: '9876543210',
      }),
    ]
    expect(fillFromHistory(history, { regNo: 'KA05DB6000', chassis: '' })).toMatchObject({
      customer_name: 'Ravi Kumar',
      make_model: 'Activa 6G',
      party_id: 'p1',
      chassis_no: 'MA3EWB22S00123456',
      mobile: '9876543210',
    })
    expect(fillFromHistory(history, { regNo: 'XX00', chassis: '' })).toBeNull()
  })
})
