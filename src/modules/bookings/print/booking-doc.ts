// The booking slip printed: a CGST Rule 50 receipt voucher for the advance (not a tax invoice) in the shared
// print frame. It prints what the old HTML slip printed: receipt number and date, the customer, the vehicle
// (or "to be allotted") with its expected delivery, the amount in figures and words (the frame's total), the
// mode and reference, the sales person, the dealer's custom fields, a cancellation with its refund, the
// terms and both signatures.
import type { Booking } from '@schemas/index'
import type { Block, DocImage, DocInput } from '@workers/documents/spec.options'
import { documentFrame, type FrameCompany, type FrameLang } from '@/lib/documents/frame'
import { imageSize } from '@/lib/documents/image-size'
import { displayDate } from '@/utils/display-date'
import { formatPaise } from '@/utils/indian-number'
import type { CustomFieldDef } from '../domain/custom-fields'

type T = (key: string, values?: Record<string, string | number>) => string

export type BookingPrint = {
  booking: Booking
  company: FrameCompany
  /** The customer's party as it is now: its address and GSTIN are not kept on the booking. */
  party?: { address?: string | null; gstin?: string | null } | null
  customFields: readonly CustomFieldDef[]
  /** The dealer's terms from settings; empty prints the default terms. */
  terms?: string
  /** The company's logo from settings; one whose size cannot be read is left out. */
  logo?: DocImage | null
  lang: FrameLang
  t: T
}

const text = (value: string, size = 10, weight: 'regular' | 'bold' = 'regular'): Block => ({
  kind: 'text',
  size,
  runs: [{ text: value, weight }],
  spaceAfter: 6,
})

export function bookingDoc({
  booking,
  company,
  party,
  customFields,
  terms,
  logo,
  lang,
  t,
}: BookingPrint): DocInput {
  const logoSize = logo ? imageSize(logo) : null
  const date = (d: string | undefined) => displayDate(d, lang)
  const money = (p: number) => formatPaise(p, { locale: lang })
  const rows: [string, string][] = [
    [t('vehicle'), `${booking.model} ${booking.variant} · ${booking.colour}`],
    [t('chassisNo'), booking.allotted_chassis_no ?? t('toBeAllotted')],
  ]
  if (booking.expected_delivery) rows.push([t('expectedDelivery'), date(booking.expected_delivery)])
  rows.push([
    t('mode'),
    booking.payment_ref
      ? `${t(`mode_${booking.payment_mode}`)} · ${booking.payment_ref}`
      : t(`mode_${booking.payment_mode}`),
  ])
  if (booking.sales_person) rows.push([t('salesPerson'), booking.sales_person])
  for (const f of customFields) {
    const value = booking.custom[f.id]
    if (value) rows.push([f.label, f.type === 'date' ? date(value) : value])
  }

  const body: Block[] = [text(t('notTaxInvoice'), 9)]
  if (booking.status === 'cancelled') {
    const refund = booking.refund_amount
      ? ` — ${t('refundLine', {
          amount: money(booking.refund_amount),
          mode: booking.refund_mode ? t(`mode_${booking.refund_mode}`) : '',
        })}`
      : ''
    body.push(text(`${t('cancelledStamp', { date: date(booking.cancelled_on) })}${refund}`, 12, 'bold'))
  }
  body.push({
    kind: 'table',
    size: 10,
    columns: [{ width: 0.3 }, { width: 0.7 }],
    rows: rows.map(([label, value]) => ({
      cells: [{ runs: [{ text: label, weight: 'bold' }] }, { runs: [{ text: value }] }],
    })),
    borders: { outer: true, rows: true, columns: true },
    spaceAfter: 8,
  })

  const spec = documentFrame({
    lang,
    company,
    logo: logoSize ? { image: 0, ...logoSize } : null,
    title: t('voucherTitle'),
    facts: [
      { label: t('receiptNo'), value: booking.receipt_no },
      { label: t('date'), value: date(booking.booking_date) },
    ],
    party: {
      heading: t('receivedFrom'),
      name: booking.customer_name,
      mobile: booking.mobile ?? null,
      address: party?.address ?? null,
      gstin: party?.gstin ?? null,
    },
    body,
    total: { paise: booking.amount, label: t('colAmount') },
    terms: terms?.trim() || t('defaultTerms'),
  })
  return { spec, images: logo && logoSize ? [logo] : [] }
}
