// /receipts: the register of money vouchers, one voucher (?id=), and a new receipt, refund or payment
// (?new=rcpt|rfnd|pay, with &party=, &booking=, &against= or &bill= when started from elsewhere). One route with the
// view in the address, so back/forward and reloads (offline too) land on the same screen.
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { Spinner } from '@/ui/spinner'
import { useBooksStrings } from '../books-strings'
import { ReceiptForm } from '../components/receipt-form'
import { ReceiptsList } from '../components/receipts-list'
import { VoucherView } from '../components/voucher-view'
import { migrateBookingMoney } from '../data/booking-money'
import type { MoneyKind } from '../domain/money'

const KINDS: readonly MoneyKind[] = ['rcpt', 'rfnd', 'pay']
/** The databases whose bookings were brought into the books in this session. */
const migrated = new WeakSet<object>()

function OneVoucher({ id }: { id: string }) {
  const t = useBooksStrings()
  const { db } = useData()
  const { data: voucher, loading } = useRxDoc(() => db.vouchers.findOne(id), [db, id])
  if (loading || voucher === undefined) return <Spinner label={t('loading')} className="min-h-[40vh]" />
  if (!voucher) {
    return (
      <div role="alert" className="mx-auto max-w-4xl">
        <p className="text-ink">{t('notFound')}</p>
        <Link to="/receipts" className="mt-2 inline-block text-brand-700 hover:underline">
          ← {t('back')}
        </Link>
      </div>
    )
  }
  return <VoucherView voucher={voucher as Voucher} />
}

export default function ReceiptsPage() {
  const auth = useAuth()
  const data = useData()
  const [params] = useSearchParams()
  const canWrite = auth.can('receipts', 'write') && !auth.readOnly
  // Bookings' advances join the books here: whoever may write receipts brings them in, on every device. Once a
  // session is enough (a booking saved later brings its own in), not at every visit: it hashes every booking.
  useEffect(() => {
    if (!canWrite || migrated.has(data.db)) return
    migrated.add(data.db)
    void migrateBookingMoney(data)
  }, [canWrite, data])
  const id = params.get('id')
  if (id) return <OneVoucher id={id} />
  const kind = params.get('new') as MoneyKind | null
  if (kind && KINDS.includes(kind) && canWrite) {
    return (
      <ReceiptForm
        key={params.toString()}
        kind={kind}
        partyId={params.get('party') ?? ''}
        bookingId={params.get('booking') ?? ''}
        againstId={params.get('against') ?? ''}
        billId={params.get('bill') ?? ''}
      />
    )
  }
  return <ReceiptsList canWrite={canWrite} />
}
