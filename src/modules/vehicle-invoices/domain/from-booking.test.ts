import { describe, expect, it } from 'vitest'
import { draftFromBooking } from './from-booking'
import { emptyInvoiceDraft } from './invoice-draft'

const booking = {
  party_id: 'p1',
  sales_person: ' Ravi ',
  custom: { f1: 'HDFC Bank', f2: '', f3: 'MH12AB1234' },
}
const fields = [
  { id: 'f1', label: 'Finance company' },
  { id: 'f2', label: 'Exchange vehicle' },
  { id: 'f3', label: 'Old vehicle no.' },
]

describe('draftFromBooking', () => {
  it('brings the buyer, the allotted chassis, the sales person and the booking fields under their labels', () => {
    const d = draftFromBooking(emptyInvoiceDraft('2026-11-27'), booking, 'veh-1', fields)
    expect(d.party_id).toBe('p1')
    expect(d.vehicle_id).toBe('veh-1')
    expect(d.details).toEqual({
      salesPerson: 'Ravi',
      'Finance company': 'HDFC Bank',
      'Old vehicle no.': 'MH12AB1234',
    })
  })

  it('never overwrites what was typed on the invoice', () => {
    const typed = {
      ...emptyInvoiceDraft('2026-11-27'),
      party_id: 'p2',
      vehicle_id: 'veh-2',
      details: { salesPerson: 'Anil' },
    }
    const d = draftFromBooking(typed, booking, 'veh-1', fields)
    expect([d.party_id, d.vehicle_id, d.details.salesPerson]).toEqual(['p2', 'veh-2', 'Anil'])
    expect(draftFromBooking(emptyInvoiceDraft('2026-11-27'), booking, undefined, []).vehicle_id).toBe('')
  })
})
