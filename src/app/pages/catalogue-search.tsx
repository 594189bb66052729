// The tool catalogue with its filter, shared by the home page and /tools: the query lives in ?q= (so results
// can be shared), and the catalogue, which needs the whole tool registry, loads only once someone filters or
// switches language — a visitor who only looks at the prerendered page never downloads it.
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { CATEGORY_LABELS } from '@/tools/categories'
import { TOOL_CATEGORIES } from '@/tools/define-tool'
import { Input } from '@/ui/field'
import { Spinner } from '@/ui/spinner'
import { StaticIsland } from '../shell/static-island'
import { useHomeStrings } from './home-strings'

const CatalogueList = lazy(() => import('./catalogue-list'))

/** The filter's text and its setter (?q=, at most 100 characters). */
export function useCatalogueQuery(): [string, (q: string) => void] {
  const [params, setParams] = useSearchParams()
  const query = (params.get('q') ?? '').slice(0, 100)
  return [query, (q) => setParams(q ? { q } : {}, { replace: true })]
}

export function CatalogueFilter({
  id,
  query,
  onQuery,
}: {
  id: string
  query: string
  onQuery: (q: string) => void
}) {
  const t = useHomeStrings()
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('filterLabel')}
      </label>
      <Input
        id={id}
        type="search"
        placeholder={t('filterPlaceholder')}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        className="h-12 text-base"
      />
    </>
  )
}

/**
 * A row of category chips that jump to their sections, so a phone need not scroll the whole catalogue to
 * reach calculators. Plain in-page links: they work before the catalogue's script has loaded.
 */
export function CatalogueJumps() {
  const t = useHomeStrings()
  const lang = useLanguage()
  return (
    <nav aria-label={t('categories')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {TOOL_CATEGORIES.map((category) => (
          <li key={category} className="shrink-0">
            <a
              href={`#${category}`}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink hover:border-brand-500 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {CATEGORY_LABELS[category][lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function CatalogueResults({
  query,
  id,
  className,
}: {
  query: string
  id?: string
  className?: string
}) {
  const t = useHomeStrings()
  const lang = useLanguage()
  return (
    <StaticIsland id={id} className={className} live={query.trim().length > 0 || lang !== 'en'}>
      <Suspense fallback={<Spinner label={t('loading')} className="min-h-[50vh]" />}>
        <CatalogueList query={query} />
      </Suspense>
    </StaticIsland>
  )
}
