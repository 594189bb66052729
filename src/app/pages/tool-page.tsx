import { ShieldCheck, Wifi, WifiOff } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, type ComponentType, type RefObject } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useLanguage } from '@/lib/i18n'
import { useMountedInTransition } from '@/lib/use-hydrated'
import { CATEGORY_LABELS } from '@/tools/categories'
import type { ToolMeta } from '@/tools/define-tool'
import { Spinner } from '@/ui/spinner'
import { toolHead } from '../seo/tool-head'
import { findMainField } from './tool-main-field'
import { useHead } from '../seo/use-head'
import { StaticIsland } from '../shell/static-island'
import { useAppStrings } from '../strings'

// The other tools of the category need the whole registry; it is not loaded just to hydrate their links.
const RelatedTools = lazy(() => import('./related-tools'))

type Props = { tool: ToolMeta; component: ComponentType }

/** Focuses the tool's main field once the tool has loaded, when the tool was opened from the search. */
function FocusMainField({ area }: { area: RefObject<HTMLDivElement | null> }) {
  const location = useLocation()
  const wanted = (location.state as { focusTool?: boolean } | null)?.focusTool === true
  useEffect(() => {
    if (!wanted) return
    const frame = requestAnimationFrame(() => {
      // Not when the person has already put the focus somewhere while the tool loaded (back in the search).
      const free = !document.activeElement || document.activeElement === document.body
      if (free && area.current) findMainField(area.current)?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [wanted, area, location.key])
  return null
}

/** The frame every tool shares: breadcrumb, heading, privacy and offline badges, related tools. */
export function ToolPage({ tool, component: Component }: Props) {
  const t = useAppStrings()
  const lang = useLanguage()
  useHead(toolHead(tool, lang))
  // Tools start from device state (random values, the clock, saved drafts), so their working area is
  // rendered in the browser only; the prerendered page carries the frame and a reserved spinner.
  const mounted = useMountedInTransition()
  const category = CATEGORY_LABELS[tool.category][lang]
  const area = useRef<HTMLDivElement>(null)
  return (
    <div className={`mx-auto px-4 py-6 ${tool.layout === 'wide' ? 'max-w-7xl' : 'max-w-5xl'}`}>
      <nav aria-label={t('breadcrumb')} className="mb-3 text-sm text-ink-soft">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="inline-flex min-h-6 items-center hover:underline">
              {t('breadcrumbHome')}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li>
            {/* The catalogue page, not the home page: a signed-in user who opens / goes to the dashboard. */}
            <Link to={`/tools#${tool.category}`} className="inline-flex min-h-6 items-center hover:underline">
              {category}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li aria-current="page">{tool.name[lang]}</li>
        </ol>
      </nav>
      <header className="mb-6 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{tool.name[lang]}</h1>
        <p className="max-w-3xl text-ink-soft">{tool.description[lang]}</p>
        <ul className="flex flex-wrap gap-2 text-xs font-medium">
          <li className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {t('toolPrivacy')}
          </li>
          <li className="inline-flex items-center gap-1 rounded-full bg-saffron-100 px-2.5 py-1 text-ink">
            {tool.offline === 'full' ? (
              <Wifi aria-hidden="true" className="size-3.5" />
            ) : (
              <WifiOff aria-hidden="true" className="size-3.5" />
            )}
            {tool.offline === 'full' ? t('toolOfflineReady') : t('toolNeedsNetwork')}
          </li>
        </ul>
      </header>
      {/* The reserved height keeps what follows below the fold while the tool loads: no layout shift. */}
      <div className="min-h-[70vh]" ref={area} data-tool-area="">
        {mounted ? (
          <Suspense fallback={<Spinner label={t('loading')} className="min-h-64" />}>
            <Component />
            <FocusMainField area={area} />
          </Suspense>
        ) : (
          <Spinner label={t('loading')} className="min-h-64" />
        )}
      </div>
      <p className="mt-8 text-sm">
        <Link
          to={`/feedback?about=${encodeURIComponent(`/tools/${tool.slug}`)}`}
          className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4"
        >
          {t('toolFeedback')}
        </Link>
      </p>
      <StaticIsland live={lang !== 'en'}>
        <Suspense fallback={null}>
          <RelatedTools tool={tool} heading={t('relatedTools', { category })} />
        </Suspense>
      </StaticIsland>
    </div>
  )
}
