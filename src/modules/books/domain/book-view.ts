// How the day book, the cash book and the bank book (research/modules.md §3.14, §3.15; issue 19 part 2 item 6)
// are read: which book and period the address asks for, the lines each book lists (the cash and bank books
// with their opening and closing as lines, so what is listed, exported and printed reconciles on its own),
// the money each voucher moved, and which vouchers have a screen to open. Derived from the vouchers alone,
// never stored; the words come from the caller.
import type { AccountGroup } from '@schemas/accounts.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { parsePlainDate } from '@/utils/plain-date'
import { isMoneyAccount } from './chart'
import { accountBook, dayBook, type AccountBook, type Period } from './day-book'
import { byDate } from './ledger'
import { particularsText, type ParticularsWords } from './ledger-view'

export type BookKind = 'day' | 'cash' | 'bank'
export const BOOK_KINDS: readonly BookKind[] = ['day', 'cash', 'bank']

export const CASH_ACCOUNT = 'sys:cash'
export const BANK_ACCOUNT = 'sys:bank'

export function bookKind(asked: string | null): BookKind {
  return asked === 'cash' || asked === 'bank' ? asked : 'day'
}

/**
 * The period in the address, or the default for what is missing or not a date: the day book is read a day at
 * a time (today); the cash and bank books a month at a time (this month up to today). A from-date after the
 * to-date is refused rather than swapped: one of them was typed wrong.
 */
export function bookPeriod(
  book: BookKind,
  from: string | null,
  to: string | null,
  today: string,
): { ok: true; period: Period } | { ok: false; reason: 'from-after-to' } {
  const valid = (d: string | null): d is string => d !== null && parsePlainDate(d).ok
  const first = book === 'day' ? today : `${today.slice(0, 7)}-01`
  const period = { from: valid(from) ? from : first, to: valid(to) ? to : today }
  return period.from > period.to ? { ok: false, reason: 'from-after-to' } : { ok: true, period }
}

/** "Party · particulars": who the voucher was with, then what the party ledger says of it. */
export function bookParticulars(
  v: Voucher,
  numberOf: (id: string) => string | undefined,
  t: ParticularsWords,
  locale: 'en' | 'hi' = 'en',
): string {
  const words = particularsText(v, numberOf, t, locale)
  return [v.party?.name ?? '', words].filter(Boolean).join(' · ')
}

export type BookEntry = {
  voucher: Voucher
  /** The day book: the voucher's value. The account books: what it moved on the account (0 if cancelled). */
  amount: number
  /** Money in (debit, receipt) and out (credit, payment): on the account, or on every cash and bank account
   * for the day book. 0 when cancelled. */
  dr: number
  cr: number
  /** The account's balance after it; null in the day book and for a cancelled voucher. */
  balance: number | null
  cancelled: boolean
}

/** A line of a book as listed, exported and printed. Only the cash and bank books have opening and closing. */
export type BookLine =
  | { kind: 'opening'; key: 'opening'; date: string; balance: number }
  | { kind: 'entry'; key: string; entry: BookEntry }
  | { kind: 'closing'; key: 'closing'; date: string; balance: number }

export type BookView = {
  lines: BookLine[]
  /** Σ of the period: money in and out (and, for the day book, the vouchers' values). */
  totals: { dr: number; cr: number; amount: number }
  opening: number | null
  closing: number | null
}

type OwnAccounts = ReadonlyMap<string, { account_group: AccountGroup }>

/** What a voucher moved on every cash and bank account: a contra (cash into the bank) is both in and out. */
export function moneyMoved(v: Voucher, own: OwnAccounts): { dr: number; cr: number } {
  let dr = 0
  let cr = 0
  for (const p of v.postings) {
    if (!isMoneyAccount(p.account_id, own)) continue
    dr += p.dr
    cr += p.cr
  }
  return { dr, cr }
}

/** The day book: every voucher of the period in book order, with its value and the money it moved. */
export function dayBookView(vouchers: readonly Voucher[], period: Period, own: OwnAccounts): BookView {
  const byId = new Map(vouchers.map((v) => [v.id, v]))
  const totals = { dr: 0, cr: 0, amount: 0 }
  const lines = dayBook(vouchers, period).map((row): BookLine => {
    const voucher = byId.get(row.voucher_id)!
    const moved = row.cancelled ? { dr: 0, cr: 0 } : moneyMoved(voucher, own)
    totals.dr += moved.dr
    totals.cr += moved.cr
    totals.amount += row.amount
    return {
      kind: 'entry',
      key: row.voucher_id,
      entry: { voucher, amount: row.amount, ...moved, balance: null, cancelled: row.cancelled },
    }
  })
  return { lines, totals, opening: null, closing: null }
}

/**
 * One account's book: the opening (the account's own opening plus everything posted on it before the period:
 * `earlier` holds those vouchers), each voucher of the period that moved it with the running balance, and
 * the closing. A cancelled voucher that had been on the account stays in its place, struck through, with
 * nothing in it.
 */
export function accountBookView(
  accountId: string,
  openingBalance: number,
  earlier: readonly Voucher[],
  inPeriod: readonly Voucher[],
  period: Period,
): BookView {
  const book: AccountBook = accountBook(accountId, openingBalance, [...earlier, ...inPeriod], period)
  const rows = new Map(book.rows.map((r) => [r.voucher_id, r]))
  const touches = (v: Voucher) => v.postings.some((p) => p.account_id === accountId)
  const listed = inPeriod
    .filter((v) => v.doc_date >= period.from && v.doc_date <= period.to)
    .filter((v) => rows.has(v.id) || (v.status === 'cancelled' && touches(v)))
    .sort(byDate)
  const entries = listed.map((voucher): BookLine => {
    const row = rows.get(voucher.id)
    const entry: BookEntry = row
      ? { voucher, amount: row.dr - row.cr, dr: row.dr, cr: row.cr, balance: row.balance, cancelled: false }
      : { voucher, amount: 0, dr: 0, cr: 0, balance: null, cancelled: true }
    return { kind: 'entry', key: voucher.id, entry }
  })
  return {
    lines: [
      { kind: 'opening', key: 'opening', date: period.from, balance: book.opening },
      ...entries,
      { kind: 'closing', key: 'closing', date: period.to, balance: book.closing },
    ],
    totals: { dr: book.inflow, cr: book.outflow, amount: book.inflow - book.outflow },
    opening: book.opening,
    closing: book.closing,
  }
}
