// /workshop/inventory: the parts (?tab=reorder, ?tab=journals), a part's card and ledger (?id=), a new or
// edited part (?new=part, ?edit=), an import (?new=import), a stock journal (?new=journal, ?journal=).
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { InventoryHome } from '../components/inventory-home'
import { PartEditPage } from '../components/part-edit-page'
import { inventoryModule } from '../module'
import { PartForm } from '../components/part-form'

export default function InventoryPage() {
  const auth = useAuth()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const canWrite = auth.can('workshop_inventory', 'write') && !auth.readOnly
  const fresh = params.get('new')
  const edit = params.get('edit')
  if (fresh === 'part' && canWrite) {
    return (
      <div className="mx-auto max-w-3xl">
        <PartForm
          text={params.get('text') ?? undefined}
          onSaved={(p) => navigate(inventoryModule.href.part(p.id), { replace: true })}
          onCancel={() => navigate(-1)}
        />
      </div>
    )
  }
  if (edit && canWrite) return <PartEditPage id={edit} />
  return <InventoryHome canWrite={canWrite} />
}
