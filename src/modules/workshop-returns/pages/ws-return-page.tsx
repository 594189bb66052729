// /workshop/ws-return: the register, one credit note (?id=), and a new one (?new=1, with &invoice= from an
// invoice's screen).
import { Link, useSearchParams } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { useAuth } from '@/auth/auth-context'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import { Spinner } from '@/ui/spinner'
import { WsReturnForm } from '../components/ws-return-form'
import { WsReturnView } from '../components/ws-return-view'
import { WsReturnsList } from '../components/ws-returns-list'
import { wsReturnModule } from '../module'
import { useWsReturnStrings } from '../ws-return-strings'

function OneNote({ id }: { id: string }) {
  const t = useWsReturnStrings()
  const { db } = useData()
  const { data: voucher, loading } = useRxDoc(() => db.vouchers.findOne(id), [db, id])
  if (loading || voucher === undefined) return <Spinner label={t('loading')} className="min-h-[40vh]" />
  if (!voucher || (voucher as Voucher).type !== 'wcn') {
    return (
      <div role="alert" className="mx-auto max-w-4xl">
        <p className="text-ink">{t('notFound')}</p>
        <Link to={wsReturnModule.href.list()} className="mt-2 inline-block text-brand-700 hover:underline">
          ← {t('back')}
        </Link>
      </div>
    )
  }
  return <WsReturnView note={voucher as Voucher} />
}

export default function WsReturnPage() {
  const auth = useAuth()
  const [params] = useSearchParams()
  const canWrite = auth.can('ws_return', 'write') && !auth.readOnly
  const id = params.get('id')
  if (id) return <OneNote id={id} />
  if (params.get('new') && canWrite) {
    return <WsReturnForm key={params.toString()} invoiceId={params.get('invoice') ?? ''} />
  }
  return <WsReturnsList canWrite={canWrite} />
}
