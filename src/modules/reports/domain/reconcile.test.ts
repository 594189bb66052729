// The reports agree with one another (issue 22, "How it is checked"): what GSTR-1 declares for a month is what
// the same documents posted to the output tax and sales accounts, as the trial balance reads them, and the
// ITC of the 3B estimate is what the purchases posted to the input accounts.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { DEC, DEALER_STATE, DECEMBER, line, sale } from './fixtures.test-data'
import { gstr1, gstr1Totals } from './gstr1'
import { gstr3b } from './gstr3b'
import { trialBalance } from './trial-balance'

/** Credit balance of accounts in a trial balance (cr − dr). */
function credit(vouchers: readonly Voucher[], asOf: string, match: (account: string) => boolean): number {
  return trialBalance(vouchers, asOf)
    .rows.filter((r) => match(r.account_id))
    .reduce((s, r) => s + r.cr - r.dr, 0)
}

const inDecember = DECEMBER.filter((v) => v.doc_date >= DEC.from && v.doc_date <= DEC.to)

describe('GSTR-1 reconciles with the books', () => {
  it('December: each head of GSTR-1 = the output tax accounts; taxable value = the sales accounts', () => {
    const t = gstr1Totals(gstr1(DECEMBER, DEC, DEALER_STATE))
    expect(t.igst).toBe(credit(inDecember, DEC.to, (a) => a === 'sys:output-igst'))
    expect(t.cgst).toBe(credit(inDecember, DEC.to, (a) => a === 'sys:output-cgst'))
    expect(t.sgst).toBe(
      credit(inDecember, DEC.to, (a) => a === 'sys:output-sgst' || a === 'sys:output-utgst'),
    )
    expect(t.cess).toBe(credit(inDecember, DEC.to, (a) => a === 'sys:output-cess-legacy'))
    expect(t.taxable).toBe(credit(inDecember, DEC.to, (a) => a.startsWith('sys:sales-')))
  })

  it('December: the 3B estimate’s ITC = what the purchases and returns left on the input accounts', () => {
    const { net } = gstr3b(DECEMBER, DEC, DEALER_STATE).itc
    const debit = (a: string) => -credit(inDecember, DEC.to, (x) => x === a)
    expect(net).toEqual({
      igst: debit('sys:input-igst'),
      cgst: debit('sys:input-cgst'),
      sgst: debit('sys:input-sgst'),
      cess: debit('sys:input-cess-legacy'),
    })
  })

  it('for any month of invoices and notes at any rates, intra or inter, cancelled or not', () => {
    const rates = [500, 1200, 1800, 2800, 4000]
    const doc = fc.record({
      note: fc.boolean(),
      cancelled: fc.boolean(),
      inter: fc.boolean(),
      registered: fc.boolean(),
      day: fc.integer({ min: 1, max: 28 }),
      lines: fc.array(fc.tuple(fc.constantFrom(...rates), fc.integer({ min: 1, max: 50_00_000_00 })), {
        minLength: 1,
        maxLength: 4,
      }),
    })
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 12 }), (docs) => {
        const vouchers = docs.map((d, i) =>
          sale({
            type: d.note ? 'wcn' : 'winv',
            number: `${d.note ? 'WC' : 'WI'}X/2526/${String(i + 1).padStart(4, '0')}`,
            doc_date: `2025-12-${String(d.day).padStart(2, '0')}`,
            status: d.cancelled ? 'cancelled' : 'posted',
            pos: d.inter ? '29' : '27',
            supply: d.inter ? 'inter' : 'intra',
            party_id: 'p',
            party: d.registered
              ? { name: 'K Motors', gstin: '29AABCK7421M1Z7', gst_category: 'regular' }
              : { name: 'Walk-in', gst_category: 'unregistered' },
            lines: d.lines.map(([bp, taxable]) => {
              const half = Math.round((taxable * bp) / 20_000)
              return line(
                'part',
                '870830',
                'NOS',
                1,
                taxable,
                d.inter ? { igst: 2 * half } : { cgst: half, sgst: half },
                bp,
              )
            }),
          }),
        )
        const t = gstr1Totals(gstr1(vouchers, DEC, DEALER_STATE))
        expect(t.igst).toBe(credit(vouchers, DEC.to, (a) => a === 'sys:output-igst'))
        expect(t.cgst + t.sgst).toBe(
          credit(vouchers, DEC.to, (a) => a === 'sys:output-cgst' || a === 'sys:output-sgst'),
        )
        expect(t.taxable).toBe(credit(vouchers, DEC.to, (a) => a.startsWith('sys:sales-')))
      }),
    )
  })
})
