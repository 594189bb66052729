import { describe, expect, it } from 'vitest'
import { jobCardConcernsFollowUps, voucherConcernsFollowUps } from './relevant-change'

describe('the changes that can move a follow-up', () => {
  it('are vehicle invoices and their credit notes, not receipts or parts bills', () => {
    expect(voucherConcernsFollowUps({ documentData: { type: 'vinv' } })).toBe(true)
    expect(voucherConcernsFollowUps({ previousDocumentData: { type: 'vcn' } })).toBe(true)
    expect(voucherConcernsFollowUps({ documentData: { type: 'rcpt' } })).toBe(false)
    expect(
      voucherConcernsFollowUps({ documentData: { type: 'ppur' }, previousDocumentData: { type: 'ppur' } }),
    ).toBe(false)
  })

  it('are job cards delivered, or taken back from delivered', () => {
    expect(jobCardConcernsFollowUps({ documentData: { status: 'delivered' } })).toBe(true)
    expect(
      jobCardConcernsFollowUps({
        documentData: { status: 'ready' },
        previousDocumentData: { status: 'delivered' },
      }),
    ).toBe(true)
    expect(
      jobCardConcernsFollowUps({
        documentData: { status: 'ready' },
        previousDocumentData: { status: 'in_progress' },
      }),
    ).toBe(false)
    expect(jobCardConcernsFollowUps({})).toBe(false)
  })
})
