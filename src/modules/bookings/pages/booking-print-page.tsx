// /print/booking/:id — the booking slip as a Rule 50 receipt voucher for the advance (not a tax invoice): the
// company from settings, the customer, the vehicle (or "to be allotted"), the amount in figures and words,
// the mode, the dealer's custom fields, terms and signatures. Print layout: plain white page, A4.
import { Printer } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { useLanguage } from '@/lib/i18n'
import { useParty } from '@/modules/customers/public'
import { Button } from '@/ui/button'
import { PrintArea } from '@/ui/print-area'
import { Spinner } from '@/ui/spinner'
import { amountInWordsEn, amountInWordsHi } from '@/utils/amount-in-words'
import { useBookingsStrings } from '../bookings-strings'
import { showMoney } from '../components/format'
import { useBooking } from '../data/use-bookings'
import { customFieldsFromSettings } from '../domain/custom-fields'
import { displayDate } from '@/utils/display-date'
import { bookingsModule } from '../module'

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')

export default function BookingPrintPage() {
  const t = useBookingsStrings()
  const lang = useLanguage()
  const { settings } = useAuth()
  const { id = '' } = useParams()
  const { data: booking, loading } = useBooking(id)
  const party = useParty(booking?.party_id ?? null).data
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

  const s = settings ?? {}
  const company = text(s.company_name) || 'AutoBahi Pro'
  const place = [text(s.district), text(s.state), text(s.pin_code)].filter(Boolean).join(', ')
  const logo = text(s.company_logo_url)
  const words = (lang === 'hi' ? amountInWordsHi : amountInWordsEn)(booking.amount)
  const terms = text(s.terms_and_conditions) || t('defaultTerms')
  const custom = customFieldsFromSettings(s).filter((f) => booking.custom[f.id])
  const cell = 'border border-black/40 px-2 py-1.5 align-top'
  const head = `${cell} w-40 bg-black/5 font-medium`

  return (
    <div className="mx-auto max-w-[210mm] p-4 sm:p-8 print:p-0">
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('printNow')}
        </Button>
        <Link
          to={bookingsModule.href.booking(booking.id)}
          className="inline-flex h-10 items-center px-3 text-sm text-brand-700 hover:underline"
        >
          ← {t('backToBooking')}
        </Link>
      </div>
      <PrintArea>
        <article className="relative text-sm text-black" data-testid="receipt-voucher">
          <header className="flex items-start gap-4 border-b-2 border-black pb-3">
            {logo ? <img src={logo} alt="" className="h-16 w-16 object-contain" /> : null}
            <div className="min-w-0 flex-1">
              <p className="text-xl font-bold">{company}</p>
              {text(s.address) ? <p className="whitespace-pre-line">{text(s.address)}</p> : null}
              {place ? <p>{place}</p> : null}
              <p>
                {[
                  text(s.mobile) && `${t('phone')}: ${text(s.mobile)}`,
                  text(s.gst_no) && `${t('gstin')}: ${text(s.gst_no)}`,
                  text(s.pan) && `${t('pan')}: ${text(s.pan)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          </header>

          <h1 className="mt-3 text-center text-lg font-bold tracking-wide uppercase">{t('voucherTitle')}</h1>
          <p className="text-center text-xs">{t('notTaxInvoice')}</p>

          {booking.status === 'cancelled' ? (
            <p
              className="mt-2 border-2 border-red-700 px-2 py-1 text-center font-bold text-red-700"
              role="note"
            >
              {t('cancelledStamp', { date: displayDate(booking.cancelled_on, lang) })}
              {booking.refund_amount
                ? ` — ${t('refundLine', {
                    amount: showMoney(booking.refund_amount),
                    mode: booking.refund_mode ? t(`mode_${booking.refund_mode}`) : '',
                  })}`
                : ''}
            </p>
          ) : null}

          <table className="mt-3 w-full border-collapse">
            <tbody>
              <tr>
                <th scope="row" className={head}>
                  {t('receiptNo')}
                </th>
                <td className={cell} data-testid="voucher-no">
                  {booking.receipt_no}
                </td>
                <th scope="row" className={head}>
                  {t('date')}
                </th>
                <td className={cell}>{displayDate(booking.booking_date, lang)}</td>
              </tr>
              <tr>
                <th scope="row" className={head}>
                  {t('receivedFrom')}
                </th>
                <td className={cell} colSpan={3}>
                  <span className="font-medium">{booking.customer_name}</span>
                  {booking.mobile ? ` · ${booking.mobile}` : ''}
                  {party?.address ? <span className="block whitespace-pre-line">{party.address}</span> : null}
                  {party?.gstin ? <span className="block">{`${t('gstin')}: ${party.gstin}`}</span> : null}
                </td>
              </tr>
              <tr>
                <th scope="row" className={head}>
                  {t('vehicle')}
                </th>
                <td className={cell} colSpan={3}>
                  {booking.model} {booking.variant} · {booking.colour}
                  <span className="block">
                    {t('chassisNo')}: {booking.allotted_chassis_no ?? t('toBeAllotted')}
                  </span>
                  {booking.expected_delivery ? (
                    <span className="block">
                      {t('expectedDelivery')}: {displayDate(booking.expected_delivery, lang)}
                    </span>
                  ) : null}
                </td>
              </tr>
              <tr>
                <th scope="row" className={head}>
                  {t('colAmount')}
                </th>
                <td className={`${cell} text-base font-bold`} data-testid="voucher-amount">
                  {showMoney(booking.amount)}
                </td>
                <th scope="row" className={head}>
                  {t('mode')}
                </th>
                <td className={cell}>
                  {t(`mode_${booking.payment_mode}`)}
                  {booking.payment_ref ? ` · ${booking.payment_ref}` : ''}
                </td>
              </tr>
              <tr>
                <th scope="row" className={head}>
                  {t('amountWords')}
                </th>
                <td className={cell} colSpan={3} data-testid="voucher-words">
                  {words.ok ? words.value : ''}
                </td>
              </tr>
              {booking.sales_person ? (
                <tr>
                  <th scope="row" className={head}>
                    {t('salesPerson')}
                  </th>
                  <td className={cell} colSpan={3}>
                    {booking.sales_person}
                  </td>
                </tr>
              ) : null}
              {custom.map((f) => (
                <tr key={f.id}>
                  <th scope="row" className={head}>
                    {f.label}
                  </th>
                  <td className={cell} colSpan={3}>
                    {f.type === 'date' ? displayDate(booking.custom[f.id], lang) : booking.custom[f.id]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <section className="mt-4" aria-label={t('terms')}>
            <p className="font-medium">{t('terms')}</p>
            <p className="text-xs whitespace-pre-line">{terms}</p>
          </section>

          <footer className="mt-16 flex justify-between gap-8 text-xs">
            <p className="w-56 border-t border-black pt-1">{t('customerSign')}</p>
            <p className="w-56 border-t border-black pt-1 text-right">{t('authorisedSign', { company })}</p>
          </footer>
        </article>
      </PrintArea>
    </div>
  )
}
