import { beforeAll, describe, expect, it } from 'vitest'
import type { NodeDocumentsKit } from '@workers/documents/node-kit.options'
import type { TableBlock } from '@workers/documents/spec.options'
import { specText } from '@/lib/documents/spec-text'
import { translate } from '@/lib/i18n'
import { bill, receipt } from '../domain/fixtures.test-data'
import { openItems, partyLedger } from '../domain/ledger'
import { LEDGER_STRINGS, type LedgerT } from '../ledger-strings'
import { statementDoc, type StatementPrint } from './statement-doc'

const tOf =
  (lang: 'en' | 'hi'): LedgerT =>
  (key, values) =>
    translate(LEDGER_STRINGS[lang], lang, key, values)

const period = { from: '2026-04-01', to: '2026-11-26' }

function input(lang: 'en' | 'hi'): StatementPrint {
  const old = bill('winv', 'p1', '2026-03-20', 2_000_00)
  const inv = bill('vinv', 'p1', '2026-05-01', 80_000_00, {
    number: 'RINV-2627/A0001',
    lines: [
      { id: 'l', kind: 'vehicle', description: 'Activa', qty: 1, taxable: 1, total: 1, chassis: 'ME4JF50' },
    ],
  })
  const part = receipt('p1', '2026-05-10', 30_000_00, 'cash', [{ doc_id: inv.id, amount: 30_000_00 }])
  part.number = 'RV/0001'
  const wrong = receipt('p1', '2026-06-01', 7_000_00, 'cash', [])
  wrong.number = 'RV/0002'
  wrong.status = 'cancelled'
  wrong.cancel = { at: 1, reason: 'typed twice' }
  const vouchers = [old, inv, part, wrong]
  const ledger = partyLedger({ id: 'p1', opening_balance: 500_00 }, vouchers, period)
  return {
    company: { company_name: lang === 'hi' ? 'श्री कृष्ण ऑटोमोबाइल्स' : 'Sharma Motors', state: 'Uttar Pradesh' },
    party: {
      heading: tOf(lang)('party'),
      name: lang === 'hi' ? 'मीना शर्मा' : 'Meena Sharma',
      mobile: '9811122333',
    },
    lang,
    t: tOf(lang),
    period,
    ledger,
    vouchers,
    open: openItems('p1', vouchers, period.to),
    today: '2026-11-26',
  }
}

describe('statementDoc (the page description)', () => {
  it('reads opening, each document with its running balance, the totals and the closing, then the open bills', () => {
    const { spec } = statementDoc(input('en'))
    const text = specText(spec)
    const order = [
      'STATEMENT OF ACCOUNT',
      'Period: 1 Apr 2026 – 26 Nov 2026',
      'Meena Sharma',
      'Date\tType\tNumber\tParticulars\tDebit (₹)\tCredit (₹)\tBalance (₹)',
      '1 Apr 2026\tOpening balance\t\t\t\t\t₹2,500.00 Dr',
      '1 May 2026\tVehicle invoice\tRINV-2627/A0001\tChassis ME4JF50\t₹80,000.00\t\t₹82,500.00 Dr',
      '10 May 2026\tReceipt\tRV/0001\tCash · Against RINV-2627/A0001\t\t₹30,000.00\t₹52,500.00 Dr',
      '1 Jun 2026\tReceipt\tRV/0002\tCancelled typed twice · Cash\t\t\t',
      '\tTotal\t\t\t₹80,000.00\t₹30,000.00\t',
      '26 Nov 2026\tClosing balance\t\t\t\t\t₹52,500.00 Dr',
      'Bills open on 26 Nov 2026',
      'Bill\tBill date\tAmount (₹)\tPending (₹)\tOverdue days',
      'RINV-2627/A0001\t1 May 2026\t₹80,000.00\t₹50,000.00\t209',
      'Closing balance Dr  ₹52,500.00',
    ]
    let at = -1
    for (const part of order) {
      const next = text.indexOf(part, at + 1)
      expect(next, `"${part}" after position ${at}`).toBeGreaterThan(at)
      at = next
    }
    // The cancelled document is struck through and carries no amount.
    const table = spec.flow.find((b): b is TableBlock => b.kind === 'table')!
    const cancelled = table.rows.find((r) => r.cells[2]!.runs[0]!.text === 'RV/0002')!
    expect(cancelled.cells.slice(0, 4).every((c) => c.runs[0]!.strike)).toBe(true)
    expect(cancelled.cells.slice(4).map((c) => c.runs[0]!.text)).toEqual(['', '', ''])
    expect(text).not.toContain('₹7,000.00')
    expect(text).not.toContain("Customer's signature")
  })

  it('writes a balance we owe as Cr, and leaves out the bills table when nothing is open', () => {
    const base = input('en')
    const ledger = { opening: -1_000_00, rows: [], closing: -1_000_00 }
    const text = specText(statementDoc({ ...base, ledger, open: [] }).spec)
    expect(text).toContain('Opening balance\t\t\t\t\t₹1,000.00 Cr')
    expect(text).toContain('Closing balance Cr  ₹1,000.00')
    expect(text).not.toContain('Bills open on')
  })
})

describe('statementDoc (the PDF)', () => {
  let kit: NodeDocumentsKit
  beforeAll(async () => {
    // Loaded by path: the app project type-checks only the workers' contracts, not their code.
    const path = '../../../../workers/documents/node-kit'
    const mod = (await import(/* @vite-ignore */ path)) as { nodeDocumentsKit: () => NodeDocumentsKit }
    kit = mod.nodeDocumentsKit()
  })

  it('prints the Hindi party name, opening and closing as real text in an embedded font', async () => {
    const result = await kit.buildPdf(statementDoc(input('hi')))
    expect(result.missing).toEqual([])
    const text = (await kit.pagesText(result.pdf)).join('\n')
    for (const part of [
      'खाता विवरण',
      'मीना शर्मा',
      'प्रारंभिक शेष',
      '₹2,500.00 नाम',
      'अंतिम शेष',
      '₹52,500.00 नाम',
      'बावन हज़ार पाँच सौ रुपये मात्र',
    ]) {
      expect(text).toContain(part)
    }
    const { notEmbedded } = await kit.fonts(result.pdf)
    expect(notEmbedded).toEqual([])
  })
})
