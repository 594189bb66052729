// /workshop/inventory: the parts (?tab=reorder, ?tab=journals), a part's card and ledger (?id=), a new or
// edited part (?new=part, ?edit=), an import (?new=import), a stock journal (?new=journal, ?journal=).
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useAuth } from '@/auth/auth-context'
import { ImportParts } from '../components/import-parts'
import { InventoryHome } from '../components/inventory-home'
import { JournalView } from '../components/journal-view'
import { PartCard } from '../components/part-card'
import { PartEditPage } from '../components/part-edit-page'
import { PartForm } from '../components/part-form'
import { StockJournalForm } from '../components/stock-journal-form'
import { inventoryModule } from '../module'

export default function InventoryPage() {
  const auth = useAuth()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const canWrite = auth.can('workshop_inventory', 'write') && !auth.readOnly
  const fresh = params.get('new')
  const edit = params.get('edit')
  const id = params.get('id')
  const journal = params.get('journal')
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
  if (fresh === 'import' && canWrite) return <ImportParts />
  if (fresh === 'journal' && canWrite) return <StockJournalForm partId={params.get('part') ?? undefined} />
  if (edit && canWrite) return <PartEditPage id={edit} />
  if (journal) return <JournalView id={journal} />
  if (id) return <PartCard id={id} />
  return <InventoryHome canWrite={canWrite} />
}
