import { toolsPage } from '../page-meta/tools'
import { usePageHead } from '../seo/use-page-head'
import { CatalogueFilter, CatalogueJumps, CatalogueResults, useCatalogueQuery } from './catalogue-search'
import { useHomeStrings } from './home-strings'

/**
 * /tools: the tool catalogue by category with the home page's filter. The signed-in app's "Free tools" link
 * opens it (a signed-in user who opens / goes to the dashboard).
 */
export default function ToolsPage() {
  usePageHead(toolsPage)
  const t = useHomeStrings()
  const [query, setQuery] = useCatalogueQuery()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('toolsTitle')}</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('toolsIntro')}</p>
      <div className="mt-5 mb-4 max-w-xl">
        <CatalogueFilter id="tools-filter" query={query} onQuery={setQuery} />
      </div>
      {query.trim() ? null : (
        <div className="mb-8">
          <CatalogueJumps />
        </div>
      )}
      <CatalogueResults query={query} />
    </div>
  )
}
