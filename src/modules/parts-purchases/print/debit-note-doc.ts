// The printed debit note of a wp-return, for the supplier: the parts sent back with their HSN, quantity, the
// bill's rate and tax, against which bill of theirs, and why; in the shared print frame, from the voucher as
// posted (the supplier is its snapshot), so a reprint is the same document. A cancelled one says so above the
// lines; a dispatched one gives the date the parts left and the lorry receipt. Ours is a commercial debit
// note: the supplier's credit note is the GST document (s.34).
import type { Voucher } from '@schemas/vouchers.schema'
import type { Block, DocInput, TableRow } from '@workers/documents/spec.options'
import { documentFrame, type FrameCompany, type FrameLang } from '@/lib/documents/frame'
import { dispatchDate } from '@/modules/books/public'
import { displayDate } from '@/utils/display-date'
import { gstStateByCode } from '@/utils/gst-states'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'

type T = (key: string, values?: Record<string, string | number>) => string

export type DebitNotePrint = {
  note: Voucher
  /** The bill it returns against: the supplier's number and date, and our entry number. */
  bill: Pick<Voucher, 'number' | 'supplier_bill_no' | 'supplier_bill_date'> | null
  company: FrameCompany
  lang: FrameLang
  t: T
}

const plain = (text: string) => ({ runs: [{ text }] })
const bold = (text: string) => ({ runs: [{ text, weight: 'bold' as const }] })
const text = (value: string, size = 10, weight: 'regular' | 'bold' = 'regular'): Block => ({
  kind: 'text',
  size,
  runs: [{ text: value, weight }],
  spaceAfter: 6,
})

export function debitNoteDoc({ note, bill, company, lang, t }: DebitNotePrint): DocInput {
  const money = (p: number) => formatPaise(p, { locale: lang, symbol: false })
  const qty = (q: number) => formatIndianNumber(q, { locale: lang, maximumFractionDigits: 3 })
  const inter = note.supply === 'inter'
  const rows: TableRow[] = note.lines.map((l, i) => ({
    cells: [
      plain(String(i + 1)),
      { runs: [{ text: l.description }, ...(l.hsn_sac ? [{ text: `\nHSN ${l.hsn_sac}`, size: 8 }] : [])] },
      plain(`${qty(l.qty)} ${l.uqc ?? ''}`.trim()),
      plain(money(l.unit_price ?? 0)),
      plain(money(l.taxable)),
      plain(`${(l.gst_bp ?? 0) / 100}%`),
      plain(money((l.cgst ?? 0) + (l.sgst ?? 0) + (l.igst ?? 0))),
      plain(money(l.total)),
    ],
  }))
  const tr = note.totals
  const heads: [string, number][] = [
    [t('taxable'), tr.taxable ?? 0],
    ...((inter
      ? [[t('igst'), tr.igst ?? 0]]
      : [
          [t('cgst'), tr.cgst ?? 0],
          [t('sgst'), tr.sgst ?? 0],
        ]) as [string, number][]),
  ]
  const body: Block[] = []
  if (note.status === 'cancelled') {
    body.push(text(`${t('cancelled').toUpperCase()}: ${note.cancel?.reason ?? ''}`, 12, 'bold'))
  }
  body.push({
    kind: 'table',
    size: 9,
    columns: [
      { width: 0.05 },
      { width: 0.31 },
      { width: 0.1, align: 'right' },
      { width: 0.11, align: 'right' },
      { width: 0.12, align: 'right' },
      { width: 0.07, align: 'right' },
      { width: 0.11, align: 'right' },
      { width: 0.13, align: 'right' },
    ],
    header: [
      {
        cells: [
          bold('#'),
          bold(t('printPart')),
          bold(t('printQty')),
          bold(t('printRate')),
          bold(t('taxable')),
          bold(t('printGst')),
          bold(t('printTax')),
          bold(t('printTotal')),
        ],
      },
    ],
    rows: [
      ...rows,
      ...heads.map(([label, paise]) => ({
        cells: [
          plain(''),
          bold(label),
          plain(''),
          plain(''),
          plain(''),
          plain(''),
          plain(''),
          bold(money(paise)),
        ],
      })),
    ],
    borders: { outer: true, rows: true, columns: true },
    spaceAfter: 8,
  })
  if (note.narration) body.push(text(`${t('reason')}: ${note.narration}`, 9))
  body.push(text(t('printNoteLaw'), 8))
  const party = note.party
  const dispatched = dispatchDate(note)
  const spec = documentFrame({
    lang,
    company,
    title: t('printTitle'),
    facts: [
      { label: t('printNoteNo'), value: note.number },
      { label: t('printDate'), value: displayDate(note.doc_date, lang) },
      ...(bill
        ? [
            {
              label: t('printAgainst'),
              value: `${bill.supplier_bill_no ?? ''}${
                bill.supplier_bill_date ? ` · ${displayDate(bill.supplier_bill_date, lang)}` : ''
              } (${bill.number})`,
            },
          ]
        : []),
      ...(dispatched
        ? [
            {
              label: t('printDispatched'),
              value: `${displayDate(dispatched, lang)}${
                note.delivery?.gate_pass_no ? ` · ${t('printLr', { ref: note.delivery.gate_pass_no })}` : ''
              }`,
            },
          ]
        : []),
      ...(note.supplier_cn
        ? [
            {
              label: t('printSupplierCn'),
              value: `${note.supplier_cn.no} · ${displayDate(note.supplier_cn.date, lang)}`,
            },
          ]
        : []),
    ],
    party: party
      ? {
          heading: t('printSupplier'),
          name: party.name,
          address: party.address ?? null,
          gstin: party.gstin ?? null,
          pan: party.pan ?? null,
          state: party.state_code ? (gstStateByCode(party.state_code)?.name ?? null) : null,
        }
      : null,
    body,
    total: { paise: tr.grand_total, label: t('printTotal') },
    signatures: { left: t('printReceivedBy') },
  })
  return { spec, images: [] }
}
