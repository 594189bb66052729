import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { gatePassDoc } from './gate-pass-doc'
import { g1, printed, printInput as input } from './invoice-print.test-data'

describe('the gate pass printed', () => {
  it('carries the invoice, the vehicle and the delivery', () => {
    const pass = printed(gatePassDoc(input()))
    expect(pass).toContain('GATE PASS')
    expect(pass).toContain('NRINV-2526/A0001')
    expect(pass).toContain('Chassis | MA1TA2WE5R2A12345')
    expect(pass).toContain('GP-9')
    expect(pass).toContain('12 km')
    expect(pass).toContain('Handed over | keys, tools')
    expect(printed(gatePassDoc(input({ lang: 'hi' })))).toContain('गेट पास')
  })

  it('prints the delivery’s remarks', () => {
    const invoice: Voucher = { ...g1(), delivery: { at: Date.UTC(2025, 10, 20), remarks: ' Fastag fitted ' } }
    const pass = printed(gatePassDoc(input({ invoice })))
    expect(pass).toContain('Remarks | Fastag fitted')
    expect(pass).not.toContain('Odometer')
  })
})
