// /workshop/invoices: the register of workshop invoices, one invoice (?id=) and a counter sale (?new=1). One
// route with the view in the address, so back/forward and reloads (offline too) land on the same screen.
import { Link, useSearchParams } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { Spinner } from '@/ui/spinner'
import { CounterSaleForm } from '../components/counter-sale-form'
import { WorkshopInvoicesList } from '../components/invoices-list'
import { WorkshopInvoiceView } from '../components/workshop-invoice-view'
import { useInvoiceStrings } from '../invoice-strings'
import { workshopInvoicesModule } from '../module'

function OneInvoice({ id }: { id: string }) {
  const t = useInvoiceStrings()
  const { db } = useData()
  const { data: voucher, loading } = useRxDoc(() => db.vouchers.findOne(id), [db, id])
  if (loading || voucher === undefined) return <Spinner label={t('loading')} className="min-h-[40vh]" />
  if (!voucher || (voucher as Voucher).type !== 'winv') {
    return (
      <div role="alert" className="mx-auto max-w-4xl">
        <p className="text-ink">{t('notFound')}</p>
        <Link
          to={workshopInvoicesModule.href.list()}
          className="mt-2 inline-block text-brand-700 hover:underline"
        >
          ← {t('back')}
        </Link>
      </div>
    )
  }
  return <WorkshopInvoiceView invoice={voucher as Voucher} />
}

export default function WorkshopInvoicesPage() {
  const auth = useAuth()
  const [params] = useSearchParams()
  const canWrite = auth.can('job_cards', 'write') && !auth.readOnly
  const id = params.get('id')
  if (id) return <OneInvoice id={id} />
  if (params.get('new') && canWrite) return <CounterSaleForm key={params.toString()} />
  return <WorkshopInvoicesList canWrite={canWrite} />
}
