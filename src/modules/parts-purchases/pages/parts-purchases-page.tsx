// /workshop/purchases: the register, one bill (?id=), and a new one (?new=1).
import { Link, useSearchParams } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { Spinner } from '@/ui/spinner'
import { BillForm } from '../components/bill-form'
import { BillView } from '../components/bill-view'
import { BillsList } from '../components/bills-list'
import { partsPurchasesModule } from '../module'
import { usePartsPurchasesStrings } from '../parts-purchases-strings'

function OneBill({ id }: { id: string }) {
  const t = usePartsPurchasesStrings()
  const { db } = useData()
  const { data: voucher, loading } = useRxDoc(() => db.vouchers.findOne(id), [db, id])
  if (loading || voucher === undefined) return <Spinner label={t('loading')} className="min-h-[40vh]" />
  if (!voucher || (voucher as Voucher).type !== 'ppur') {
    return (
      <div role="alert" className="mx-auto max-w-4xl">
        <p className="text-ink">{t('notFound')}</p>
        <Link
          to={partsPurchasesModule.href.list()}
          className="mt-2 inline-block text-brand-700 hover:underline"
        >
          ← {t('back')}
        </Link>
      </div>
    )
  }
  return <BillView bill={voucher as Voucher} />
}

export default function PartsPurchasesPage() {
  const auth = useAuth()
  const [params] = useSearchParams()
  const canWrite = auth.can('workshop_purchases', 'write') && !auth.readOnly
  const id = params.get('id')
  if (id) return <OneBill id={id} />
  if (params.get('new') && canWrite) return <BillForm key={params.toString()} />
  return <BillsList canWrite={canWrite} />
}
