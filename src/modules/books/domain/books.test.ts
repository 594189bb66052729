import { describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import { checkCash, cashReceipts, chainKeyOf, CASH_LIMIT, type CashCandidate } from './cash-guard'
import { ageing, openItems, partyLedger } from './ledger'
import { bouncePostings, checkMoney, moneyPostings, type MoneyInput } from './money'
import { checkPostings, isBalanced, totalsOf } from './postings'
import { bill, cr, dr, receipt } from './fixtures.test-data'

const rupees = (r: number) => Math.round(r * 100)
const bank = new Map([['bank-1', { account_group: 'bank' as const }]])

describe('postings', () => {
  it('balance, one side a line, parties on control accounts, known accounts', () => {
    expect(checkPostings([dr('sys:cash', 100), cr('sys:debtors', 100, 'p1')])).toEqual([])
    expect(checkPostings([dr('sys:cash', 100)])).toContainEqual({ code: 'too_few_lines' })
    expect(checkPostings([dr('sys:cash', 100), cr('sys:debtors', 90, 'p1')])).toContainEqual({
      code: 'unbalanced',
      dr: 100,
      cr: 90,
    })
    expect(checkPostings([dr('sys:cash', 100), cr('sys:debtors', 100)])).toContainEqual({
      code: 'party_missing',
      line: 1,
    })
    expect(
      checkPostings([{ account_id: 'sys:cash', dr: 100, cr: 100 }, cr('sys:round-off', 0)]).map(
        (e) => e.code,
      ),
    ).toEqual(['one_side', 'one_side'])
    expect(checkPostings([dr('nowhere', 5), cr('sys:cash', 5)])).toEqual([
      { code: 'unknown_account', line: 0 },
    ])
    expect(checkPostings([dr('bank-1', 5), cr('sys:cash', 5)], bank)).toEqual([])
  })
})

describe('receipts, refunds and payments', () => {
  const base: MoneyInput = {
    kind: 'rcpt',
    party_id: 'p1',
    amount: rupees(2_00_000),
    mode: 'neft',
    account_id: 'bank-1',
  }

  it('needs the reference and date of a bank transfer (G5: NEFT without UTR refused, with it accepted)', () => {
    expect(checkMoney(base, bank)).toEqual(['reference_required'])
    expect(
      checkMoney({ ...base, instrument: { ref: 'HDFCN52025110112345', date: '2025-11-15' } }, bank),
    ).toEqual([])
    expect(checkMoney({ ...base, mode: 'cash', account_id: 'sys:cash' })).toEqual([])
  })

  it('refuses nothing to receive, no party, and an account that is not cash or bank', () => {
    expect(
      checkMoney({ ...base, amount: 0, mode: 'cash', account_id: 'sys:sales-parts', party_id: '' }),
    ).toEqual(['amount_not_positive', 'party_missing', 'not_money_account'])
  })

  it('posts a receipt with TDS and bank charges, a refund and a payment, always balanced', () => {
    const r = moneyPostings({ ...base, tds_deducted: rupees(200), bank_charges: rupees(15) })
    expect(r).toEqual([
      dr('bank-1', rupees(2_00_000 - 15)),
      dr('sys:tds-receivable', rupees(200)),
      dr('sys:bank-charges', rupees(15)),
      cr('sys:debtors', rupees(2_00_200), 'p1'),
    ])
    expect(moneyPostings({ ...base, kind: 'rfnd' })).toEqual([
      dr('sys:debtors', base.amount, 'p1'),
      cr('bank-1', base.amount),
    ])
    expect(moneyPostings({ ...base, kind: 'pay' })).toEqual([
      dr('sys:creditors', base.amount, 'p1'),
      cr('bank-1', base.amount),
    ])
    expect(checkMoney({ ...base, kind: 'pay', tds_deducted: 1 }, bank)).toContain('deductions_not_allowed')
  })

  it('a bounced cheque undoes the receipt', () => {
    const postings = moneyPostings({ ...base, mode: 'cheque' })
    const back = bouncePostings({ postings })
    expect(totalsOf([...postings, ...back])).toEqual({ dr: 2 * base.amount, cr: 2 * base.amount })
    expect(back).toEqual([cr('bank-1', base.amount), dr('sys:debtors', base.amount, 'p1')])
  })

  it('every money voucher balances, whatever the amounts (200 random cases)', () => {
    let seed = 7
    const rand = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed % max
    }
    for (let i = 0; i < 200; i++) {
      const amount = 1 + rand(10_000_000_00)
      const kind = (['rcpt', 'rfnd', 'pay'] as const)[rand(3)]!
      const postings = moneyPostings({
        ...base,
        kind,
        amount,
        tds_deducted: kind === 'rcpt' ? rand(amount) : 0,
        bank_charges: kind === 'rcpt' ? rand(Math.min(amount, 1_000_00)) : 0,
      })
      expect(isBalanced(postings), `${kind} ${amount}`).toBe(true)
      expect(
        checkPostings(
          postings.filter((p) => p.dr + p.cr > 0),
          bank,
        ),
      ).toEqual([])
    }
  })
})

describe('the cash limit of s.269ST (G5)', () => {
  const booking = { kind: 'booking' as const, id: 'b1' }
  const g1 = bill('vinv', 'g1', '2025-11-15', rupees(21_74_340), { booking_id: 'b1' })
  const docs = new Map<string, Parameters<typeof chainKeyOf>[0]>([
    ['b1', booking],
    [g1.id, g1],
  ])
  const advance = receipt('g1', '2025-11-01', rupees(1_50_000), 'cash', [
    { doc_id: 'b1', amount: rupees(1_50_000) },
  ])
  const prior = cashReceipts([advance], docs)
  const atDelivery = (amount: number): CashCandidate => ({
    kind: 'rcpt',
    mode: 'cash',
    amount,
    party_id: 'g1',
    doc_date: '2025-11-15',
    chains: [chainKeyOf(g1)],
  })

  it('accepts the booking advance, then refuses cash at delivery that takes the chain to ₹2,00,000', () => {
    expect(
      checkCash({ ...atDelivery(rupees(1_50_000)), doc_date: '2025-11-01', chains: ['booking:b1'] }, []),
    ).toEqual({
      ok: true,
    })
    expect(chainKeyOf(g1)).toBe('booking:b1')
    expect(checkCash(atDelivery(rupees(50_000)), prior)).toEqual({
      ok: false,
      limb: 'chain',
      already: rupees(1_50_000),
      limit: CASH_LIMIT,
    })
    expect(checkCash(atDelivery(rupees(49_999)), prior)).toEqual({ ok: true })
  })

  it("refuses a party's second cash payment of the day that takes the day to ₹2,00,000, on another invoice", () => {
    const wi1 = bill('winv', 'c2', '2025-12-10', rupees(1_20_000))
    const wi2 = bill('winv', 'c2', '2025-12-10', rupees(80_000))
    const docs2 = new Map([
      [wi1.id, wi1],
      [wi2.id, wi2],
    ])
    const first = receipt('c2', '2025-12-10', rupees(1_20_000), 'cash', [
      { doc_id: wi1.id, amount: rupees(1_20_000) },
    ])
    const second: CashCandidate = {
      kind: 'rcpt',
      mode: 'cash',
      amount: rupees(80_000),
      party_id: 'c2',
      doc_date: '2025-12-10',
      chains: [chainKeyOf(wi2)],
    }
    expect(checkCash(second, cashReceipts([first], docs2))).toMatchObject({ ok: false, limb: 'party_day' })
    expect(checkCash({ ...second, doc_date: '2025-12-11' }, cashReceipts([first], docs2))).toEqual({
      ok: true,
    })
  })

  it('refuses ₹2,00,000 in one receipt, or a cash refund of it; other modes are not counted', () => {
    expect(checkCash({ ...atDelivery(CASH_LIMIT), chains: [] }, [])).toMatchObject({
      ok: false,
      limb: 'single',
    })
    expect(checkCash({ ...atDelivery(CASH_LIMIT - 1), chains: [] }, [])).toEqual({ ok: true })
    expect(checkCash({ ...atDelivery(CASH_LIMIT), kind: 'rfnd' }, [])).toMatchObject({
      ok: false,
      limb: 'refund',
    })
    expect(checkCash({ ...atDelivery(CASH_LIMIT), mode: 'neft' }, prior)).toEqual({ ok: true })
  })

  it('counts only posted cash receipts', () => {
    const cancelled = { ...advance, id: 'x', status: 'cancelled' as const }
    const byBank = receipt('g1', '2025-11-01', rupees(1_50_000), 'neft', [
      { doc_id: 'b1', amount: rupees(1_50_000) },
    ])
    expect(cashReceipts([cancelled, byBank], docs)).toEqual([])
  })
})

describe('the party ledger and ageing (G8, as of 31 Jan 2026)', () => {
  const advance = receipt('g1', '2025-11-01', rupees(1_50_000), 'cash', [
    { doc_id: 'b1', amount: rupees(1_50_000) },
  ])
  const g1 = bill('vinv', 'g1', '2025-11-15', rupees(21_74_340), {
    booking_id: 'b1',
    number: 'NRINV-2526/A0001',
  })
  const finance = receipt('g1', '2025-11-20', rupees(15_00_000), 'neft', [
    { doc_id: g1.id, amount: rupees(15_00_000) },
  ])
  const g3 = bill('winv', 'c3', '2025-12-10', rupees(6_842))
  const g2 = bill('vinv', 'k2', '2025-12-01', rupees(7_50_000))
  const g2paid = receipt('k2', '2025-12-05', rupees(7_50_000), 'neft', [
    { doc_id: g2.id, amount: rupees(7_50_000) },
  ])
  const all: Voucher[] = [finance, g3, advance, g2paid, g1, g2]

  it('runs the balance Dr/Cr document by document', () => {
    const ledger = partyLedger({ id: 'g1', opening_balance: 0 }, all, {
      from: '2025-04-01',
      to: '2026-01-31',
    })
    expect(ledger.rows.map((r) => [r.doc_date, r.dr, r.cr, r.balance])).toEqual([
      ['2025-11-01', 0, rupees(1_50_000), -rupees(1_50_000)],
      ['2025-11-15', rupees(21_74_340), 0, rupees(20_24_340)],
      ['2025-11-20', 0, rupees(15_00_000), rupees(5_24_340)],
    ])
    expect(ledger.closing).toBe(rupees(5_24_340))
  })

  it('carries what came before the period into the opening balance, and lists a cancelled document with no amount', () => {
    const cancelled = { ...bill('winv', 'g1', '2025-12-01', rupees(999)), status: 'cancelled' as const }
    const ledger = partyLedger({ id: 'g1', opening_balance: rupees(100) }, [...all, cancelled], {
      from: '2025-11-16',
      to: '2026-01-31',
    })
    expect(ledger.opening).toBe(rupees(100 - 1_50_000 + 21_74_340))
    expect(ledger.rows.map((r) => [r.doc_date, r.dr, r.cr, r.cancelled])).toEqual([
      ['2025-11-20', 0, rupees(15_00_000), false],
      ['2025-12-01', 0, 0, true],
    ])
    expect(ledger.closing).toBe(rupees(100 + 5_24_340))
  })

  it('ages what is open by document date: the advance counts against the invoice of its booking', () => {
    const items = ['g1', 'c3', 'k2'].flatMap((p) => openItems(p, all, '2026-01-31'))
    expect(items.map((i) => [i.number, i.pending, i.age])).toEqual([
      ['NRINV-2526/A0001', rupees(5_24_340), 77],
      [g3.number, rupees(6_842), 52],
    ])
    expect(ageing(items)).toEqual({
      buckets: { '0-30': 0, '31-60': rupees(6_842), '61-90': rupees(5_24_340), '90+': 0 },
      total: rupees(5_31_182),
    })
  })

  it("every party's closing balance is its opening plus the sum of its postings (100 random books)", () => {
    let seed = 11
    const rand = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed % max
    }
    for (let book = 0; book < 100; book++) {
      const parties = ['a', 'b', 'c']
      const vouchers = Array.from({ length: 1 + rand(30) }, () => {
        const party = parties[rand(3)]!
        const date = `2025-${String(1 + rand(12)).padStart(2, '0')}-${String(1 + rand(28)).padStart(2, '0')}`
        const amount = 1 + rand(5_00_000_00)
        const v = rand(2) === 0 ? bill('winv', party, date, amount) : receipt(party, date, amount, 'cash', [])
        return rand(10) === 0 ? { ...v, status: 'cancelled' as const } : v
      })
      for (const party of parties) {
        const opening = rand(1_000_00) - 500_00
        const ledger = partyLedger({ id: party, opening_balance: opening }, vouchers, {
          from: '2025-01-01',
          to: '2025-12-31',
        })
        const sum = vouchers
          .filter((v) => v.status === 'posted')
          .flatMap((v) => v.postings)
          .filter((p) => p.party_id === party)
          .reduce((s, p) => s + p.dr - p.cr, 0)
        expect(ledger.closing).toBe(opening + sum)
        for (const v of vouchers) if (v.status === 'posted') expect(isBalanced(v.postings)).toBe(true)
      }
    }
  })
})
