import { ArrowRight, Languages, ShieldCheck, WifiOff } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { CATEGORY_LABELS } from '@/tools/categories'
import { TOOL_CATEGORIES, toolPath } from '@/tools/define-tool'
import { TOOLS } from '@/tools/registry'
import { searchTools } from '@/tools/search'
import { Input } from '@/ui/field'
import { usePageHead } from '../seo/use-page-head'
import { useHomeStrings } from './home-strings'

/** Home: the tool catalogue by category with instant search (kept in ?q= so results can be shared). */
export default function HomePage() {
  usePageHead('/')
  const t = useHomeStrings()
  const lang = useLanguage()
  const [params, setParams] = useSearchParams()
  const query = (params.get('q') ?? '').slice(0, 100)
  const results = useMemo(() => searchTools(TOOLS, query), [query])
  const filtering = query.trim().length > 0

  return (
    <div>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-page">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('heroTitle')}</h1>
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

      <div id="tools" className="mx-auto max-w-6xl px-4 py-8">
        <h2 className="sr-only">{t('catalogue')}</h2>
        <p className="sr-only" aria-live="polite">
          {filtering ? t('count', { count: results.length }) : ''}
        </p>
        {filtering && results.length === 0 ? <p className="text-ink-soft">{t('filterEmpty', { query })}</p> : null}
        {TOOL_CATEGORIES.map((category) => {
          const tools = results.filter((tool) => tool.category === category)
          if (tools.length === 0) return null
          return (
            <section key={category} id={category} aria-labelledby={`cat-${category}`} className="mb-10 scroll-mt-24">
              <h2 id={`cat-${category}`} className="mb-4 flex items-baseline gap-2 text-xl font-semibold">
                {CATEGORY_LABELS[category][lang]}
                <span className="text-sm font-normal text-ink-soft">{t('count', { count: tools.length })}</span>
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {tools.map((tool) => {
                  const Icon = tool.icon
                  return (
                    <li key={tool.slug}>
                      <Link
                        to={toolPath(tool.slug)}
                        className="group flex h-full gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm transition hover:border-brand-500 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                          <Icon aria-hidden="true" className="size-5" />
                        </span>
                        <span>
                          <span className="block font-semibold text-ink group-hover:text-brand-800">{tool.name[lang]}</span>
                          <span className="mt-1 line-clamp-2 block text-sm text-ink-soft">{tool.description[lang]}</span>
                        </span>
                      </Link>
                    </li>
                  )
                })}
              </ul>
            </section>
          )
        })}
      </div>

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
