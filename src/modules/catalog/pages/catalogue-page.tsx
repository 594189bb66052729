// /catalogue: the register of variants, one variant to edit (?id=), a new one (?new=1).
import { Link, useSearchParams } from 'react-router-dom'
import type { CatalogItem } from '@schemas/catalog.schema'
import { useAuth } from '@/auth/auth-context'
import { Spinner } from '@/ui/spinner'
import { useCatalogStrings } from '../catalog-strings'
import { CatalogForm } from '../components/catalog-form'
import { CatalogList } from '../components/catalog-list'
import { useCatalogItem } from '../data/catalog'
import { catalogueModule } from '../module'

function OneItem({ id }: { id: string }) {
  const t = useCatalogStrings()
  const { data, loading } = useCatalogItem(id)
  if (loading || data === undefined) return <Spinner label={t('loading')} className="min-h-[40vh]" />
  if (!data) {
    return (
      <div role="alert" className="mx-auto max-w-4xl">
        <p className="text-ink">{t('notFound')}</p>
        <Link to={catalogueModule.href.list()} className="mt-2 inline-block text-brand-700 hover:underline">
          ← {t('back')}
        </Link>
      </div>
    )
  }
  return <CatalogForm key={id} item={data as CatalogItem} />
}

export default function CataloguePage() {
  const auth = useAuth()
  const [params] = useSearchParams()
  const canWrite = auth.can('stock', 'write') && !auth.readOnly
  const id = params.get('id')
  if (id) return <OneItem id={id} />
  if (params.get('new') && canWrite) return <CatalogForm key="new" />
  return <CatalogList canWrite={canWrite} />
}
