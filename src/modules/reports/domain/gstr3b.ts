// An estimate of GSTR-3B for a month (research/modules.md §3.15, research/dms.md c.5), from the documents as
// posted. The portal drafts the real return from GSTR-1 and GSTR-2B; this is what the books say it should hold:
//   3.1 outward supplies — (a) taxable, (b) zero-rated (to SEZ units), (c) nil-rated, (d) inward supplies on
//       reverse charge, (e) non-GST outward supplies (the app records none: pure-agent charges are not supplies);
//       net of credit notes, but a registered buyer's note dated from 1 Oct 2025 lowers the tax only once the
//       buyer has accepted it (s.34(2) proviso; modules.md §0 #2): until then it is shown as held back;
//   3.2 inter-state supplies of 3.1(a) to unregistered persons and composition dealers, by place of supply;
//   4   input tax credit: what the purchases posted to the input accounts (the legacy compensation cess of
//       bills dated till 21 Sep 2025 in its own column), less what the purchase returns reversed;
//   5   exempt and nil-rated inward supplies, inter- and intra-state;
//   6.1 the tax payable, set off against the credit in the order of s.49 and Rule 88A (integrated credit
//       first — on integrated tax, then on central and state tax where their own credit falls short — then
//       central and state credit on their own head and on integrated tax; cess only on cess), the rest in cash,
//       reverse-charge tax always in cash.
import type { Voucher } from '@schemas/vouchers.schema'
import {
  isRegistered,
  placeOfSupply,
  ratedLines,
  suppliedLines,
  supplyOf,
  zeroHeads,
  type Heads,
  type Month,
} from './gstr1'

export type Tax = { igst: number; cgst: number; sgst: number; cess: number }

export type PosRow = { pos: string; taxable: number; igst: number }

export type Payment = {
  head: keyof Tax
  /** Output tax of 3.1(a) and (b) on this head. */
  payable: number
  /** Reverse-charge tax of 3.1(d), paid in cash only. */
  rcm: number
  /** Credit used for it, by the head the credit is of. */
  itc: Tax
  cash: number
}

export type Gstr3b = {
  outward: { taxable: Heads; zeroRated: Heads; nil: number; inwardRcm: Heads; nonGst: number }
  /** Registered buyers' credit notes whose tax falls only once the buyer accepts them (not in 3.1). */
  heldBack: Heads
  interState: { unregistered: PosRow[]; composition: PosRow[] }
  itc: { rcm: Tax; other: Tax; reversed: Tax; net: Tax }
  exemptInward: { inter: number; intra: number }
  payment: Payment[]
  /** Credit left after the set-off, carried to the next month. */
  carried: Tax
}

const SALES = new Set<Voucher['type']>(['vinv', 'winv'])
const SALES_NOTES = new Set<Voucher['type']>(['vcn', 'wcn'])
const PURCHASES = new Set<Voucher['type']>(['vpur', 'ppur'])
const PURCHASE_RETURNS = new Set<Voucher['type']>(['vpret', 'ppret'])

/** From this date a registered buyer's credit note lowers our tax only once the buyer accepts it. */
export const ITC_REVERSAL_RULE_FROM = '2025-10-01'

const INPUT_ACCOUNTS: Record<string, keyof Tax> = {
  'sys:input-igst': 'igst',
  'sys:input-cgst': 'cgst',
  'sys:input-sgst': 'sgst',
  'sys:input-cess-legacy': 'cess',
}

export const zeroTax = (): Tax => ({ igst: 0, cgst: 0, sgst: 0, cess: 0 })
const HEADS: (keyof Tax)[] = ['igst', 'cgst', 'sgst', 'cess']

function addLines(into: Heads, v: Voucher, sign: number): void {
  for (const l of ratedLines(v)) {
    into.taxable += sign * l.taxable
    into.igst += sign * (l.igst ?? 0)
    into.cgst += sign * (l.cgst ?? 0)
    into.sgst += sign * (l.sgst ?? 0)
    into.cess += sign * (l.cess ?? 0)
  }
}

const nilValue = (v: Voucher) =>
  suppliedLines(v)
    .filter((l) => (l.gst_bp ?? 0) === 0)
    .reduce((s, l) => s + l.taxable, 0)

/** Whether a credit note lowers the month's output tax (see the head of this file). */
export function noteCounts(note: Pick<Voucher, 'party' | 'doc_date' | 'itc_reversal'>): boolean {
  if (!isRegistered(note) || note.doc_date < ITC_REVERSAL_RULE_FROM) return true
  return note.itc_reversal?.status === 'accepted'
}

function addPos(rows: Map<string, PosRow>, pos: string, v: Voucher, sign: number): void {
  const row = rows.get(pos) ?? { pos, taxable: 0, igst: 0 }
  for (const l of ratedLines(v)) {
    row.taxable += sign * l.taxable
    row.igst += sign * (l.igst ?? 0)
  }
  rows.set(pos, row)
}

/**
 * Set `payable` off against `credit` (both by head) in the order of s.49(5) and Rule 88A; returns the credit
 * used per liability head and by which credit head, and the credit left.
 */
export function setOff(payable: Tax, credit: Tax): { used: Record<keyof Tax, Tax>; left: Tax; due: Tax } {
  const due = { ...payable }
  const left = { ...credit }
  const used = { igst: zeroTax(), cgst: zeroTax(), sgst: zeroTax(), cess: zeroTax() }
  const apply = (from: keyof Tax, to: keyof Tax, cap = Infinity) => {
    const n = Math.max(0, Math.min(left[from], due[to], cap))
    left[from] -= n
    due[to] -= n
    used[to][from] += n
  }
  apply('igst', 'igst')
  // Integrated credit next goes where central or state credit cannot reach, then on either.
  apply('igst', 'cgst', Math.max(0, due.cgst - left.cgst))
  apply('igst', 'sgst', Math.max(0, due.sgst - left.sgst))
  apply('igst', 'cgst')
  apply('igst', 'sgst')
  apply('cgst', 'cgst')
  apply('cgst', 'igst')
  apply('sgst', 'sgst')
  apply('sgst', 'igst')
  apply('cess', 'cess')
  return { used, left, due }
}

export function gstr3b(vouchers: readonly Voucher[], month: Month, dealerState: string): Gstr3b {
  const posted = vouchers.filter(
    (v) => v.status === 'posted' && v.doc_date >= month.from && v.doc_date <= month.to,
  )
  const taxable = zeroHeads()
  const zeroRated = zeroHeads()
  const heldBack = zeroHeads()
  const inwardRcm = zeroHeads()
  let nil = 0
  const unregistered = new Map<string, PosRow>()
  const composition = new Map<string, PosRow>()
  const rcm = zeroTax()
  const other = zeroTax()
  const reversed = zeroTax()
  const exemptInward = { inter: 0, intra: 0 }

  for (const v of posted) {
    if (SALES.has(v.type) || SALES_NOTES.has(v.type)) {
      const note = SALES_NOTES.has(v.type)
      const sign = note ? -1 : 1
      if (note && !noteCounts(v)) {
        addLines(heldBack, v, 1)
        continue
      }
      nil += sign * nilValue(v)
      addLines(v.party?.gst_category === 'sez' ? zeroRated : taxable, v, sign)
      if (supplyOf(v, dealerState) === 'inter' && v.party?.gst_category !== 'sez') {
        const pos = placeOfSupply(v, dealerState)
        if (!isRegistered(v)) addPos(unregistered, pos, v, sign)
        else if (v.party?.gst_category === 'composition') addPos(composition, pos, v, sign)
      }
    } else if (PURCHASES.has(v.type) || PURCHASE_RETURNS.has(v.type)) {
      const back = PURCHASE_RETURNS.has(v.type)
      const sign = back ? -1 : 1
      if (v.reverse_charge) addLines(inwardRcm, v, sign)
      const exempt = nilValue(v)
      exemptInward[supplyOf(v, dealerState)] += sign * exempt
      // The credit is what the books took: a purchase's debits to the input accounts, a return's credits.
      const into = back ? reversed : v.reverse_charge ? rcm : other
      for (const p of v.postings) {
        const head = INPUT_ACCOUNTS[p.account_id]
        if (head) into[head] += back ? p.cr - p.dr : p.dr - p.cr
      }
    }
  }

  const net = zeroTax()
  for (const h of HEADS) net[h] = rcm[h] + other[h] - reversed[h]
  // More reversed than taken is tax to pay back, not a negative credit.
  const payable: Tax = {
    igst: taxable.igst + zeroRated.igst + Math.max(0, -net.igst),
    cgst: taxable.cgst + Math.max(0, -net.cgst),
    sgst: taxable.sgst + Math.max(0, -net.sgst),
    cess: taxable.cess + zeroRated.cess + Math.max(0, -net.cess),
  }
  const credit: Tax = {
    igst: Math.max(0, net.igst),
    cgst: Math.max(0, net.cgst),
    sgst: Math.max(0, net.sgst),
    cess: Math.max(0, net.cess),
  }
  const { used, left, due } = setOff(payable, credit)
  const payment = HEADS.map((head) => ({
    head,
    payable: payable[head],
    rcm: inwardRcm[head],
    itc: used[head],
    cash: due[head] + inwardRcm[head],
  }))
  const rows = (m: Map<string, PosRow>) =>
    [...m.values()].filter((r) => r.taxable !== 0 || r.igst !== 0).sort((a, b) => a.pos.localeCompare(b.pos))
  return {
    outward: { taxable, zeroRated, nil, inwardRcm, nonGst: 0 },
    heldBack,
    interState: { unregistered: rows(unregistered), composition: rows(composition) },
    itc: { rcm, other, reversed, net },
    exemptInward,
    payment,
    carried: left,
  }
}
