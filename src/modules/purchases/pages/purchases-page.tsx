// /purchases: the register, one purchase (?id=), and a new one (?new=1).
import { Link, useSearchParams } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { Spinner } from '@/ui/spinner'
import { PurchaseForm } from '../components/purchase-form'
import { PurchaseView } from '../components/purchase-view'
import { PurchasesList } from '../components/purchases-list'
import { purchasesModule } from '../module'
import { usePurchasesStrings } from '../purchases-strings'

function OneBill({ id }: { id: string }) {
  const t = usePurchasesStrings()
  const { db } = useData()
  const { data: voucher, loading } = useRxDoc(() => db.vouchers.findOne(id), [db, id])
  if (loading || voucher === undefined) return <Spinner label={t('loading')} className="min-h-[40vh]" />
  if (!voucher || (voucher as Voucher).type !== 'vpur') {
    return (
      <div role="alert" className="mx-auto max-w-4xl">
        <p className="text-ink">{t('notFound')}</p>
        <Link to={purchasesModule.href.list()} className="mt-2 inline-block text-brand-700 hover:underline">
          ← {t('back')}
        </Link>
      </div>
    )
  }
  return <PurchaseView bill={voucher as Voucher} />
}

export default function PurchasesPage() {
  const auth = useAuth()
  const [params] = useSearchParams()
  const canWrite = auth.can('purchases', 'write') && !auth.readOnly
  const id = params.get('id')
  if (id) return <OneBill id={id} />
  if (params.get('new') && canWrite) return <PurchaseForm key={params.toString()} />
  return <PurchasesList canWrite={canWrite} />
}
