// The printed job card in the shared print frame: a job card and estimate until it is billed, then a job card
// naming the invoices it was billed on. It is never a tax invoice — that is the posted workshop invoice's print
// (workshop-invoice-doc.ts), which the workshop settings title "Service/Labour Invoice". The tax split is the one
// stored on the card when it was saved (cardSupply), never the customer's state today; the lines and amounts
// are the card's own.
import type { JobCard } from '@schemas/index'
import type { Block, DocImage, DocInput, TableCell, TableRow } from '@workers/documents/spec.options'
import { documentFrame, type FrameCompany, type FrameLang } from '@/lib/documents/frame'
import { fitBox, imageSize } from '@/lib/documents/image-size'
import { displayDate } from '@/utils/display-date'
import { km, money, qtyText } from '../components/format'
import { computeJobTotals, type LineTotals, type Supply } from '../domain/totals'
import type { WorkshopOptions } from '../domain/workshop-settings'

type T = (key: string, values?: Record<string, string | number>) => string

export type JobCardPrint = {
  card: JobCard
  options: WorkshopOptions
  company: FrameCompany
  lang: FrameLang
  t: T
  /** The split the card was saved with (cardSupply). */
  supply: Supply
  /** The customer's signature, when it is on this device. */
  signature?: DocImage | null
  /** The numbers of the invoices a billed card was billed on. */
  billedOn?: readonly string[]
}

const text = (value: string, size = 9.5, weight: 'regular' | 'bold' = 'regular'): Block => ({
  kind: 'text',
  size,
  runs: [{ text: value, weight }],
  spaceAfter: 3,
})
const heading = (value: string): Block => ({ ...text(value, 10.5, 'bold'), spaceAfter: 4 }) as Block
const c = (value: string, weight: 'regular' | 'bold' = 'regular'): TableCell => ({
  runs: [{ text: value, weight }],
})
const borders = { outer: true, rows: true, columns: true } as const

type Priced = { qty: number; uom?: string; rate: number; gst_rate: number }

/** Labour or part lines: their own columns, then quantity, unit (when enabled), rate, GST and the amounts. */
function linesTable<L extends Priced>(
  lines: readonly L[],
  totals: readonly LineTotals[],
  own: readonly { head: string; width: number; value: (line: L) => string }[],
  p: { t: T; lang: FrameLang; uom: boolean },
): Block {
  const { t, lang, uom } = p
  const money_ = (paise: number) => money(paise, lang)
  const priced: { head: string; width: number; align: 'left' | 'right'; value: (l: L) => string }[] = [
    { head: t('qty'), width: 0.07, align: 'right', value: (l: L) => qtyText(l.qty, lang) },
    ...(uom ? [{ head: t('uom'), width: 0.06, align: 'left' as const, value: (l: L) => l.uom ?? '' }] : []),
    { head: t('rate'), width: 0.11, align: 'right', value: (l: L) => money_(l.rate) },
    { head: t('gstRate'), width: 0.07, align: 'right', value: (l: L) => `${l.gst_rate} %` },
  ]
  const ownWidth = 1 - 0.05 - priced.reduce((s, x) => s + x.width, 0) - 0.26
  const ownTotal = own.reduce((s, x) => s + x.width, 0)
  const header: TableRow = {
    cells: [
      t('sNo'),
      ...own.map((o) => o.head),
      ...priced.map((x) => x.head),
      t('taxable'),
      t('lineTotal'),
    ].map((h) => c(h, 'bold')),
  }
  return {
    kind: 'table',
    size: 8.5,
    columns: [
      { width: 0.05 },
      ...own.map((o) => ({ width: (o.width / ownTotal) * ownWidth })),
      ...priced.map((x) => ({ width: x.width, align: x.align })),
      { width: 0.13, align: 'right' as const },
      { width: 0.13, align: 'right' as const },
    ],
    header: [header],
    rows: lines.map((l, i) => ({
      cells: [
        c(String(i + 1)),
        ...own.map((o) => c(o.value(l))),
        ...priced.map((x) => c(x.value(l))),
        c(money_(totals[i]?.taxable ?? 0)),
        c(money_(totals[i]?.total ?? 0)),
      ],
    })),
    borders,
    spaceAfter: 8,
  }
}

export function jobCardDoc({
  card,
  options,
  company,
  lang,
  t,
  supply,
  signature,
  billedOn,
}: JobCardPrint): DocInput {
  const date = (ms: number) => displayDate(ms, lang)
  const r = computeJobTotals(card.labour, card.parts, supply)
  const totals = r.ok ? r.value : null
  const body: Block[] = []
  if (card.status === 'cancelled') {
    body.push(text(t('cancelledBecause', { reason: card.cancel_reason ?? '' }).toUpperCase(), 11, 'bold'))
  }
  if (options.show_vehicle_details) {
    body.push(heading(t('vehicle')), {
      kind: 'table',
      size: 9,
      columns: [{ width: 0.5 }, { width: 0.5 }],
      rows: [
        [`${t('regNo')}: ${card.reg_no}`, `${t('chassisNo')}: ${card.chassis_no}`],
        [`${t('engineNo')}: ${card.engine_no ?? ''}`, `${t('makeModel')}: ${card.make_model ?? ''}`],
        [`${t('odometer')}: ${t('km', { km: km(card.odometer, lang) })}`, ''],
      ].map((row) => ({ cells: row.map((v) => c(v)) })),
      spaceAfter: 8,
    })
  }
  if (options.show_job_details) {
    body.push(heading(t('complaints')), ...card.complaints.map((v, i) => text(`${i + 1}. ${v}`)))
    if (card.technician) body.push(text(`${t('technician')}: ${card.technician}`))
    if (card.approved_at && card.approved_estimate != null) {
      body.push(
        text(
          t('approval', {
            amount: money(card.approved_estimate, lang),
            by: card.approved_by ?? '',
            date: date(card.approved_at),
          }),
        ),
      )
    }
    if (card.notes) body.push(text(card.notes))
    body.push({ kind: 'spacer', height: 4 })
  }
  const p = { t, lang, uom: options.enable_uom }
  if (options.show_labour_items && card.labour.length > 0) {
    body.push(
      heading(t('labour')),
      linesTable(
        card.labour,
        totals?.labour ?? [],
        [
          { head: t('description'), width: 3, value: (l) => l.description },
          { head: t('sac'), width: 1, value: (l) => l.sac ?? '' },
        ],
        p,
      ),
    )
  }
  if (card.parts.length > 0) {
    body.push(
      heading(t('parts')),
      linesTable(
        card.parts,
        totals?.parts ?? [],
        [
          { head: t('partNo'), width: 1, value: (l) => l.part_no ?? '' },
          { head: t('partName'), width: 2, value: (l) => l.name },
          { head: t('hsn'), width: 1, value: (l) => l.hsn ?? '' },
        ],
        p,
      ),
    )
  }
  // The signature beside the tax breakup: the frame's total, in figures and words, follows both.
  const images: DocImage[] = []
  const size = signature ? imageSize(signature) : null
  const signed: Block[] = []
  if (signature && size) {
    images.push(signature)
    const box = fitBox(size.width, size.height, 150, 50)
    signed.push(
      { kind: 'image', image: 0, ...box, align: 'left', spaceAfter: 2 },
      text(t('customerSignature'), 8),
    )
  }
  if (totals) {
    const stateLabel = totals.stateTaxLabel === 'UTGST' ? t('utgst') : t('sgst')
    const rows: [string, number][] = [
      ...(options.show_labour_items
        ? ([[t('labourSubtotal'), totals.labourTotals.taxable]] as [string, number][])
        : []),
      [t('partsSubtotal'), totals.partsTotals.taxable],
      [t('taxableValue'), totals.taxable],
      ...((totals.kind === 'intra'
        ? [
            [t('cgst'), totals.cgst],
            [stateLabel, totals.sgst],
          ]
        : [[t('igst'), totals.igst]]) as [string, number][]),
      [t('roundOff'), totals.roundOff],
    ]
    const breakup: Block = {
      kind: 'table',
      size: 9,
      columns: [{ width: 0.6 }, { width: 0.4, align: 'right' }],
      rows: rows.map(([label, value]) => ({ cells: [c(label), c(money(value, lang))] })),
      borders,
    }
    body.push({
      kind: 'row',
      gap: 20,
      keepTogether: true,
      columns: [
        { width: 0.55, blocks: signed },
        { width: 0.45, blocks: [breakup] },
      ],
      spaceAfter: 6,
    })
  } else body.push(...signed)
  const spec = documentFrame({
    lang,
    company,
    title: card.billing ? t('printTitleJobCard') : t('printTitleEstimate'),
    facts: [
      { label: t('jobNo'), value: card.job_no },
      { label: t('date'), value: date(card.opened_at) },
      { label: t('statusLabel'), value: t(`status_${card.status}`) },
      ...(card.promised_at ? [{ label: t('promised'), value: date(card.promised_at) }] : []),
      ...(billedOn?.length ? [{ label: t('billedOnInvoice'), value: billedOn.join(', ') }] : []),
    ],
    party: { heading: t('customer'), name: card.customer_name, mobile: card.mobile ?? null },
    body,
    total: totals ? { paise: totals.grandTotal, label: t('grandTotal') } : null,
    signatures: { left: t('customerSignature') },
  })
  return { spec, images }
}
