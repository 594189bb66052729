// /vehicle-invoices: the register, one invoice (?id=), and a new invoice (?new=1, with &booking= or &vehicle=
// when started from a booking or the stock screen). One route with the view in the address, so back/forward and
// reloads (offline too) land on the same screen.
import { Link, useSearchParams } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { Spinner } from '@/ui/spinner'
import { InvoiceForm } from '../components/invoice-form'
import { InvoicesList } from '../components/invoices-list'
import { InvoiceView } from '../components/invoice-view'
import { useInvoicesStrings } from '../invoices-strings'
import { vehicleInvoicesModule } from '../module'

function OneInvoice({ id }: { id: string }) {
  const t = useInvoicesStrings()
  const { db } = useData()
  const { data: voucher, loading } = useRxDoc(() => db.vouchers.findOne(id), [db, id])
  if (loading || voucher === undefined) return <Spinner label={t('loading')} className="min-h-[40vh]" />
  if (!voucher || (voucher as Voucher).type !== 'vinv') {
    return (
      <div role="alert" className="mx-auto max-w-4xl">
        <p className="text-ink">{t('notFound')}</p>
        <Link
          to={vehicleInvoicesModule.href.list()}
          className="mt-2 inline-block text-brand-700 hover:underline"
        >
          ← {t('back')}
        </Link>
      </div>
    )
  }
  return <InvoiceView invoice={voucher as Voucher} />
}

export default function VehicleInvoicesPage() {
  const auth = useAuth()
  const [params] = useSearchParams()
  const canWrite = auth.can('vehicle_invoices', 'write') && !auth.readOnly
  const id = params.get('id')
  if (id) return <OneInvoice id={id} />
  if (params.get('new') && canWrite) {
    return (
      <InvoiceForm
        key={params.toString()}
        bookingId={params.get('booking') ?? ''}
        vehicleId={params.get('vehicle') ?? ''}
      />
    )
  }
  return <InvoicesList canWrite={canWrite} />
}
