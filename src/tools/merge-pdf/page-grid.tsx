import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { THUMB_LIMIT, usePdfThumbnails } from '@/lib/workers/pdf-client'
import type { PdfEntry } from '../shared/pdf/use-pdf-files'
import { movePage, removePage, turnPage, type SeqPage } from './logic'
import { PageTile } from './page-tile'
import { useMergeStrings } from './strings'

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
 */
export function PageGrid({ files, seq, onChange }: Props) {
  const t = useMergeStrings()
  const [thumbs, setThumbs] = useState<Record<string, (string | undefined)[]>>({})
  const [drag, setDrag] = useState<Drag | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const listRef = useRef<HTMLOListElement>(null)
  const pendingFocus = useRef<string | null>(null)
  const numberOf = new Map(files.map((file, i) => [file.id, i + 1]))
  const nameOfFile = new Map(files.map((file) => [file.id, file.name]))
  const pageName = (page: SeqPage) =>
    t('pageName', { file: nameOfFile.get(page.file) ?? '', n: page.index + 1 })

  useEffect(() => {
    if (!pendingFocus.current) return
    const target = listRef.current?.querySelector<HTMLElement>(
      `[data-focus-key="${CSS.escape(pendingFocus.current)}"]`,
    )
    pendingFocus.current = null
    target?.focus()
  })

  function move(from: number, to: number, focusKey?: string) {
    if (to < 0 || to >= seq.length || from === to) return
    const next = movePage(seq, from, to)
    const page = seq[from]!
    onChange(next)
    const where = { name: pageName(page), position: to + 1, total: seq.length }
    setAnnouncement(
      to === 0 ? t('movedFirst', where) : t('movedAfter', { ...where, after: pageName(next[to - 1]!) }),
    )
    if (focusKey) pendingFocus.current = focusKey
  }

  function pointerDown(event: PointerEvent<HTMLElement>, index: number) {
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    setDrag({ from: index, over: index, pointer: event.pointerId })
  }

  function pointerMove(event: PointerEvent<HTMLElement>) {
    if (!drag || event.pointerId !== drag.pointer) return
    if (event.clientY < EDGE) window.scrollBy(0, -STEP)
    else if (event.clientY > window.innerHeight - EDGE) window.scrollBy(0, STEP)
    const hit = document.elementFromPoint(event.clientX, event.clientY)
    const tile = hit?.closest<HTMLElement>('[data-seq-index]')
    if (!tile || !listRef.current?.contains(tile)) return
    const over = Number(tile.dataset.seqIndex)
    if (over !== drag.over) setDrag({ ...drag, over })
  }

  function pointerUp(event: PointerEvent<HTMLElement>) {
    if (!drag || event.pointerId !== drag.pointer) return
    setDrag(null)
    move(drag.from, drag.over)
  }

  return (
    <div className="space-y-2">
      {files.map((file) => (
        <FileThumbs
          key={file.id}
          entry={file}
          onThumbs={(urls) => setThumbs((all) => ({ ...all, [file.id]: urls }))}
        />
      ))}
      <p className="text-xs text-ink-soft">{t('gridHint')}</p>
      <ol
        ref={listRef}
        aria-label={t('pagesLabel')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
      >
        {seq.map((page, index) => (
          <PageTile
            key={page.id}
            page={page}
            index={index}
            total={seq.length}
            name={pageName(page)}
            fileNumber={numberOf.get(page.file) ?? 0}
            fileName={nameOfFile.get(page.file) ?? ''}
            thumb={thumbs[page.file]?.[page.index]}
            dragging={drag?.from === index}
            dropTarget={drag !== null && drag.over === index && drag.from !== index}
            onMove={move}
            onTurn={() => onChange(turnPage(seq, index))}
            onRemove={() => {
              onChange(removePage(seq, index))
              setAnnouncement(t('removedPage', { name: pageName(page) }))
            }}
            handlers={{
              onPointerDown: (event) => pointerDown(event, index),
              onPointerMove: pointerMove,
              onPointerUp: pointerUp,
              onPointerCancel: () => setDrag(null),
            }}
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

/** Renders one file's previews in the worker and hands them up (a hook per file, so a component per file). */
function FileThumbs({
  entry,
  onThumbs,
}: {
  entry: PdfEntry
  onThumbs: (urls: (string | undefined)[]) => void
}) {
  const urls = usePdfThumbnails(entry.file, entry.id, entry.pageCount, entry.password)
  const report = useRef(onThumbs)
  report.current = onThumbs
  useEffect(() => report.current(urls), [urls])
  return null
}
