// /print/booking/:id — the booking slip, a Rule 50 receipt voucher for the advance, as a PDF from the document
// kit (print/booking-doc.ts) with Print, Download PDF and Share; what it prints is decided there.
import { useMemo } from 'react'
import { Link, useParams } from 'react-router-dom'
import type { Booking } from '@schemas/index'
import { useAuth } from '@/auth/auth-context'
import type { FrameCompany } from '@/lib/documents/frame'
import { useDocumentPdf } from '@/lib/documents/use-document-pdf'
import { useLanguage } from '@/lib/i18n'
import { useParty } from '@/modules/customers/public'
import { DocumentActions } from '@/ui/documents/document-actions'
import { DocumentPreview } from '@/ui/documents/document-preview'
import { useDocumentStrings } from '@/ui/documents/document-strings'
import { Spinner } from '@/ui/spinner'
import { useBookingsStrings } from '../bookings-strings'
import { showMoney } from '../components/format'
import { useLogoImage } from '../components/use-logo-image'
import { useBooking } from '../data/use-bookings'
import { customFieldsFromSettings } from '../domain/custom-fields'
import { bookingsModule } from '../module'
import { bookingDoc } from '../print/booking-doc'

export default function BookingPrintPage() {
  const t = useBookingsStrings()
  const { id = '' } = useParams()
  const { data: booking, loading } = useBooking(id)
  if (loading || booking === undefined) return <Spinner label={t('loading')} className="min-h-[50vh]" />
  if (!booking) {
    return (
      <div role="alert" className="p-6">
        <p>{t('notFound')}</p>
        <Link to={bookingsModule.href.list()} className="text-brand-700 underline">
          {t('back')}
        </Link>
      </div>
    )
  }
  return <PrintedBooking booking={booking} />
}

function PrintedBooking({ booking }: { booking: Booking }) {
  const t = useBookingsStrings()
  const d = useDocumentStrings()
  const lang = useLanguage()
  const { settings } = useAuth()
  const party = useParty(booking.party_id ?? null).data
  const company = useMemo(() => (settings ?? { company_name: '' }) as FrameCompany, [settings])
  const address = party?.address ?? null
  const gstin = party?.gstin ?? null
  const logo = useLogoImage(
    typeof settings?.company_logo_url === 'string' ? settings.company_logo_url.trim() : '',
  )
  const input = useMemo(
    () =>
      logo === undefined
        ? null
        : bookingDoc({
            booking,
            company,
            party: { address, gstin },
            customFields: customFieldsFromSettings(settings ?? {}),
            terms: typeof settings?.terms_and_conditions === 'string' ? settings.terms_and_conditions : '',
            logo,
            lang,
            t: t as never,
          }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is made anew each render and follows lang
    [booking, company, settings, address, gstin, logo, lang],
  )
  const preview = useDocumentPdf(input)
  const title = t('voucherTitle')
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-4 p-3 sm:p-6" data-testid="booking-print">
      <Link
        to={bookingsModule.href.booking(booking.id)}
        className="inline-flex min-h-11 items-center text-sm text-brand-700 hover:underline"
      >
        ← {t('backToBooking')}
      </Link>
      <h1 className="text-xl font-bold text-ink" data-testid="print-title">
        {title} <span data-testid="voucher-no">{booking.receipt_no}</span>
      </h1>
      <DocumentActions
        input={input}
        preview={preview}
        fileName={`${title} ${booking.receipt_no}`}
        share={{
          text: `${title} ${booking.receipt_no} · ${showMoney(booking.amount)} · ${company.company_name ?? ''}`,
          mobile: booking.mobile ?? null,
        }}
      />
      <DocumentPreview preview={preview} label={d('preview')} />
    </article>
  )
}
