// How the party ledger (research/modules.md §3.14) is read: the period asked for, the balance written as
// |b| Dr/Cr, what each document's "particulars" say, which documents have a screen to jump to, and the
// lines of the ledger with its opening and closing, so the screen, its export and the printed statement
// show the same thing. Pure; the words come from the caller.
import type { Voucher } from '@schemas/vouchers.schema'
import { financialYearOf } from '@/utils/financial-year'
import { formatPaise, type DisplayLocale } from '@/utils/indian-number'
import { formatPlainDate, parsePlainDate, toEpochDay } from '@/utils/plain-date'
import type { Ledger, LedgerRow, OpenItem } from './ledger'

export type Period = { from: string; to: string }

/**
 * The period in the address, or the current financial year up to today for what is missing or not a date.
 * A from-date after the to-date is refused rather than swapped: the person typed one of them wrong.
 */
export function ledgerPeriod(
  from: string | null,
  to: string | null,
  today: string,
): { ok: true; period: Period } | { ok: false; reason: 'from-after-to' } {
  const day = parsePlainDate(today)
  const fy = day.ok ? financialYearOf(day.value) : null
  const fyStart = fy?.ok ? formatPlainDate(fy.value.start) : today
  const valid = (d: string | null): d is string => d !== null && parsePlainDate(d).ok
  const period = { from: valid(from) ? from : fyStart, to: valid(to) ? to : today }
  return period.from > period.to ? { ok: false, reason: 'from-after-to' } : { ok: true, period }
}

export type Side = 'dr' | 'cr'

/** Positive balances are Dr (the party owes us), negative Cr (we owe the party); nil has no side. */
export const sideOf = (balance: number): Side | null => (balance > 0 ? 'dr' : balance < 0 ? 'cr' : null)

/** "₹1,500.00 Dr" / "₹1,500.00 Cr" in the words given (Hindi books write नाम / जमा); nil is "₹0.00". */
export function balanceText(
  balance: number,
  words: Record<Side, string>,
  locale: DisplayLocale = 'en',
): string {
  const side = sideOf(balance)
  const amount = formatPaise(Math.abs(balance), { locale })
  return side ? `${amount} ${words[side]}` : amount
}

export type ParticularsKey =
  | 'ptChassis'
  | 'ptAgainst'
  | 'ptOnAccount'
  | 'ptRef'
  | 'ptBy'
  | 'ptBounced'
  | 'ptCancelled'
  | `mode_${NonNullable<Voucher['payment']>['mode']}`
export type ParticularsWords = (key: ParticularsKey, values?: Record<string, string>) => string

/**
 * What a ledger line says about its document, as Tally's "particulars": the chassis sold or bought, the
 * documents it settles or reverses (by number), the mode and reference of money, the narration; a cancelled
 * document says why. `numberOf` finds the number of another of the party's documents.
 */
export function particularsText(
  v: Voucher,
  numberOf: (id: string) => string | undefined,
  t: ParticularsWords,
  locale: DisplayLocale = 'en',
): string {
  const parts: string[] = []
  const chassis = v.lines.map((l) => l.chassis ?? '').filter(Boolean)
  if (chassis.length > 0) parts.push(t('ptChassis', { chassis: chassis.join(', ') }))
  const pay = v.payment
  if (pay) {
    const ref = pay.instrument?.ref
    parts.push(ref ? `${t(`mode_${pay.mode}`)} ${t('ptRef', { ref })}` : t(`mode_${pay.mode}`))
    if (pay.received_from) parts.push(t('ptBy', { name: pay.received_from }))
  }
  const against = [
    ...(v.against_id ? [numberOf(v.against_id) ?? ''] : []),
    ...(pay?.allocations ?? []).map((a) => a.doc_no ?? numberOf(a.doc_id) ?? ''),
  ].filter((no, i, all) => no !== '' && all.indexOf(no) === i)
  if (against.length > 0) parts.push(t('ptAgainst', { docs: against.join(', ') }))
  // A cancelled document carries no amount, not even in its words.
  if (pay && pay.on_account > 0 && v.type !== 'rfnd' && v.status !== 'cancelled') {
    parts.push(t('ptOnAccount', { amount: formatPaise(pay.on_account, { locale }) }))
  }
  if (pay?.cheque_status === 'bounced') parts.push(t('ptBounced'))
  if (v.narration?.trim()) parts.push(v.narration.trim())
  if (v.status === 'cancelled') parts.unshift(t('ptCancelled', { reason: v.cancel?.reason ?? '' }).trim())
  return parts.join(' · ')
}

/** A line of the ledger as listed, exported and printed: the opening, each document, the closing. */
export type LedgerLine =
  | { kind: 'opening'; key: 'opening'; date: string; balance: number }
  | { kind: 'entry'; key: string; row: LedgerRow }
  | { kind: 'closing'; key: 'closing'; date: string; balance: number }

export function ledgerLines(ledger: Ledger, period: Period): LedgerLine[] {
  return [
    { kind: 'opening', key: 'opening', date: period.from, balance: ledger.opening },
    ...ledger.rows.map((row): LedgerLine => ({ kind: 'entry', key: row.voucher_id, row })),
    { kind: 'closing', key: 'closing', date: period.to, balance: ledger.closing },
  ]
}

/** Σ dr and Σ cr of the period (cancelled documents count nothing): opening + dr − cr = closing. */
export function periodTotals(ledger: Ledger): { dr: number; cr: number } {
  return ledger.rows.reduce((t, r) => ({ dr: t.dr + r.dr, cr: t.cr + r.cr }), { dr: 0, cr: 0 })
}

/**
 * When a bill falls due. The vouchers carry no credit terms yet, so a bill is due on its own date and its
 * overdue days are its age; when terms arrive they change this one place.
 */
export function dueDate(item: Pick<OpenItem, 'doc_date'>): string {
  return item.doc_date
}

/** Whole days past due on `asOf` (0 when not yet due). */
export function overdueDays(item: Pick<OpenItem, 'doc_date'>, asOf: string): number {
  const due = parsePlainDate(dueDate(item))
  const on = parsePlainDate(asOf)
  if (!due.ok || !on.ok) return 0
  return Math.max(0, toEpochDay(on.value) - toEpochDay(due.value))
}
