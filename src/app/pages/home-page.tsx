import { ArrowRight, Languages, ShieldCheck, WifiOff } from 'lucide-react'
import { Link } from 'react-router-dom'
import { homePage } from '../page-meta/home'
import { usePageHead } from '../seo/use-page-head'
import { CatalogueFilter, CatalogueResults, useCatalogueQuery } from './catalogue-search'
import { useHomeStrings } from './home-strings'

/** Home: the tool catalogue by category with instant search (kept in ?q= so results can be shared). */
export default function HomePage() {
  usePageHead(homePage)
  const t = useHomeStrings()
  const [query, setQuery] = useCatalogueQuery()

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
            <CatalogueFilter id="tool-filter" query={query} onQuery={setQuery} />
          </div>
        </div>
      </section>

      <CatalogueResults query={query} id="tools" className="mx-auto max-w-6xl px-4 py-8" />

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
