// /workshop/wp-return: the register, one debit note (?id=), and a new one (?new=1, with &bill= from a bill).
import { Link, useSearchParams } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { Spinner } from '@/ui/spinner'
import { ReturnForm } from '../components/return-form'
import { ReturnView } from '../components/return-view'
import { ReturnsList } from '../components/returns-list'
import { partsReturnsModule } from '../module'
import { usePartsPurchasesStrings } from '../parts-purchases-strings'

function OneNote({ id }: { id: string }) {
  const t = usePartsPurchasesStrings()
  const { db } = useData()
  const { data: voucher, loading } = useRxDoc(() => db.vouchers.findOne(id), [db, id])
  if (loading || voucher === undefined) {
    return <Spinner label={t('returnsLoading')} className="min-h-[40vh]" />
  }
  if (!voucher || (voucher as Voucher).type !== 'ppret') {
    return (
      <div role="alert" className="mx-auto max-w-4xl">
        <p className="text-ink">{t('returnNotFound')}</p>
        <Link
          to={partsReturnsModule.href.list()}
          className="mt-2 inline-block text-brand-700 hover:underline"
        >
          ← {t('returnBack')}
        </Link>
      </div>
    )
  }
  return <ReturnView note={voucher as Voucher} />
}

export default function PartsReturnsPage() {
  const auth = useAuth()
  const [params] = useSearchParams()
  const canWrite = auth.can('wp_return', 'write') && !auth.readOnly
  const id = params.get('id')
  if (id) return <OneNote id={id} />
  if (params.get('new') && canWrite) {
    return <ReturnForm key={params.toString()} billId={params.get('bill') ?? ''} />
  }
  return <ReturnsList canWrite={canWrite} />
}
