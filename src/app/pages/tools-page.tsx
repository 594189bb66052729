import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { Input } from '@/ui/field'
import { Spinner } from '@/ui/spinner'
import { toolsPage } from '../page-meta/tools'
import { usePageHead } from '../seo/use-page-head'
import { StaticIsland } from '../shell/static-island'
import { useHomeStrings } from './home-strings'

const CatalogueList = lazy(() => import('./catalogue-list'))

/**
 * /tools: the tool catalogue by category with the home page's filter. The signed-in app's "Free tools" link
 * opens it (a signed-in user who opens / goes to the dashboard).
 */
export default function ToolsPage() {
  usePageHead(toolsPage)
  const t = useHomeStrings()
  const lang = useLanguage()
  const [params, setParams] = useSearchParams()
  const query = (params.get('q') ?? '').slice(0, 100)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('toolsTitle')}</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('toolsIntro')}</p>
      <div className="mt-5 mb-8 max-w-xl">
        <label htmlFor="tools-filter" className="sr-only">
          {t('filterLabel')}
        </label>
        <Input
          id="tools-filter"
          type="search"
          placeholder={t('filterPlaceholder')}
          value={query}
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
          className="h-12 text-base"
        />
      </div>
      <StaticIsland live={query.trim().length > 0 || lang !== 'en'}>
        <Suspense fallback={<Spinner label={t('loading')} className="min-h-[50vh]" />}>
          <CatalogueList query={query} />
        </Suspense>
      </StaticIsland>
    </div>
  )
}
