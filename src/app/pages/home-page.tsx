import { ArrowRight, Languages, ShieldCheck, WifiOff } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { Input } from '@/ui/field'
import { Spinner } from '@/ui/spinner'
import { homePage } from '../page-meta/home'
import { usePageHead } from '../seo/use-page-head'
import { StaticIsland } from '../shell/static-island'
import { useHomeStrings } from './home-strings'

// The catalogue needs the whole tool registry. A visitor who only looks at the prerendered home page
// never downloads it; filtering or switching language loads it.
const CatalogueList = lazy(() => import('./catalogue-list'))

/** Home: the tool catalogue by category with instant search (kept in ?q= so results can be shared). */
export default function HomePage() {
  usePageHead(homePage)
  const t = useHomeStrings()
  const lang = useLanguage()
  const [params, setParams] = useSearchParams()
  const query = (params.get('q') ?? '').slice(0, 100)

  return (
    <div>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-page">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {t('heroTitle')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t('heroText')}</p>
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink">
            <li className="flex items-center gap-1.5">
              <ShieldCheck aria-hidden="true" className="size-4 text-brand-700" />
              {t('pointPrivate')}
            </li>
            <li className="flex items-center gap-1.5">
              <WifiOff aria-hidden="true" className="size-4 text-brand-700" />
              {t('pointOffline')}
            </li>
            <li className="flex items-center gap-1.5">
              <Languages aria-hidden="true" className="size-4 text-brand-700" />
              {t('pointHindi')}
            </li>
          </ul>
          <div className="mt-6 max-w-xl">
            <label htmlFor="tool-filter" className="sr-only">
              {t('filterLabel')}
            </label>
            <Input
              id="tool-filter"
              type="search"
              placeholder={t('filterPlaceholder')}
              value={query}
              onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
              className="h-12 text-base"
            />
          </div>
        </div>
      </section>

      <StaticIsland
        id="tools"
        className="mx-auto max-w-6xl px-4 py-8"
        live={query.trim().length > 0 || lang !== 'en'}
      >
        <Suspense fallback={<Spinner label={t('loading')} className="min-h-[50vh]" />}>
          <CatalogueList query={query} />
        </Suspense>
      </StaticIsland>

      <section className="mx-auto max-w-6xl px-4">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-xl font-semibold">{t('proTitle')}</h2>
            <p className="mt-1 max-w-2xl text-brand-100">{t('proText')}</p>
          </div>
          <Link
            to="/autobahi-pro"
            className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-saffron-500 px-5 py-3 font-semibold text-brand-900 hover:bg-saffron-100"
          >
            {t('proCta')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </div>
  )
}
