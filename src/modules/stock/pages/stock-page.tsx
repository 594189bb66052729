// /stock: the stock book, one chassis's card (?id=), opening stock (?new=opening).
import { useSearchParams } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { ChassisCard } from '../components/chassis-card'
import { OpeningForm } from '../components/opening-form'
import { StockList } from '../components/stock-list'

export default function StockPage() {
  const auth = useAuth()
  const [params] = useSearchParams()
  const canWrite = auth.can('stock', 'write') && !auth.readOnly
  const id = params.get('id')
  if (id) return <ChassisCard id={id} />
  if (params.get('new') === 'opening' && canWrite) return <OpeningForm />
  return <StockList canWrite={canWrite} />
}
