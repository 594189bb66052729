import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { OverSettledBox } from './over-settled-box'

const html = (bills: Parameters<typeof OverSettledBox>[0]['bills']) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <OverSettledBox bills={bills} />
    </MemoryRouter>,
  )

describe('OverSettledBox markup', () => {
  it('names the bill, its amount, what settled it, the excess and each receipt with a link, as a status', () => {
    const out = html([
      {
        voucher_id: 'inv-1',
        number: 'WIAAA/2627/0001',
        amount: 40_000_00,
        settled: 80_000_00,
        receipts: [
          { id: 'r1', number: 'RVAAA/2627/0002' },
          { id: 'r2', number: 'RVBBB/2627/0001' },
        ],
      },
    ])
    expect(out).toContain('role="status"')
    expect(out).toContain(
      'WIAAA/2627/0001 of ₹40,000.00 is settled ₹80,000.00: receipts on different devices were each allowed alone. The ₹40,000.00 over',
    )
    expect(out).toContain('href="/receipts?id=r1"')
    expect(out).toContain('>RVBBB/2627/0001</a>')
  })

  it('says nothing when no bill is settled twice', () => {
    expect(html([])).toBe('')
  })
})
