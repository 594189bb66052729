import { beforeAll, describe, expect, it } from 'vitest'
import type { Voucher } from '@schemas/vouchers.schema'
import type { NodeDocumentsKit } from '@workers/documents/node-kit.options'
import type { TableBlock } from '@workers/documents/spec.options'
import { specText } from '@/lib/documents/spec-text'
import { translate } from '@/lib/i18n'
import { DAY_BOOK_STRINGS, type DayBookT } from '../day-book-strings'
import { accountBookView, dayBookView } from '../domain/book-view'
import { bill, receipt } from '../domain/fixtures.test-data'
import { LEDGER_STRINGS, type LedgerT } from '../ledger-strings'
import { bookDoc, type BookPrint } from './book-doc'

const tOf =
  (lang: 'en' | 'hi'): DayBookT =>
  (key, values) =>
    translate(DAY_BOOK_STRINGS[lang], lang, key, values)
const ltOf =
  (lang: 'en' | 'hi'): LedgerT =>
  (key, values) =>
    translate(LEDGER_STRINGS[lang], lang, key, values)

const period = { from: '2026-11-01', to: '2026-11-26' }
const name = (v: Voucher, number: string, party: string): Voucher => ({
  ...v,
  number,
  party: { name: party },
})

function vouchers(lang: 'en' | 'hi') {
  const party = lang === 'hi' ? 'मीना शर्मा' : 'Meena Sharma'
  const earlier = receipt('p1', '2026-10-20', 5_000_00, 'cash', [])
  const inv = name(bill('vinv', 'p1', '2026-11-10', 80_000_00), 'RINV-2627/A0001', party)
  const cash = name(receipt('p1', '2026-11-10', 30_000_00, 'cash', []), 'RV/0001', party)
  const wrong: Voucher = {
    ...name(receipt('p1', '2026-11-12', 7_000_00, 'cash', []), 'RV/0002', party),
    status: 'cancelled',
    cancel: { at: 1, reason: 'typed twice' },
  }
  return { earlier, inPeriod: [inv, cash, wrong] }
}

function input(lang: 'en' | 'hi', book: 'day' | 'cash'): BookPrint {
  const { earlier, inPeriod } = vouchers(lang)
  const view =
    book === 'day'
      ? dayBookView(inPeriod, period, new Map())
      : accountBookView('sys:cash', 0, [earlier], inPeriod, period)
  return {
    company: { company_name: lang === 'hi' ? 'श्री कृष्ण ऑटोमोबाइल्स' : 'Sharma Motors', state: 'Uttar Pradesh' },
    lang,
    t: tOf(lang),
    lt: ltOf(lang),
    book,
    period,
    view,
    today: '2026-11-26',
  }
}

const inOrder = (text: string, parts: readonly string[]) => {
  let at = -1
  for (const part of parts) {
    const next = text.indexOf(part, at + 1)
    expect(next, `"${part}" after position ${at}`).toBeGreaterThan(at)
    at = next
  }
}

describe('bookDoc (the page description)', () => {
  it('prints the cash book from opening to closing, reconciling down the balance column', () => {
    const { spec } = bookDoc(input('en', 'cash'))
    const text = specText(spec)
    inOrder(text, [
      'CASH BOOK',
      'Period: 1 Nov 2026 – 26 Nov 2026',
      'Date\tType\tNumber\tParty / particulars\tReceipt (₹)\tPayment (₹)\tBalance (₹)',
      '1 Nov 2026\tOpening balance\t\t\t\t\t₹5,000.00 Dr',
      '10 Nov 2026\tReceipt\tRV/0001\tMeena Sharma · Cash · On account ₹30,000.00\t₹30,000.00\t\t₹35,000.00 Dr',
      '12 Nov 2026\tReceipt\tRV/0002\tMeena Sharma · Cancelled typed twice · Cash\t\t\t',
      '\tTotal\t\t\t₹30,000.00\t\t',
      '26 Nov 2026\tClosing balance\t\t\t\t\t₹35,000.00 Dr',
      'Closing balance Dr  ₹35,000.00',
    ])
    // The credit sale moved no cash: it is not in the cash book.
    expect(text).not.toContain('RINV-2627/A0001')
    const table = spec.flow.find((b): b is TableBlock => b.kind === 'table')!
    const cancelled = table.rows.find((r) => r.cells[2]!.runs[0]!.text === 'RV/0002')!
    expect(cancelled.cells.slice(0, 4).every((c) => c.runs[0]!.strike)).toBe(true)
    expect(text).not.toContain('₹7,000.00')
  })

  it('prints the day book with every voucher, its value and the money it moved, and no balance', () => {
    const text = specText(bookDoc(input('en', 'day')).spec)
    inOrder(text, [
      'DAY BOOK',
      'Date\tType\tNumber\tParty / particulars\tAmount (₹)\tReceipt (₹)\tPayment (₹)',
      '10 Nov 2026\tVehicle invoice\tRINV-2627/A0001\tMeena Sharma\t₹80,000.00\t\t',
      '10 Nov 2026\tReceipt\tRV/0001\tMeena Sharma · Cash · On account ₹30,000.00\t₹30,000.00\t₹30,000.00\t',
      '\tTotal\t\t\t₹1,10,000.00\t₹30,000.00\t',
    ])
    expect(text).not.toContain('Opening balance')
  })
})

describe('bookDoc (the PDF)', () => {
  let kit: NodeDocumentsKit
  beforeAll(async () => {
    // Loaded by path: the app project type-checks only the workers' contracts, not their code.
    const path = '../../../../workers/documents/node-kit'
    const mod = (await import(/* @vite-ignore */ path)) as { nodeDocumentsKit: () => NodeDocumentsKit }
    kit = mod.nodeDocumentsKit()
  })

  it('prints the Hindi cash book with opening, party and closing as real text in an embedded font', async () => {
    const result = await kit.buildPdf(bookDoc(input('hi', 'cash')))
    expect(result.missing).toEqual([])
    const text = (await kit.pagesText(result.pdf)).join('\n')
    for (const part of [
      'रोकड़ बही',
      'प्रारंभिक शेष',
      '₹5,000.00 नाम',
      'मीना शर्मा',
      'अंतिम शेष',
      '₹35,000.00 नाम',
    ]) {
      expect(text).toContain(part)
    }
    const { notEmbedded } = await kit.fonts(result.pdf)
    expect(notEmbedded).toEqual([])
  })
})
