// The journal entry form's model (research/modules.md §3.13): a grid of lines as typed, checked by one pure
// function into a journal voucher ready to post, or into error codes per line and field. Blank lines are the
// grid's spare rows, not lines: the counter may leave them. Everything §3.13 refuses is refused here, before a
// number is taken; a line straight on a GST or TCS account is only warned of (the returns are made from them).
// The running totals are the same arithmetic the check uses, so what the screen shows is what is refused.
import type { AccountGroup } from '@schemas/accounts.schema'
import type { Voucher } from '@schemas/vouchers.schema'
import { dateField, moneyField, type Checked, type FieldError, type FieldErrors } from '@/utils/form-model'
import { financialYearOf } from '@/utils/financial-year'
import { parsePlainDate } from '@/utils/plain-date'
import { CONTROL_ACCOUNTS, groupOf, isMoneyAccount, type SystemAccountId } from './chart'
import { checkJournal, reversalOf, type JournalLine } from './journal'
import { dateRefusal, type DateRefusal, type PeriodRules } from './period'
import { SERIES_PREFIX } from './voucher-series'
import type { UnnumberedVoucher } from './voucher-fields'

/** A posted line keeps its narration and, on a control account, the party's name as it was when posted (the
 * voucher's party snapshot names only its first party; a reprint never changes with the party master). */
export type JournalPosting = JournalLine

export type JournalLineDraft = {
  account_id: string
  /** The party of a line on the debtors or creditors control account, and its name as picked. */
  party_id: string
  party_name: string
  /** Rupees as typed; one of the two. */
  dr: string
  cr: string
  narration: string
}

/** What the entry was started as: it fills the first lines; the check is the same for all. */
export type JournalPreset = 'adjustment' | 'contra' | 'opening'

export type JournalDraft = {
  doc_date: string
  lines: JournalLineDraft[]
  narration: string
}

export const LINE_FIELDS = ['account_id', 'party_id', 'dr', 'cr', 'narration'] as const
export type LineField = (typeof LINE_FIELDS)[number]
export type JournalField = 'doc_date' | 'lines' | `line-${number}-${LineField}`

export type JournalErrorCode =
  | 'required'
  | 'invalid'
  | 'not_positive'
  | 'too_large'
  | DateRefusal
  | 'unknown_account'
  | 'inactive_account'
  | 'both_sides'
  | 'no_side'
  | 'too_few_lines'
  | 'unbalanced'

export type JournalErrors = FieldErrors<JournalField, JournalErrorCode>

/** The dealer's accounts as the check needs them. */
export type OwnAccounts = ReadonlyMap<string, { account_group: AccountGroup; active?: boolean }>

export type JournalContext = { period: PeriodRules; accounts: OwnAccounts }

export const lineField = (line: number, field: LineField): JournalField => `line-${line}-${field}`

export const emptyLine = (patch: Partial<JournalLineDraft> = {}): JournalLineDraft => ({
  account_id: '',
  party_id: '',
  party_name: '',
  dr: '',
  cr: '',
  narration: '',
  ...patch,
})

const isBlank = (l: JournalLineDraft) =>
  !l.account_id && !l.party_id && !l.dr.trim() && !l.cr.trim() && !l.narration.trim()

export const isControlAccount = (id: string) => CONTROL_ACCOUNTS.includes(id as SystemAccountId)

/**
 * A new entry. A contra moves money between cash and a bank (cash deposited: the bank debited, cash
 * credited); opening balances are set against the opening equity; an adjustment starts with two blank lines.
 */
export function emptyJournal(preset: JournalPreset, today: string, bankId = 'sys:bank'): JournalDraft {
  const lines =
    preset === 'contra'
      ? [emptyLine({ account_id: bankId }), emptyLine({ account_id: 'sys:cash' })]
      : preset === 'opening'
        ? [emptyLine(), emptyLine({ account_id: 'sys:opening-equity' })]
        : [emptyLine(), emptyLine()]
  return { doc_date: today, lines, narration: '' }
}

/** The order the error summary lists fields in: the date, each line left to right, then the totals. */
export function journalFieldOrder(lineCount: number): JournalField[] {
  const lines = Array.from({ length: lineCount }, (_, i) => LINE_FIELDS.map((f) => lineField(i, f))).flat()
  return ['doc_date', ...lines, 'lines']
}

type Amount = { ok: true; value: number } | { ok: false; error: FieldError<JournalErrorCode> }
const side = (text: string): Amount => moneyField(text, { optional: true })

/** Σ dr, Σ cr and their difference over what parses; the grid shows them as the counter types. */
export function journalTotals(lines: readonly JournalLineDraft[]): {
  dr: number
  cr: number
  difference: number
} {
  let dr = 0
  let cr = 0
  for (const l of lines) {
    const d = side(l.dr)
    const c = side(l.cr)
    if (d.ok) dr += d.value
    if (c.ok) cr += c.value
  }
  return { dr, cr, difference: dr - cr }
}

/** Lines on a GST or TCS account (by their place in the grid): the screen asks for a second look. */
export function taxWarnings(lines: readonly JournalLineDraft[]): number[] {
  const postings = lines.map((l) => ({ account_id: l.account_id, dr: 0, cr: 0 }))
  return checkJournal(postings).warnings.map((w) => w.line)
}

/**
 * Party lines of an entry against the opening equity whose party already carries an opening balance on its
 * own record (`openingOf`, in paise): the ledger starts from the record's balance and then adds the entry's,
 * so one of them is counted twice. Warned, not refused: a balance may be split on purpose, but the counter
 * should clear one (research/modules.md §3.14: opening = the party's balance + what is posted before).
 */
export function openingTwice(
  lines: readonly JournalLineDraft[],
  openingOf: (partyId: string) => number | undefined,
): { line: number; opening: number }[] {
  if (!lines.some((l) => l.account_id === 'sys:opening-equity')) return []
  return lines.flatMap((l, line) => {
    const opening = l.party_id && isControlAccount(l.account_id) ? (openingOf(l.party_id) ?? 0) : 0
    return opening !== 0 ? [{ line, opening }] : []
  })
}

/** The draft as a journal voucher ready to post, or what is wrong with it. */
export function checkJournalDraft(
  draft: JournalDraft,
  ctx: JournalContext,
): Checked<UnnumberedVoucher, JournalField, JournalErrorCode> {
  const errors: JournalErrors = {}
  const date = dateField(draft.doc_date)
  if (!date.ok) errors.doc_date = date.error
  else {
    const refusal = dateRefusal(date.value, ctx.period)
    if (refusal) errors.doc_date = { code: refusal }
  }

  const postings: JournalPosting[] = []
  draft.lines.forEach((l, i) => {
    if (isBlank(l)) return
    const at = (f: LineField, e: FieldError<JournalErrorCode>) => {
      errors[lineField(i, f)] ??= e
    }
    if (!l.account_id) at('account_id', { code: 'required' })
    else if (groupOf(l.account_id, ctx.accounts) === null) at('account_id', { code: 'unknown_account' })
    else if (ctx.accounts.get(l.account_id)?.active === false) at('account_id', { code: 'inactive_account' })
    const control = isControlAccount(l.account_id)
    if (control && !l.party_id) at('party_id', { code: 'required' })
    const d = side(l.dr)
    const c = side(l.cr)
    if (!d.ok) at('dr', d.error)
    if (!c.ok) at('cr', c.error)
    if (d.ok && c.ok) {
      if (d.value > 0 && c.value > 0) at('cr', { code: 'both_sides' })
      else if (d.value === 0 && c.value === 0) at('dr', { code: 'no_side' })
    }
    postings.push({
      account_id: l.account_id,
      ...(control && l.party_id ? { party_id: l.party_id } : {}),
      ...(control && l.party_id && l.party_name ? { party_name: l.party_name } : {}),
      dr: d.ok ? d.value : 0,
      cr: c.ok ? c.value : 0,
      ...(l.narration.trim() ? { narration: l.narration.trim() } : {}),
    })
  })

  const totals = journalTotals(draft.lines)
  if (postings.length < 2) errors.lines = { code: 'too_few_lines' }
  else if (totals.difference !== 0) {
    errors.lines = {
      code: 'unbalanced',
      values: { dr: totals.dr, cr: totals.cr, difference: Math.abs(totals.difference) },
    }
  }
  // The invariants every voucher keeps, as the books check them: nothing above may have let one through.
  if (Object.keys(errors).length === 0 && checkJournal(postings, ctx.accounts).errors.length > 0) {
    errors.lines = { code: 'invalid' }
  }
  if (Object.keys(errors).length > 0 || !date.ok) return { ok: false, errors }

  const fy = financialYearOf((parsePlainDate(date.value) as { ok: true; value: never }).value)
  const first = draft.lines.find((l) => isControlAccount(l.account_id) && l.party_id)
  return {
    ok: true,
    value: {
      type: 'jv',
      status: 'posted',
      series: SERIES_PREFIX.jv,
      fy: fy.ok ? fy.value.shortCode : '',
      doc_date: date.value,
      // The party ledger finds a voucher by its party: the first party named stands for the entry.
      party_id: first?.party_id ?? '',
      ...(first ? { party: { name: first.party_name || first.party_id } } : {}),
      lines: [],
      totals: { grand_total: totals.dr },
      postings,
      stock_moves: [],
      ...(draft.narration.trim() ? { narration: draft.narration.trim() } : {}),
      print_count: 0,
    },
  }
}

export type ReversalRefusal = DateRefusal | 'not_posted' | 'not_journal' | 'already_reversed'

/** Why `original` may not be reversed today; null when it may. */
export function reversalRefusal(
  original: Pick<Voucher, 'id' | 'type' | 'status'>,
  all: readonly Pick<Voucher, 'type' | 'status' | 'against_id'>[],
  period: PeriodRules,
): ReversalRefusal | null {
  if (original.type !== 'jv') return 'not_journal'
  if (original.status !== 'posted') return 'not_posted'
  if (all.some((v) => v.type === 'jv' && v.status === 'posted' && v.against_id === original.id)) {
    return 'already_reversed'
  }
  return dateRefusal(period.today, period)
}

/**
 * The journal that undoes `original` (a wrong JV is reversed, never edited): its lines with the sides
 * swapped, dated today, pointing at it, with a narration naming it.
 */
export function reversalVoucher(original: Voucher, today: string, narration: string): UnnumberedVoucher {
  const fy = financialYearOf((parsePlainDate(today) as { ok: true; value: never }).value)
  return {
    type: 'jv',
    status: 'posted',
    series: SERIES_PREFIX.jv,
    fy: fy.ok ? fy.value.shortCode : '',
    doc_date: today,
    party_id: original.party_id,
    ...(original.party ? { party: original.party } : {}),
    against_id: original.id,
    lines: [],
    totals: { grand_total: original.totals.grand_total },
    postings: reversalOf(original.postings),
    stock_moves: [],
    narration,
    print_count: 0,
  }
}

export type JournalKind = 'contra' | 'opening' | 'reversal' | 'adjustment'

/** What a posted journal is, read from its lines: the register filters by it. */
export function journalKind(v: Pick<Voucher, 'postings' | 'against_id'>, own: OwnAccounts): JournalKind {
  if (v.against_id) return 'reversal'
  if (v.postings.some((p) => p.account_id === 'sys:opening-equity')) return 'opening'
  if (v.postings.length > 0 && v.postings.every((p) => isMoneyAccount(p.account_id, own))) return 'contra'
  return 'adjustment'
}
