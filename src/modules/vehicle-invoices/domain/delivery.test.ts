import { describe, expect, it } from 'vitest'
import { checkDelivery, type DeliveryDraft } from './delivery'

const draft: DeliveryDraft = {
  at: '2025-11-16T17:30',
  odometer: '12',
  gate_pass_no: ' GP-14 ',
  checklist: ['tools', 'keys', 'unknown'],
  remarks: '',
}
const now = new Date(2025, 10, 20, 10, 0).getTime()

describe('checkDelivery', () => {
  it('takes a local date and time, the odometer and the known checklist items in their order', () => {
    const r = checkDelivery(draft, '2025-11-15', now)
    expect(r).toEqual({
      ok: true,
      value: {
        at: new Date(2025, 10, 16, 17, 30).getTime(),
        odometer: 12,
        gate_pass_no: 'GP-14',
        checklist: ['keys', 'tools'],
      },
    })
  })

  it('refuses a time in the future, before the invoice, or a bad odometer', () => {
    const codes = (patch: Partial<DeliveryDraft>) => {
      const r = checkDelivery({ ...draft, ...patch }, '2025-11-15', now)
      return r.ok ? null : Object.fromEntries(Object.entries(r.errors).map(([k, e]) => [k, e?.code]))
    }
    expect(codes({ at: '2025-11-21T10:00' })).toEqual({ at: 'future' })
    expect(codes({ at: '2025-11-14T10:00' })).toEqual({ at: 'before_invoice' })
    expect(codes({ at: '' })).toEqual({ at: 'required' })
    expect(codes({ at: '16/11/2025' })).toEqual({ at: 'invalid' })
    expect(codes({ odometer: '12.5' })).toEqual({ odometer: 'invalid' })
    expect(codes({ odometer: '' })).toBeNull()
  })
})
