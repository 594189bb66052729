// Delivery waits for the bill (§3.9.4): what the books say is left on the card's invoices (receipts, later
// receipts, credit notes), credit-day parties and walk-ins.
import { describe, expect, it } from 'vitest'
import type { Posting, Voucher } from '@schemas/vouchers.schema'
import { transitionBlockers, type TransitionCard } from '../domain/status'
import { unpaidAmong as unpaidBeforeDelivery } from './billing'

const dr = (account_id: string, amount: number, party_id?: string): Posting => ({
  account_id,
  ...(party_id ? { party_id } : {}),
  dr: amount,
  cr: 0,
})
const cr = (account_id: string, amount: number, party_id?: string): Posting => ({
  account_id,
  ...(party_id ? { party_id } : {}),
  dr: 0,
  cr: amount,
})

function voucher(patch: Partial<Voucher> & Pick<Voucher, 'id' | 'type' | 'postings'>): Voucher {
  return {
    rev: 1,
    created_at: 1,
    updated_at: 1,
    status: 'posted',
    number: patch.id.toUpperCase(),
    series: 'WI',
    fy: '2526',
    list_key: '',
    doc_date: '2025-12-10',
    party_id: '',
    lines: [],
    totals: { grand_total: patch.postings.reduce((s, p) => s + p.dr, 0) },
    stock_moves: [],
    ...patch,
  }
}

/** G3's invoice, 6,842.00 to the customer's account (or in cash to a walk-in). */
const invoice = (id: string, party: string, amount = 6_842_00): Voucher =>
  voucher({
    id,
    type: 'winv',
    party_id: party,
    job_card_id: 'jc-g3',
    postings: [
      party ? dr('sys:debtors', amount, party) : dr('sys:cash', amount),
      cr('sys:sales-parts', amount),
    ],
  })

const receipt = (id: string, party: string, amount: number, doc_id: string, date = '2025-12-11'): Voucher =>
  voucher({
    id,
    type: 'rcpt',
    doc_date: date,
    party_id: party,
    payment: {
      amount,
      mode: 'cash',
      account_id: 'sys:cash',
      allocations: [{ doc_id, amount }],
      on_account: 0,
    },
    postings: [dr('sys:cash', amount), cr('sys:debtors', amount, party)],
  })

const noCredit = () => 0
const ASOF = '2025-12-12'

describe('unpaidBeforeDelivery', () => {
  it('holds the whole bill until it is received, the rest after a part payment, nothing once paid', () => {
    const inv = invoice('wi-1', 'c-ramesh')
    expect(unpaidBeforeDelivery([inv], [inv], noCredit, ASOF)).toEqual({
      total: 6_842_00,
      unpaid: [{ invoice: inv, pending: 6_842_00 }],
    })
    const part = receipt('rv-1', 'c-ramesh', 5_000_00, 'wi-1')
    expect(unpaidBeforeDelivery([inv], [inv, part], noCredit, ASOF).total).toBe(1_842_00)
    const rest = receipt('rv-2', 'c-ramesh', 1_842_00, 'wi-1')
    expect(unpaidBeforeDelivery([inv], [inv, part, rest], noCredit, ASOF)).toEqual({ total: 0, unpaid: [] })
  })

  it('counts a payment received by the day asked about, not one dated later', () => {
    const inv = invoice('wi-1', 'c-ramesh')
    const later = receipt('rv-1', 'c-ramesh', 6_842_00, 'wi-1', '2025-12-20')
    expect(unpaidBeforeDelivery([inv], [inv, later], noCredit, ASOF).total).toBe(6_842_00)
    expect(unpaidBeforeDelivery([inv], [inv, later], noCredit, '2025-12-20').total).toBe(0)
  })

  it('lets a party with credit days take the vehicle unpaid, but not the other party of an insurance job', () => {
    const customer = invoice('wi-1', 'c-ramesh', 1_000_00)
    const insurer = invoice('wi-2', 'i-acko', 20_000_00)
    const credit = (id: string) => (id === 'i-acko' ? 30 : 0)
    expect(unpaidBeforeDelivery([customer, insurer], [customer, insurer], credit, ASOF)).toEqual({
      total: 1_000_00,
      unpaid: [{ invoice: customer, pending: 1_000_00 }],
    })
  })

  it('takes a walk-in’s cash sale as paid, and leaves cancelled invoices out', () => {
    const cash = invoice('wi-1', '')
    const cancelled = { ...invoice('wi-2', 'c-ramesh'), status: 'cancelled' as const }
    expect(unpaidBeforeDelivery([cash, cancelled], [cash, cancelled], () => 99, ASOF)).toEqual({
      total: 0,
      unpaid: [],
    })
  })

  it('takes a credit note against the invoice off what is left', () => {
    const inv = invoice('wi-1', 'c-ramesh')
    const note = voucher({
      id: 'wc-1',
      type: 'wcn',
      party_id: 'c-ramesh',
      against_id: 'wi-1',
      postings: [dr('sys:sales-parts', 2_500_00), cr('sys:debtors', 2_500_00, 'c-ramesh')],
    })
    expect(unpaidBeforeDelivery([inv], [inv, note], noCredit, ASOF).total).toBe(4_342_00)
  })
})

describe('delivery of a billed card', () => {
  const billed: TransitionCard = {
    status: 'ready',
    complaints: ['Noise'],
    labourCount: 1,
    partsCount: 1,
    approved_estimate: 10_000_00,
    approved_at: 1,
    billable: true,
    billed: true,
  }
  it('waits while something is unpaid and goes once nothing is', () => {
    expect(transitionBlockers(billed, 'delivered', { grandTotal: 6_842_00, unpaid: 1 })).toEqual(['unpaid'])
    expect(transitionBlockers(billed, 'delivered', { grandTotal: 6_842_00, unpaid: 0 })).toEqual([])
  })
})
