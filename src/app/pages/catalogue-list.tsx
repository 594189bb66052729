import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { CATEGORY_LABELS } from '@/tools/categories'
import { TOOL_CATEGORIES, toolPath } from '@/tools/define-tool'
import { TOOLS } from '@/tools/registry'
import { searchTools } from '@/tools/search'
import { useHomeStrings } from './home-strings'

/** The tool catalogue by category, filtered by the home page's query. */
export default function CatalogueList({ query }: { query: string }) {
  const t = useHomeStrings()
  const lang = useLanguage()
  const results = useMemo(() => searchTools(TOOLS, query), [query])
  const filtering = query.trim().length > 0
  return (
    <>
      <h2 className="sr-only">{t('catalogue')}</h2>
      <p className="sr-only" aria-live="polite">
        {filtering ? t('count', { count: results.length }) : ''}
      </p>
      {filtering && results.length === 0 ? (
        <p className="text-ink-soft">{t('filterEmpty', { query })}</p>
      ) : null}
      {TOOL_CATEGORIES.map((category) => {
        const tools = results.filter((tool) => tool.category === category)
        if (tools.length === 0) return null
        return (
          <section
            key={category}
            id={category}
            aria-labelledby={`cat-${category}`}
            className="mb-10 scroll-mt-24"
          >
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
                        <span className="block font-semibold text-ink group-hover:text-brand-800">
                          {tool.name[lang]}
                        </span>
                        <span className="mt-1 line-clamp-2 block text-sm text-ink-soft">
                          {tool.description[lang]}
                        </span>
                      </span>
                    </Link>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </>
  )
}
