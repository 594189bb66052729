// The invoice's tables: the items (header repeated on each page), the totals with round-off, and the tax by
// rate that Rule 46 asks for when rates differ. CGST + SGST (UTGST in a union territory) or one IGST column.
import type { TableBlock, TableCell, TableRow } from '../../../workers/documents/spec.options'
import type { GstInvoiceResult } from '@/utils/gst'
import { formatIndianNumber, formatPaise } from '@/utils/indian-number'
import type { InvoiceDraft } from './model'
import { percentToBp } from './model'
import { bold, cell, headerRow, INK, money, plain, type Look, type PdfLabels } from './pdf-look'

export function itemsTable(
  d: InvoiceDraft,
  r: GstInvoiceResult | null,
  t: PdfLabels,
  look: Look,
): TableBlock {
  const inter = r?.kind === 'inter'
  const stLabel = r?.stateTaxLabel === 'UTGST' ? 'UTGST' : t('sgst')
  const taxCols = inter ? [t('igst')] : [t('cgst'), stLabel]
  const rows: TableRow[] = d.lines.map((l, i) => {
    const line = r?.lines[i]
    const bp = percentToBp(l.gstRate)
    const m = (p: number | undefined) => cell(line && p !== undefined ? money(p) : '')
    const taxes = inter ? [m(line?.igstPaise)] : [m(line?.cgstPaise), m(line?.sgstPaise)]
    return {
      cells: [
        cell(String(i + 1)),
        cell(l.description),
        cell(l.hsn),
        cell(`${l.quantity} ${l.unit}`.trim()),
        cell(l.rate),
        cell(line?.discountPaise ? money(line.discountPaise) : ''),
        m(line?.taxablePaise),
        cell(bp === null ? '' : `${formatIndianNumber(bp / 100)}%`),
        ...taxes,
        { runs: [bold(line ? money(line.totalPaise) : '')] },
      ],
    }
  })
  const R = 'right' as const
  const taxWidths = inter
    ? [{ width: 0.11, align: R }]
    : [
        { width: 0.09, align: R },
        { width: 0.09, align: R },
      ]
  return {
    kind: 'table',
    columns: [
      { width: 0.035 },
      { width: inter ? 0.25 : 0.19 },
      { width: 0.085 },
      { width: 0.08, align: R },
      { width: 0.085, align: R },
      { width: 0.08, align: R },
      { width: 0.1, align: R },
      { width: 0.055, align: R },
      ...taxWidths,
      { width: 0.11, align: R },
    ],
    header: [
      headerRow(
        [
          t('sn'),
          t('description'),
          t('hsn'),
          t('quantity'),
          t('rate'),
          t('discount'),
          t('taxable'),
          t('gstRate'),
          ...taxCols,
          t('amount'),
        ],
        look,
      ),
    ],
    rows,
    size: look.size,
    color: INK,
    borders: look.borders,
    spaceBefore: 10,
    spaceAfter: 8,
  }
}

/** CGST + SGST (or IGST) for each GST rate, as Rule 46 asks when rates differ. */
export function rateTable(r: GstInvoiceResult, t: PdfLabels, look: Look): TableBlock {
  const inter = r.kind === 'inter'
  const stLabel = r.stateTaxLabel === 'UTGST' ? 'UTGST' : t('sgst')
  const R = 'right' as const
  const row = (label: string, taxable: number, c: number, s: number, i: number, strong = false): TableRow => {
    const v = (x: number): TableCell => ({ runs: [strong ? bold(money(x)) : plain(money(x))] })
    return {
      cells: [
        { runs: [strong ? bold(label) : plain(label)] },
        v(taxable),
        ...(inter ? [v(i)] : [v(c), v(s)]),
        v(inter ? i : c + s),
      ],
    }
  }
  return {
    kind: 'table',
    columns: [
      { width: 0.16 },
      { width: 0.24, align: R },
      ...(inter
        ? [{ width: 0.3, align: R }]
        : [
            { width: 0.15, align: R },
            { width: 0.15, align: R },
          ]),
      { width: 0.3, align: R },
    ],
    header: [
      headerRow(
        [t('rateCol'), t('taxable'), ...(inter ? [t('igst')] : [t('cgst'), stLabel]), t('totalTax')],
        look,
      ),
    ],
    rows: [
      ...r.byRate.map((b) =>
        row(`${formatIndianNumber(b.rateBp / 100)}%`, b.taxablePaise, b.cgstPaise, b.sgstPaise, b.igstPaise),
      ),
      row(t('grandTotal'), r.taxablePaise, r.cgstPaise, r.sgstPaise, r.igstPaise, true),
    ],
    size: look.size,
    color: INK,
    borders: look.borders,
    spaceAfter: 6,
  }
}

export function totalsTable(r: GstInvoiceResult, t: PdfLabels, look: Look): TableBlock {
  const inter = r.kind === 'inter'
  const stLabel = r.stateTaxLabel === 'UTGST' ? 'UTGST' : t('sgst')
  const line = (label: string, value: string): TableRow => ({ cells: [cell(label), cell(value)] })
  const rows: TableRow[] = [
    line(t('subtotal'), money(r.taxablePaise)),
    ...(inter
      ? [line(t('igst'), money(r.igstPaise))]
      : [line(t('cgst'), money(r.cgstPaise)), line(stLabel, money(r.sgstPaise))]),
  ]
  if (r.roundOffPaise !== 0) {
    rows.push(line(t('roundOff'), `${r.roundOffPaise > 0 ? '+' : ''}${money(r.roundOffPaise)}`))
  }
  rows.push({
    background: look.headFill,
    cells: [
      { runs: [bold(t('grandTotal'), look.headText)] },
      {
        runs: [
          {
            text: formatPaise(r.grandTotalPaise),
            weight: 'bold',
            size: look.size + 2.5,
            color: look.headText,
          },
        ],
      },
    ],
  })
  return {
    kind: 'table',
    columns: [{ width: 0.55 }, { width: 0.45, align: 'right' }],
    rows,
    size: look.size + 0.5,
    color: INK,
    borders: { rows: true, color: look.borders.color, width: look.borders.width },
  }
}
