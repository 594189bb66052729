import { ArrowDown, ArrowUp, FilePlus2, RotateCw, Trash2 } from 'lucide-react'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import { memo, useEffect, useRef, useState } from 'react'
import { ButtonGroup } from './button-group'
import { deletePage, insertBlank, movePage, rotatePage, type PlanPage } from './logic'
import { usePdfEditorStrings } from './strings'

type Props = {
  doc: PDFDocumentProxy
  plan: PlanPage[]
  current: number
  busy: boolean
  /** Thumbnails wait until the first page of the document is drawn, so they never delay it. */
  ready: boolean
  onPlan: (plan: PlanPage[]) => void
  onGoTo: (page: number) => void
  onMessage: (message: string) => void
}

const THUMB_WIDTH = 88
/** Every entry has this height, so only the entries in view are built (a 1,000-page file stays quick). */
const ITEM_HEIGHT = 208
const OVERSCAN = 4

/** Page thumbnails (drawn only when scrolled into view) with move, rotate, delete and insert blank. */
export const PagePanel = memo(function PagePanel({
  doc,
  plan,
  current,
  busy,
  ready,
  onPlan,
  onGoTo,
  onMessage,
}: Props) {
  const t = usePdfEditorStrings()
  const scroller = useRef<HTMLDivElement>(null)
  const [view, setView] = useState({ top: 0, height: 800 })
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight || 800 })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const first = Math.max(0, Math.floor(view.top / ITEM_HEIGHT) - OVERSCAN)
  const last = Math.min(plan.length, Math.ceil((view.top + view.height) / ITEM_HEIGHT) + OVERSCAN)
  return (
    <div
      ref={scroller}
      className="max-h-[40vh] overflow-y-auto md:max-h-[75vh]"
      onScroll={(event) =>
        setView({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight })
      }
    >
      <ol
        aria-label={t('pagePanel')}
        style={{ paddingTop: first * ITEM_HEIGHT, paddingBottom: (plan.length - last) * ITEM_HEIGHT }}
      >
        {plan.slice(first, last).map((page, offset) => {
          const at = first + offset
          const n = at + 1
          return (
            <li
              key={page.kind === 'page' ? `p${page.index}` : `b${at}`}
              className="overflow-hidden border-b-8 border-transparent"
              style={{ height: ITEM_HEIGHT }}
              aria-posinset={n}
              aria-setsize={plan.length}
            >
              <div
                className="h-full rounded-lg border border-line bg-surface p-1.5 data-[current=true]:border-brand-600"
                data-current={page.kind === 'page' && page.index + 1 === current}
              >
                <button
                  type="button"
                  className="block w-full rounded focus-visible:outline-2 focus-visible:outline-brand-600"
                  onClick={() => page.kind === 'page' && onGoTo(page.index + 1)}
                  aria-label={t('pageThumb', { n })}
                >
                  <span className="flex h-32 items-center justify-center overflow-hidden">
                    <span
                      className="inline-block bg-white shadow-sm"
                      style={{ transform: `rotate(${page.rotate}deg)` }}
                    >
                      {page.kind === 'page' ? (
                        <Thumb doc={doc} index={page.index} ready={ready} />
                      ) : (
                        <span
                          className="block border border-dashed border-line"
                          style={{ width: THUMB_WIDTH, height: (THUMB_WIDTH * page.height) / page.width }}
                        />
                      )}
                    </span>
                  </span>
                  <span className="block text-center text-xs text-ink-soft">{n}</span>
                </button>
                <div className="mt-1 flex flex-wrap justify-center gap-0.5">
                  <ButtonGroup
                    iconOnly
                    className="size-8"
                    buttons={[
                      {
                        label: t('moveUp', { n }),
                        icon: ArrowUp,
                        disabled: busy || at === 0,
                        onClick: () => onPlan(movePage(plan, at, at - 1)),
                      },
                      {
                        label: t('moveDown', { n }),
                        icon: ArrowDown,
                        disabled: busy || at === plan.length - 1,
                        onClick: () => onPlan(movePage(plan, at, at + 1)),
                      },
                      {
                        label: t('rotatePage', { n }),
                        icon: RotateCw,
                        disabled: busy,
                        onClick: () => onPlan(rotatePage(plan, at, 90)),
                      },
                      {
                        label: t('deletePage', { n }),
                        icon: Trash2,
                        disabled: busy,
                        onClick: () => {
                          const next = deletePage(plan, at)
                          if (next) onPlan(next)
                          else onMessage(t('lastPage'))
                        },
                      },
                      {
                        label: t('insertBlank', { n }),
                        icon: FilePlus2,
                        disabled: busy,
                        onClick: () => onPlan(insertBlank(plan, at, blankSize(plan, at))),
                      },
                    ]}
                  />
                </div>
              </div>
            </li>
          )
        })}
      </ol>
    </div>
  )
})

/** A blank page takes the size of the page before it, or A4 after a blank. */
function blankSize(plan: readonly PlanPage[], at: number): { width: number; height: number } {
  const before = plan[at]
  if (before?.kind === 'blank') return { width: before.width, height: before.height }
  return { width: 595.28, height: 841.89 }
}

/** One page drawn small, once it scrolls into view; kept as a JPEG object URL, not a live canvas. */
function Thumb({ doc, index, ready }: { doc: PDFDocumentProxy; index: number; ready: boolean }) {
  const holder = useRef<HTMLSpanElement>(null)
  const [url, setUrl] = useState<string | null>(null)
  const [ratio, setRatio] = useState(1.414)
  useEffect(() => {
    const element = holder.current
    if (!element || !ready) return
    let stopped = false
    let made: string | null = null
    let cancel: (() => void) | null = null
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void (async () => {
          const page = await doc.getPage(index + 1)
          const base = page.getViewport({ scale: 1 })
          const viewport = page.getViewport({ scale: (THUMB_WIDTH * 2) / base.width })
          if (stopped) return
          setRatio(base.height / base.width)
          const canvas = document.createElement('canvas')
          canvas.width = Math.ceil(viewport.width)
          canvas.height = Math.ceil(viewport.height)
          const task = page.render({ canvas, viewport })
          cancel = () => task.cancel()
          await task.promise
          const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.7))
          canvas.width = 0
          if (stopped || !blob) return
          made = URL.createObjectURL(blob)
          setUrl(made)
        })().catch(() => undefined)
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => {
      stopped = true
      observer.disconnect()
      cancel?.()
      if (made) URL.revokeObjectURL(made)
    }
  }, [doc, index, ready])
  return (
    <span ref={holder} className="block" style={{ width: THUMB_WIDTH, height: THUMB_WIDTH * ratio }}>
      {url ? <img src={url} alt="" width={THUMB_WIDTH} className="block" /> : null}
    </span>
  )
}
