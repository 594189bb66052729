import { startTransition, useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react'
import { THUMB_LIMIT, usePdfThumbnails } from '@/lib/workers/pdf-client'
import type { PdfEntry } from '../shared/pdf/use-pdf-files'
import { focusAfterMove, movePage, removePage, turnPage, type MoveControl, type SeqPage } from './logic'
import { PageTile, type TileActions } from './page-tile'
import { useMergeStrings } from './strings'
import { ThumbStore } from './thumb-store'
import { FIRST_TILES, grownCount, nextStepSize } from './tile-batches'

type Props = {
  /** Ready files, in file-list order (their position gives the badge number). */
  files: readonly PdfEntry[]
  seq: readonly SeqPage[]
  onChange: (seq: SeqPage[]) => void
}

type Drag = { from: number; over: number; pointer: number }

// Near the window's top or bottom edge a drag scrolls the page, so a long list can be crossed on a phone.
const EDGE = 56
const STEP = 16

/**
 * Every page of the result as one ordered grid across all files: a page can be moved anywhere, also between
 * pages of another file — by pointer drag (mouse, touch, pen), by buttons, or with Alt+arrow keys.
 * Ten files of 100 pages make 1,000 tiles, so the main thread is spared three ways: tiles are memoised and
 * read their own preview (a file's previews re-render only its changed tiles), the first screenfuls mount at
 * once and the rest in short interruptible steps, and tiles out of view skip layout and paint.
 */
export function PageGrid({ files, seq, onChange }: Props) {
  const t = useMergeStrings()
  const [thumbs] = useState(() => new ThumbStore())
  const [drag, setDrag] = useState<Drag | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [shown, setShown] = useState(FIRST_TILES)
  const listRef = useRef<HTMLOListElement>(null)
  const pendingFocus = useRef<string | null>(null)
  const stepSize = useRef(FIRST_TILES)
  const stepStart = useRef<number | null>(null)
  const numberOf = new Map(files.map((file, i) => [file.id, i + 1]))
  const nameOfFile = new Map(files.map((file) => [file.id, file.name]))
  const pageName = (page: SeqPage) =>
    t('pageName', { file: nameOfFile.get(page.file) ?? '', n: page.index + 1 })

  // The tiles' handlers never change; they act on what was last rendered, which is what the user sees.
  const latest = useRef({ seq, onChange, pageName, t })
  useLayoutEffect(() => {
    latest.current = { seq, onChange, pageName, t }
  })
  const dragging = useRef<Drag | null>(null)
  const [actions] = useState<TileActions>(() => {
    const setBoth = (next: Drag | null) => {
      dragging.current = next
      setDrag(next)
    }
    function move(from: number, to: number, control?: MoveControl) {
      const { seq, onChange, pageName, t } = latest.current
      if (to < 0 || to >= seq.length || from === to) return
      const next = movePage(seq, from, to)
      const page = seq[from]!
      onChange(next)
      // A page moved past the tiles mounted so far stays on screen.
      setShown((count) => Math.max(count, to + 1))
      const where = { name: pageName(page), position: to + 1, total: seq.length }
      setAnnouncement(
        to === 0 ? t('movedFirst', where) : t('movedAfter', { ...where, after: pageName(next[to - 1]!) }),
      )
      if (control) pendingFocus.current = `${page.id}:${focusAfterMove(control, to, seq.length)}`
    }
    return {
      move,
      turn: (index) => latest.current.onChange(turnPage(latest.current.seq, index)),
      remove(index) {
        const { seq, onChange, pageName, t } = latest.current
        const page = seq[index]
        if (!page) return
        onChange(removePage(seq, index))
        setAnnouncement(t('removedPage', { name: pageName(page) }))
      },
      gripDown(event: PointerEvent<HTMLElement>, index: number) {
        if (event.button !== 0) return
        event.preventDefault()
        event.currentTarget.setPointerCapture(event.pointerId)
        setBoth({ from: index, over: index, pointer: event.pointerId })
      },
      gripMove(event: PointerEvent<HTMLElement>) {
        const drag = dragging.current
        if (!drag || event.pointerId !== drag.pointer) return
        if (event.clientY < EDGE) window.scrollBy(0, -STEP)
        else if (event.clientY > window.innerHeight - EDGE) window.scrollBy(0, STEP)
        const hit = document.elementFromPoint(event.clientX, event.clientY)
        const tile = hit?.closest<HTMLElement>('[data-seq-index]')
        if (!tile || !listRef.current?.contains(tile)) return
        const over = Number(tile.dataset.seqIndex)
        if (over !== drag.over) setBoth({ ...drag, over })
      },
      gripUp(event: PointerEvent<HTMLElement>) {
        const drag = dragging.current
        if (!drag || event.pointerId !== drag.pointer) return
        setBoth(null)
        move(drag.from, drag.over)
      },
      gripCancel: () => setBoth(null),
    }
  })

  useEffect(() => {
    if (!pendingFocus.current) return
    const target = listRef.current?.querySelector<HTMLElement>(
      `[data-focus-key="${CSS.escape(pendingFocus.current)}"]`,
    )
    pendingFocus.current = null
    target?.focus()
  })

  // Mount the remaining tiles a step at a time, each step sized by how long the last one took (its render,
  // commit and paint), as a transition so typing, keys and drags go first.
  const total = seq.length
  useEffect(() => {
    if (stepStart.current !== null) {
      stepSize.current = nextStepSize(stepSize.current, performance.now() - stepStart.current)
      stepStart.current = null
    }
    // Fewer pages now (a narrower range, a file removed): pages that come back are mounted in steps too.
    if (shown > Math.max(total, FIRST_TILES)) return setShown(Math.max(total, FIRST_TILES))
    if (shown >= total) return
    const timer = setTimeout(() => {
      stepStart.current = performance.now()
      startTransition(() => setShown((count) => grownCount(count, stepSize.current, total)))
    })
    return () => clearTimeout(timer)
  }, [shown, total])

  const mounted = seq.slice(0, shown)
  return (
    <div className="space-y-2">
      {files.map((file) => (
        <FileThumbs key={file.id} entry={file} store={thumbs} />
      ))}
      <p className="text-xs text-ink-soft">{t('gridHint')}</p>
      <ol
        ref={listRef}
        aria-label={t('pagesLabel')}
        aria-busy={mounted.length < total || undefined}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
      >
        {mounted.map((page, index) => (
          <PageTile
            key={page.id}
            page={page}
            index={index}
            last={index === total - 1}
            fileNumber={numberOf.get(page.file) ?? 0}
            fileName={nameOfFile.get(page.file) ?? ''}
            thumbs={thumbs}
            dragging={drag?.from === index}
            dropTarget={drag !== null && drag.over === index && drag.from !== index}
            actions={actions}
          />
        ))}
      </ol>
      {files.some((file) => file.pageCount > THUMB_LIMIT) ? (
        <p className="text-xs text-ink-soft">{t('morePreviews', { count: THUMB_LIMIT })}</p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}

/** Renders one file's previews in the worker into the store (a hook per file, so a component per file). */
function FileThumbs({ entry, store }: { entry: PdfEntry; store: ThumbStore }) {
  const urls = usePdfThumbnails(entry.file, entry.id, entry.pageCount, entry.password)
  useEffect(() => store.set(entry.id, urls), [store, entry.id, urls])
  return null
}
