// Editing a part on its own page: the stored part read live, then the form over it.
import { useNavigate } from 'react-router-dom'
import type { Part } from '@schemas/parts.schema'
import { Spinner } from '@/ui/spinner'
import { usePart } from '../data/parts'
import { useInventoryStrings } from '../inventory-strings'
import { inventoryModule } from '../module'
import { PartForm } from './part-form'

export function PartEditPage({ id }: { id: string }) {
  const t = useInventoryStrings()
  const navigate = useNavigate()
  const part = usePart(id)
  if (part.loading) return <Spinner label={t('loading')} />
  if (!part.data) return <p role="status">{t('notFound')}</p>
  return (
    <div className="mx-auto max-w-3xl">
      <PartForm
        key={id}
        part={part.data as Part}
        onSaved={(p) => navigate(inventoryModule.href.part(p.id), { replace: true })}
        onCancel={() => navigate(-1)}
      />
    </div>
  )
}
