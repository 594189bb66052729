import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { CashBreach } from '../domain/cash-breaches'
import { CashBreachesBox } from './cash-breaches-box'

const breach: CashBreach = {
  limb: 'party_day',
  party_id: 'p1',
  party: 'Ramesh Kumar',
  date: '2026-11-20',
  total: 2_50_000_00,
  receipts: [
    { id: 'v 1', number: 'RVAAA/2627/0001', doc_date: '2026-11-20', amount: 1_50_000_00 },
    { id: 'v2', number: 'RVBBB/2627/0001', doc_date: '2026-11-20', amount: 1_00_000_00 },
  ],
}

const html = (breaches: CashBreach[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CashBreachesBox breaches={breaches} />
    </MemoryRouter>,
  )

// The links need a browser to follow; this checks what the dealer is told and where each receipt leads.
describe('CashBreachesBox markup', () => {
  it('names the party, the day, the total and every receipt with a link to it, as a status', () => {
    const out = html([breach])
    expect(out).toContain('role="status"')
    expect(out.replace(/<[^>]+>/g, '')).toContain(
      'Ramesh Kumar paid ₹2,50,000.00 in cash on 20 Nov 2026, ₹2,00,000 or more in one day.',
    )
    expect(out).toContain('href="/receipts?id=v+1" data-discover="true">RVAAA/2627/0001</a>')
    expect(out).toContain('href="/receipts?id=v2" data-discover="true">RVBBB/2627/0001</a>')
  })

  it('names the booking of a chain, and shows nothing when no limit is broken', () => {
    const chain = {
      ...breach,
      limb: 'chain' as const,
      chain: { key: 'booking:b1', label: 'RVAAA/2627/0009' },
    }
    expect(html([chain]).replace(/<[^>]+>/g, '')).toContain('in booking or bill RVAAA/2627/0009')
    expect(html([])).toBe('')
  })
})
