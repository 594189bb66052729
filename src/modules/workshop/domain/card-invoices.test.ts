import { describe, expect, it } from 'vitest'
import { cardInvoiceNumbers } from './card-invoices'

const numbers = new Map([
  ['wi-1', 'WIA01/2526/0001'],
  ['wi-2', 'WIA01/2526/0002'],
])

describe('cardInvoiceNumbers', () => {
  it('gives a billed card’s invoice numbers in billing order, skipping one not yet on this device', () => {
    const billed = { billing: { invoice_ids: ['wi-2', 'wi-9', 'wi-1'], at: 1 } }
    expect(cardInvoiceNumbers(billed, numbers)).toEqual(['WIA01/2526/0002', 'WIA01/2526/0001'])
  })

  it('gives none for a card not billed', () => {
    expect(cardInvoiceNumbers({}, numbers)).toEqual([])
  })
})
