// The printed receipt, refund or payment voucher (CGST Rule 50 receipt voucher for an advance, Rule 51 refund
// voucher citing the receipt): the voucher's own stored facts in the shared print frame. Everything printed
// comes from the voucher as posted (its party snapshot, amounts, allocations), never from today's masters,
// so a reprint is the same document.
import type { Voucher } from '@schemas/vouchers.schema'
import type { DocInput } from '@workers/documents/spec.options'
import type { Block } from '@workers/documents/spec.options'
import { documentFrame, type FrameCompany, type FrameLang } from '@/lib/documents/frame'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'

type T = (key: string, values?: Record<string, string | number>) => string

export type MoneyVoucherPrint = {
  voucher: Voucher
  company: FrameCompany
  lang: FrameLang
  t: T
  /** The receipt a refund pays back (Rule 51 names its number and date). */
  refundOf?: Pick<Voucher, 'number' | 'doc_date'> | null
  mobile?: string | null
}

const text = (value: string, size = 10, weight: 'regular' | 'bold' = 'regular'): Block => ({
  kind: 'text',
  size,
  runs: [{ text: value, weight }],
  spaceAfter: 6,
})

export function moneyVoucherDoc({
  voucher,
  company,
  lang,
  t,
  refundOf,
  mobile,
}: MoneyVoucherPrint): DocInput {
  const payment = voucher.payment
  const amount = payment?.amount ?? voucher.totals.grand_total
  const money = (p: number) => formatPaise(p, { locale: lang })
  const date = (d: string | undefined) => displayDate(d, lang)
  const party = voucher.party?.name ?? ''
  const mode = payment ? t(`mode_${payment.mode}`) : ''
  const advance = voucher.type === 'rcpt' && Boolean(voucher.booking_id)
  const body: Block[] = [
    text(
      voucher.type === 'rcpt'
        ? t('printReceivedWith', { party, amount: money(amount), mode })
        : t('printPaidTo', { party, amount: money(amount), mode }),
      11,
    ),
  ]
  if (payment?.instrument?.ref) {
    const ref = t('printRef', { ref: payment.instrument.ref, date: date(payment.instrument.date) })
    body.push(text(payment.instrument.bank ? `${ref} · ${payment.instrument.bank}` : ref))
  }
  if (payment?.received_from) body.push(text(`${t('receivedFrom')}: ${payment.received_from}`))
  if (voucher.type === 'rfnd' && refundOf) {
    body.push(text(t('printRefundOf', { no: refundOf.number, date: date(refundOf.doc_date) })))
  }
  const allocations = voucher.type === 'rfnd' ? [] : (payment?.allocations ?? [])
  if (allocations.length > 0 || (payment?.on_account ?? 0) > 0) {
    body.push({
      kind: 'table',
      size: 9,
      columns: [{ width: 0.7 }, { width: 0.3, align: 'right' }],
      header: [
        {
          cells: [
            { runs: [{ text: t('allocatedTo'), weight: 'bold' }] },
            { runs: [{ text: t('colAmount'), weight: 'bold' }] },
          ],
        },
      ],
      rows: [
        ...allocations.map((a) => ({
          cells: [
            {
              runs: [
                {
                  text:
                    a.doc_id === voucher.booking_id
                      ? t('advanceOn', { no: a.doc_no ?? '' })
                      : `${a.doc_no ?? ''} · ${date(a.doc_date)}`,
                },
              ],
            },
            { runs: [{ text: money(a.amount) }] },
          ],
        })),
        ...((payment?.on_account ?? 0) > 0
          ? [
              {
                cells: [
                  { runs: [{ text: t('onAccount', { amount: '' }).replace(/[:\s]+$/, '') }] },
                  { runs: [{ text: money(payment?.on_account ?? 0) }] },
                ],
              },
            ]
          : []),
      ],
      borders: { outer: true, rows: true, columns: true },
      spaceAfter: 8,
    })
  }
  if (voucher.narration) body.push(text(voucher.narration, 9))
  if (voucher.status === 'cancelled') {
    body.unshift(text(`${t('status_cancelled').toUpperCase()}: ${voucher.cancel?.reason ?? ''}`, 12, 'bold'))
  }
  const title = t(
    voucher.type === 'rcpt'
      ? advance
        ? 'doc_rcpt_advance'
        : 'doc_rcpt'
      : voucher.type === 'rfnd'
        ? 'doc_rfnd'
        : 'doc_pay',
  )
  const spec = documentFrame({
    lang,
    company,
    title,
    facts: [
      { label: t('colNumber'), value: voucher.number },
      { label: t('colDate'), value: date(voucher.doc_date) },
    ],
    party: {
      heading: t(voucher.type === 'rcpt' ? 'party' : voucher.type === 'rfnd' ? 'party_rfnd' : 'party_pay'),
      name: party,
      address: voucher.party?.address ?? null,
      gstin: voucher.party?.gstin ?? null,
      pan: voucher.party?.pan ?? null,
      mobile: mobile ?? null,
    },
    body,
    total: { paise: amount },
    signatures: { left: voucher.type === 'rcpt' ? null : t('printSignatureParty') },
  })
  return { spec, images: [] }
}
