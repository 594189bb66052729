import { beforeAll, describe, expect, it } from 'vitest'
import type { NodeDocumentsKit } from '@workers/documents/node-kit.options'
import { specText } from '@/lib/documents/spec-text'
import { translate } from '@/lib/i18n'
import { SYSTEM_ACCOUNTS } from '../domain/chart'
import { voucher } from '../domain/fixtures.test-data'
import { JOURNAL_STRINGS } from '../journal-strings'
import { journalDoc, type JournalPrint } from './journal-doc'

const tOf = (lang: 'en' | 'hi') => (key: string, values?: Record<string, string | number>) =>
  translate(JOURNAL_STRINGS[lang], lang, key, values)

function input(lang: 'en' | 'hi', patch: Partial<JournalPrint> = {}): JournalPrint {
  const t = tOf(lang)
  const jv = voucher({
    type: 'jv',
    doc_date: '2026-11-20',
    number: 'JV7QK/2627/0003',
    party_id: 'p1',
    party: { name: lang === 'hi' ? 'मीना शर्मा' : 'Meena Sharma' },
    narration: lang === 'hi' ? 'दिवाली छूट' : 'Diwali discount',
    postings: [
      { account_id: 'sys:discount-allowed', dr: 1_500_00, cr: 0, narration: 'festival offer' } as never,
      { account_id: 'sys:debtors', party_id: 'p1', dr: 0, cr: 1_500_00 },
    ],
  })
  return {
    voucher: jv,
    company: { company_name: lang === 'hi' ? 'श्री कृष्ण ऑटोमोबाइल्स' : 'Sharma Motors', state: 'Uttar Pradesh' },
    lang,
    t,
    accountName: (id) => t(`acc_${id}`),
    ...patch,
  }
}

describe('journalDoc (the page description)', () => {
  it('prints each line with account, party, debit and credit, the totals and the narration', () => {
    const text = specText(journalDoc(input('en')).spec)
    const order = [
      'JOURNAL VOUCHER',
      'JV7QK/2627/0003',
      '20 Nov 2026',
      'Account\tParty\tDebit (₹)\tCredit (₹)',
      'Discount allowed\nfestival offer\t\t₹1,500.00\t',
      'Sundry debtors (customers)\tMeena Sharma\t\t₹1,500.00',
      'Total\t\t₹1,500.00\t₹1,500.00',
      'Narration: Diwali discount',
      'One Thousand Five Hundred',
    ]
    let at = -1
    for (const part of order) {
      const next = text.indexOf(part, at + 1)
      expect(next, `"${part}" after position ${at}`).toBeGreaterThan(at)
      at = next
    }
  })

  it('says a cancelled journal is cancelled and a reversal names what it undoes', () => {
    const base = input('en')
    const cancelled = {
      ...base.voucher,
      status: 'cancelled' as const,
      cancel: { at: 1, reason: 'wrong party' },
    }
    expect(specText(journalDoc({ ...base, voucher: cancelled }).spec)).toContain('CANCELLED: wrong party')
    const rev = journalDoc({ ...base, reversalOf: { number: 'JV7QK/2627/0001', doc_date: '2026-11-02' } })
    expect(specText(rev.spec)).toContain('Reversal of JV7QK/2627/0001 · 2 Nov 2026')
  })

  it('has a name in both languages for every system account of the chart', () => {
    for (const id of Object.keys(SYSTEM_ACCOUNTS)) {
      expect(JOURNAL_STRINGS.en[`acc_${id}` as keyof typeof JOURNAL_STRINGS.en], id).toBeTruthy()
      expect(JOURNAL_STRINGS.hi[`acc_${id}` as keyof typeof JOURNAL_STRINGS.hi], id).toBeTruthy()
    }
  })
})

describe('journalDoc (the PDF)', () => {
  let kit: NodeDocumentsKit
  beforeAll(async () => {
    // Loaded by path: the app project type-checks only the workers' contracts, not their code.
    const path = '../../../../workers/documents/node-kit'
    const mod = (await import(/* @vite-ignore */ path)) as { nodeDocumentsKit: () => NodeDocumentsKit }
    kit = mod.nodeDocumentsKit()
  })

  it('prints the Hindi lines, party and totals as real text in an embedded font', async () => {
    const result = await kit.buildPdf(journalDoc(input('hi')))
    expect(result.missing).toEqual([])
    const text = (await kit.pagesText(result.pdf)).join('\n')
    for (const part of [
      'जर्नल वाउचर',
      'दी गई छूट',
      'विविध देनदार (ग्राहक)',
      'मीना शर्मा',
      '₹1,500.00',
      'दिवाली छूट',
    ]) {
      expect(text).toContain(part)
    }
    const { notEmbedded } = await kit.fonts(result.pdf)
    expect(notEmbedded).toEqual([])
  })
})
