// /bookings: the register, a booking (?id=), its edit form (?id=&edit=1) and a new booking (?new=1). One route
// with the view in the address, so back/forward and reloads (offline too) land on the same screen.
import { Link, useSearchParams } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { Spinner } from '@/ui/spinner'
import { useBookingsStrings } from '../bookings-strings'
import { BookingDetail } from '../components/booking-detail'
import { BookingForm } from '../components/booking-form'
import { BookingList } from '../components/booking-list'
import { useBooking } from '../data/use-bookings'
import { isEditable } from '../domain/booking-rules'
import { bookingsModule } from '../module'

function OneBooking({ id, edit, canWrite }: { id: string; edit: boolean; canWrite: boolean }) {
  const t = useBookingsStrings()
  const { data: booking, loading } = useBooking(id)
  if (loading || booking === undefined) return <Spinner label={t('loading')} className="min-h-[40vh]" />
  if (!booking) {
    return (
      <div role="alert" className="mx-auto max-w-4xl">
        <p className="text-ink">{t('notFound')}</p>
        <Link to={bookingsModule.href.list()} className="mt-2 inline-block text-brand-700 hover:underline">
          ← {t('back')}
        </Link>
      </div>
    )
  }
  // The key starts a fresh form per booking; a final or read-only booking shows its details instead.
  return edit && canWrite && isEditable(booking.status) ? (
    <BookingForm key={booking.id} booking={booking} />
  ) : (
    <BookingDetail booking={booking} />
  )
}

export default function BookingsPage() {
  const auth = useAuth()
  const [params] = useSearchParams()
  const canWrite = auth.can('bookings', 'write') && !auth.readOnly
  const id = params.get('id')
  if (id) return <OneBooking id={id} edit={params.get('edit') === '1'} canWrite={canWrite} />
  if (params.get('new') === '1' && canWrite) return <BookingForm />
  return <BookingList canWrite={canWrite} />
}
