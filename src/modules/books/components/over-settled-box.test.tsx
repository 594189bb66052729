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
        side: 'customer',
        amount: 40_000_00,
        settled: 80_000_00,
        receipts: [
          { id: 'r1', number: 'RVAAA/2627/0002', type: 'rcpt' },
          { id: 'r2', number: 'RVBBB/2627/0001', type: 'rcpt' },
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

  it('names a supplier’s bill paid twice over as our advance to the supplier, each payment linked', () => {
    const out = html([
      {
        voucher_id: 'ppur-1',
        number: 'WPAAA/2627/0001',
        side: 'supplier',
        amount: 11_682_00,
        settled: 23_364_00,
        receipts: [
          { id: 'pay-1', number: 'PYAAA/2627/0001', type: 'pay' },
          { id: 'pay-2', number: 'PYBBB/2627/0001', type: 'pay' },
        ],
      },
    ])
    expect(out).toContain(
      'Supplier’s bill WPAAA/2627/0001 of ₹11,682.00 is paid ₹23,364.00: payments on different devices were each allowed alone. The ₹11,682.00 over is our advance to the supplier',
    )
    expect(out).toContain('>PYBBB/2627/0001</a>')
    expect(out).not.toContain('receipts on different devices')
  })

  it('says nothing when no bill is settled twice', () => {
    expect(html([])).toBe('')
  })
})
