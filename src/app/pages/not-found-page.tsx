import { Link, useLocation } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { toolPath } from '@/tools/define-tool'
import { TOOLS } from '@/tools/registry'
import { notFoundHead } from '../seo/page-heads'
import { useHead } from '../seo/use-head'
import { useAppStrings } from '../strings'

/** Spec §2: any unknown path shows "404 - Not Found" and its message; we add a way back. */
export default function NotFoundPage() {
  const t = useAppStrings()
  const lang = useLanguage()
  const { pathname } = useLocation()
  // A pathological URL must not bloat the canonical tag; the page is noindex anyway.
  useHead(notFoundHead(pathname.slice(0, 200), lang))
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="not-found">
      <h1 className="text-3xl font-bold">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-ink-soft">{t('notFoundText')}</p>
      <p className="mt-6">
        <Link to="/" className="font-medium text-brand-700 underline underline-offset-4">
          {t('notFoundHome')}
        </Link>
      </p>
      <p className="mt-8 text-sm text-ink-soft">{t('notFoundBrowse')}</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {TOOLS.slice(0, 8).map((tool) => (
          <li key={tool.slug}>
            <Link
              to={toolPath(tool.slug)}
              className="inline-block rounded-full border border-line bg-surface px-3 py-1.5 text-sm hover:border-brand-500"
            >
              {tool.name[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
