// /print/booking/:id — the booking slip, a Rule 50 receipt voucher for the advance, as a PDF from the document
// kit (print/booking-doc.ts) with Print, Download PDF and Share; what it prints is decided there.
import { useMemo } from 'react'
import { Link, useParams } from 'react-router-dom'
import type { Booking } from '@schemas/index'
import { useAuth } from '@/auth/auth-context'
import type { FrameCompany } from '@/lib/documents/frame'
import { useDocImage } from '@/lib/documents/use-doc-image'
import { useLanguage } from '@/lib/i18n'
import { useParty } from '@/modules/customers/public'
import { DocumentPage } from '@/ui/documents/document-page'
import { Spinner } from '@/ui/spinner'
import { useBookingsStrings } from '../bookings-strings'
import { showMoney } from '../components/format'
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
  const lang = useLanguage()
  const { settings } = useAuth()
  const party = useParty(booking.party_id ?? null).data
  const company = useMemo(() => (settings ?? { company_name: '' }) as FrameCompany, [settings])
  const address = party?.address ?? null
  const gstin = party?.gstin ?? null
  const logo = useDocImage(
    typeof settings?.company_logo_url === 'string' ? settings.company_logo_url.trim() || null : null,
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
  const title = t('voucherTitle')
  return (
    <DocumentPage
      data-testid="booking-print"
      back={{ to: bookingsModule.href.booking(booking.id), label: t('backToBooking') }}
      title={title}
      number={booking.receipt_no}
      numberTestId="voucher-no"
      input={input}
      share={{
        text: `${title} ${booking.receipt_no} · ${showMoney(booking.amount)} · ${company.company_name ?? ''}`,
        mobile: booking.mobile ?? null,
      }}
    />
  )
}
