// The printed journal voucher: its lines (account, party, debit, credit, each line's narration) and their
// totals in the shared print frame, from the voucher as posted (the party names are its snapshot), so a reprint
// is the same document. A reversal names the journal it undoes; a cancelled one says so above the lines.
import type { Voucher } from '@schemas/vouchers.schema'
import type { Block, DocInput, TableRow } from '@workers/documents/spec.options'
import { documentFrame, type FrameCompany, type FrameLang } from '@/lib/documents/frame'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import type { JournalPosting } from '../domain/journal-draft'
import { totalsOf } from '../domain/postings'

type T = (key: string, values?: Record<string, string | number>) => string

export type JournalPrint = {
  voucher: Voucher
  company: FrameCompany
  lang: FrameLang
  t: T
  /** The account's name in the document's language (system or the dealer's own). */
  accountName: (id: string) => string
  /** The journal a reversal undoes. */
  reversalOf?: Pick<Voucher, 'number' | 'doc_date'> | null
}

const text = (value: string, size = 10, weight: 'regular' | 'bold' = 'regular'): Block => ({
  kind: 'text',
  size,
  runs: [{ text: value, weight }],
  spaceAfter: 6,
})

const bold = (value: string) => ({ runs: [{ text: value, weight: 'bold' as const }] })
const plain = (value: string) => ({ runs: [{ text: value }] })

export function journalDoc({ voucher, company, lang, t, accountName, reversalOf }: JournalPrint): DocInput {
  const money = (p: number) => (p ? formatPaise(p, { locale: lang }) : '')
  const party = (l: JournalPosting) =>
    l.party_id
      ? (l.party_name ?? (l.party_id === voucher.party_id ? voucher.party?.name : undefined) ?? '')
      : ''
  const lines = voucher.postings as readonly JournalPosting[]
  const totals = totalsOf(lines)
  const rows: TableRow[] = lines.map((l) => ({
    cells: [
      {
        runs: [
          { text: accountName(l.account_id) },
          ...(l.narration ? [{ text: `\n${l.narration}`, size: 8 }] : []),
        ],
      },
      plain(party(l)),
      plain(money(l.dr)),
      plain(money(l.cr)),
    ],
  }))
  const body: Block[] = []
  if (voucher.status === 'cancelled') {
    body.push(text(`${t('status_cancelled').toUpperCase()}: ${voucher.cancel?.reason ?? ''}`, 12, 'bold'))
  }
  if (reversalOf) {
    body.push(
      text(`${t('reversalOf', { no: reversalOf.number })} · ${displayDate(reversalOf.doc_date, lang)}`),
    )
  }
  body.push({
    kind: 'table',
    size: 9,
    columns: [
      { width: 0.4 },
      { width: 0.24 },
      { width: 0.18, align: 'right' },
      { width: 0.18, align: 'right' },
    ],
    header: [{ cells: [bold(t('account')), bold(t('party')), bold(t('dr')), bold(t('cr'))] }],
    rows: [...rows, { cells: [bold(t('total')), plain(''), bold(money(totals.dr)), bold(money(totals.cr))] }],
    borders: { outer: true, rows: true, columns: true },
    spaceAfter: 8,
  })
  if (voucher.narration) body.push(text(`${t('narration')}: ${voucher.narration}`, 9))
  const spec = documentFrame({
    lang,
    company,
    title: t('doc_jv'),
    facts: [
      { label: t('colNumber'), value: voucher.number },
      { label: t('colDate'), value: displayDate(voucher.doc_date, lang) },
    ],
    body,
    total: { paise: totals.dr },
    signatures: { left: t('printSignaturePrepared') },
  })
  return { spec, images: [] }
}
