import { describe, expect, it } from 'vitest'
import { cr, dr, voucher } from './fixtures.test-data'
import {
  checkJournalDraft,
  emptyJournal,
  emptyLine,
  journalFieldOrder,
  journalKind,
  journalTotals,
  reversalRefusal,
  reversalVoucher,
  openingTwice,
  taxWarnings,
  type JournalContext,
  type JournalDraft,
  type JournalLineDraft,
} from './journal-draft'
import { isBalanced } from './postings'

const ctx: JournalContext = {
  period: { lockDate: '2026-03-31', today: '2026-11-26', validTill: null },
  accounts: new Map([
    ['bank-1', { account_group: 'bank' as const, active: true }],
    ['old-bank', { account_group: 'bank' as const, active: false }],
    ['rent', { account_group: 'indirect_expenses' as const, active: true }],
  ]),
}
const line = (account_id: string, d: string, c: string, patch: Partial<JournalLineDraft> = {}) =>
  emptyLine({ account_id, dr: d, cr: c, ...patch })
const draft = (lines: JournalLineDraft[], patch: Partial<JournalDraft> = {}): JournalDraft => ({
  doc_date: '2026-11-26',
  lines,
  narration: '',
  ...patch,
})
const codes = (d: JournalDraft, c: JournalContext = ctx) => {
  const r = checkJournalDraft(d, c)
  return r.ok ? {} : Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, v?.code]))
}

describe('the journal entry form model', () => {
  it('posts a balanced discount to a customer as a JV with the party, line narrations and the total', () => {
    const r = checkJournalDraft(
      draft(
        [
          line('sys:discount-allowed', '1,500', '', { narration: 'festival offer' }),
          line('sys:debtors', '', '1500', { party_id: 'p1', party_name: 'मीना शर्मा' }),
          emptyLine(),
        ],
        { narration: '  Diwali discount ' },
      ),
      ctx,
    )
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value).toMatchObject({
      type: 'jv',
      series: 'JV',
      fy: '2627',
      status: 'posted',
      party_id: 'p1',
      party: { name: 'मीना शर्मा' },
      narration: 'Diwali discount',
      totals: { grand_total: 1_500_00 },
    })
    expect(r.value.postings).toEqual([
      { account_id: 'sys:discount-allowed', dr: 1_500_00, cr: 0, narration: 'festival offer' },
      { account_id: 'sys:debtors', party_id: 'p1', party_name: 'मीना शर्मा', dr: 0, cr: 1_500_00 },
    ])
    expect(isBalanced(r.value.postings)).toBe(true)
  })

  it('refuses fewer than two lines, blank spare lines not counting', () => {
    expect(codes(draft([line('bank-1', '100', ''), emptyLine(), emptyLine()]))).toEqual({
      lines: 'too_few_lines',
    })
  })

  it('refuses a line with both sides, with neither, or with a negative or unreadable amount', () => {
    expect(
      codes(
        draft([
          line('bank-1', '100', '100'),
          line('sys:cash', '', ''),
          line('rent', '-5', ''),
          line('rent', '12x', ''),
        ]),
      ),
    ).toMatchObject({
      'line-0-cr': 'both_sides',
      'line-1-dr': 'no_side',
      'line-2-dr': 'not_positive',
      'line-3-dr': 'invalid',
    })
  })

  it('refuses Σ dr ≠ Σ cr with both totals and the difference', () => {
    const r = checkJournalDraft(draft([line('bank-1', '10,000', ''), line('sys:cash', '', '9,000')]), ctx)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toEqual({
      lines: { code: 'unbalanced', values: { dr: 10_000_00, cr: 9_000_00, difference: 1_000_00 } },
    })
  })

  it('refuses the debtors or creditors control account without its party, and an unknown or closed account', () => {
    expect(
      codes(
        draft([
          line('sys:creditors', '500', ''),
          line('gone', '', '200'),
          line('old-bank', '', '200'),
          line('', '', '100'),
        ]),
      ),
    ).toEqual({
      'line-0-party_id': 'required',
      'line-1-account_id': 'unknown_account',
      'line-2-account_id': 'inactive_account',
      'line-3-account_id': 'required',
    })
  })

  it('keeps a party only on a control account line', () => {
    const r = checkJournalDraft(
      draft([line('rent', '100', '', { party_id: 'p9', party_name: 'X' }), line('sys:cash', '', '100')]),
      ctx,
    )
    expect(r.ok && r.value.postings[0]).toEqual({ account_id: 'rent', dr: 100_00, cr: 0 })
    expect(r.ok && r.value.party_id).toBe('')
  })

  it('refuses the dates of §2.5: on or before the lock, in the future, after the validity', () => {
    const ok = [line('bank-1', '100', ''), line('sys:cash', '', '100')]
    expect(codes(draft(ok, { doc_date: '2026-03-31' }))).toEqual({ doc_date: 'period_locked' })
    expect(codes(draft(ok, { doc_date: '2026-11-27' }))).toEqual({ doc_date: 'future_date' })
    expect(codes(draft(ok, { doc_date: '' }))).toEqual({ doc_date: 'required' })
    const expired = { ...ctx, period: { ...ctx.period, validTill: '2026-11-01' } }
    expect(codes(draft(ok), expired)).toEqual({ doc_date: 'read_only' })
  })

  it('keeps running totals of what parses, and warns of lines on GST or TCS accounts', () => {
    const lines = [
      line('sys:output-cgst', '1,000', ''),
      line('sys:tcs-payable', '', '400'),
      line('rent', 'x', '50'),
    ]
    expect(journalTotals(lines)).toEqual({ dr: 1_000_00, cr: 450_00, difference: 550_00 })
    expect(taxWarnings(lines)).toEqual([0, 1])
    expect(taxWarnings([line('sys:cash', '1', '')])).toEqual([])
  })

  it('starts a contra as cash deposited in the bank, opening balances against the opening equity', () => {
    const contra = emptyJournal('contra', '2026-11-26', 'bank-1')
    expect(contra.lines.map((l) => l.account_id)).toEqual(['bank-1', 'sys:cash'])
    contra.lines[0]!.dr = '25,000'
    contra.lines[1]!.cr = '25,000'
    const r = checkJournalDraft(contra, ctx)
    expect(r.ok && journalKind(r.value, ctx.accounts)).toBe('contra')

    const opening = emptyJournal('opening', '2026-11-26')
    expect(opening.lines.map((l) => l.account_id)).toEqual(['', 'sys:opening-equity'])
    opening.lines[0] = line('bank-1', '2,00,000', '')
    opening.lines[1]!.cr = '2,00,000'
    const o = checkJournalDraft(opening, ctx)
    expect(o.ok && journalKind(o.value, ctx.accounts)).toBe('opening')
    expect(emptyJournal('adjustment', '2026-11-26').lines.every((l) => l.account_id === '')).toBe(true)
  })

  it('lists errors for the summary in the order of the grid', () => {
    expect(journalFieldOrder(1)).toEqual([
      'doc_date',
      'line-0-account_id',
      'line-0-party_id',
      'line-0-dr',
      'line-0-cr',
      'line-0-narration',
      'lines',
    ])
  })
})

describe('reversing a wrong journal', () => {
  const wrong = voucher({
    type: 'jv',
    doc_date: '2026-10-02',
    party_id: 'p1',
    party: { name: 'Meena' },
    postings: [dr('sys:discount-allowed', 700_00), cr('sys:debtors', 700_00, 'p1')],
  })

  it('swaps every side, dated today, pointing at the original and naming it', () => {
    const r = reversalVoucher(wrong, '2026-11-26', `Reversal of ${wrong.number}`)
    expect(r).toMatchObject({
      type: 'jv',
      doc_date: '2026-11-26',
      fy: '2627',
      against_id: wrong.id,
      party_id: 'p1',
      narration: `Reversal of ${wrong.number}`,
    })
    expect(r.postings).toEqual([
      { account_id: 'sys:discount-allowed', dr: 0, cr: 700_00 },
      { account_id: 'sys:debtors', party_id: 'p1', dr: 700_00, cr: 0 },
    ])
    expect(journalKind(r, new Map())).toBe('reversal')
  })

  it('refuses a second reversal, a cancelled or non-journal voucher, and a read-only company', () => {
    const period = ctx.period
    expect(reversalRefusal(wrong, [wrong], period)).toBeNull()
    const done = { type: 'jv' as const, status: 'posted' as const, against_id: wrong.id }
    expect(reversalRefusal(wrong, [wrong, done], period)).toBe('already_reversed')
    expect(reversalRefusal(wrong, [wrong, { ...done, status: 'cancelled' }], period)).toBeNull()
    expect(reversalRefusal({ ...wrong, status: 'cancelled' }, [], period)).toBe('not_posted')
    expect(reversalRefusal({ ...wrong, type: 'rcpt' }, [], period)).toBe('not_journal')
    expect(reversalRefusal(wrong, [], { ...period, validTill: '2026-11-01' })).toBe('read_only')
  })

  it('warns of an opening entry on a party whose own record already carries an opening balance', () => {
    const lines = [
      { ...line('sys:debtors', '5000', ''), party_id: 'p1', party_name: 'Kavita' },
      { ...line('sys:debtors', '100', ''), party_id: 'p2', party_name: 'Ravi' },
      line('sys:opening-equity', '', '5100'),
    ]
    const record = new Map([['p1', 5_000_00]])
    expect(openingTwice(lines, (id) => record.get(id))).toEqual([{ line: 0, opening: 5_000_00 }])
    // An adjustment, not an opening: the record's balance is not in question.
    expect(openingTwice(lines.slice(0, 2), (id) => record.get(id))).toEqual([])
  })
})
