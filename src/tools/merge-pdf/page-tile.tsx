import { ArrowLeft, ArrowRight, GripVertical, RotateCw, Trash2 } from 'lucide-react'
import { memo, type KeyboardEvent, type PointerEvent } from 'react'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import type { MoveControl, SeqPage } from './logic'
import { useMergeStrings } from './strings'
import { useThumb, type ThumbStore } from './thumb-store'

// Each file's pages get their own badge colour, so pages moved among another file's pages stand out.
const BADGES = [
  'bg-sky-100 text-sky-900',
  'bg-amber-100 text-amber-900',
  'bg-emerald-100 text-emerald-900',
  'bg-rose-100 text-rose-900',
  'bg-violet-100 text-violet-900',
  'bg-lime-100 text-lime-900',
]

/**
 * The grid's handlers, the same functions on every render (they read the grid's latest state), so a memoised
 * tile re-renders only when its own page, place or drag state changes.
 */
export type TileActions = {
  move: (from: number, to: number, control: MoveControl) => void
  turn: (index: number) => void
  remove: (index: number) => void
  gripDown: (event: PointerEvent<HTMLElement>, index: number) => void
  gripMove: (event: PointerEvent<HTMLElement>) => void
  gripUp: (event: PointerEvent<HTMLElement>) => void
  gripCancel: () => void
}

type Props = {
  page: SeqPage
  index: number
  last: boolean
  fileNumber: number
  fileName: string
  thumbs: ThumbStore
  dragging: boolean
  dropTarget: boolean
  actions: TileActions
}

/** One page of the result: preview, its file, and buttons to move it earlier or later, turn or remove it. */
export const PageTile = memo(function PageTile(props: Props) {
  const { page, index, last, fileNumber, fileName, actions } = props
  const t = useMergeStrings()
  // "beta.pdf, page 2" names the page in every label. Made here, not by the grid: formatting a name costs a
  // number format, and a memoised tile makes it only when it renders, not on each of the grid's renders.
  const name = t('pageName', { file: fileName, n: page.index + 1 })
  const thumb = useThumb(props.thumbs, page.file, page.index)

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (!event.altKey) return
    const back = event.key === 'ArrowLeft' || event.key === 'ArrowUp'
    const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown'
    if (!back && !forward) return
    event.preventDefault()
    // The keys keep focus on the same control of the moved page.
    const control = (event.target as HTMLElement).dataset.control as MoveControl | undefined
    actions.move(index, back ? index - 1 : index + 1, control ?? 'grip')
  }

  return (
    <li
      data-seq-index={index}
      onKeyDown={onKeyDown}
      // Tiles out of view skip style, layout and paint until scrolled to; the size stands in meanwhile.
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-lg border border-line bg-surface p-2 [contain-intrinsic-size:auto_9rem_auto_15rem] [content-visibility:auto]',
        props.dragging && 'opacity-50',
        props.dropTarget && 'ring-2 ring-brand-600 ring-offset-2',
      )}
    >
      <div className="flex items-center gap-1">
        <button
          type="button"
          className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded text-ink-soft hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          aria-label={t('dragPage', { name })}
          aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight"
          data-focus-key={`${page.id}:grip`}
          data-control="grip"
          onPointerDown={(event) => actions.gripDown(event, index)}
          onPointerMove={actions.gripMove}
          onPointerUp={actions.gripUp}
          onPointerCancel={actions.gripCancel}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <span
          className={cn(
            'min-w-0 truncate rounded px-1.5 py-0.5 text-xs font-medium',
            BADGES[(fileNumber - 1) % BADGES.length],
          )}
          title={fileName}
        >
          {fileNumber} · {fileName}
        </span>
      </div>
      <figure className="flex flex-col items-center gap-1">
        <div className="flex h-28 w-full max-w-28 items-center justify-center overflow-hidden rounded border border-line bg-white">
          {thumb ? (
            <img
              src={thumb}
              alt=""
              draggable={false}
              className="max-h-full max-w-full transition-transform"
              style={{ transform: `rotate(${page.rotate}deg)` }}
            />
          ) : (
            <span aria-hidden="true" className="text-2xl font-semibold text-ink-soft">
              {page.index + 1}
            </span>
          )}
        </div>
        <figcaption className="text-center text-xs text-ink">
          {t('positionOf', { position: index + 1, n: page.index + 1 })}
          {page.rotate ? (
            <span className="text-ink-soft"> · {t('rotated', { degrees: page.rotate })}</span>
          ) : null}
        </figcaption>
      </figure>
      <div className="flex flex-wrap items-center justify-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('moveEarlier', { name })}
          data-focus-key={`${page.id}:earlier`}
          data-control="earlier"
          disabled={index === 0}
          onClick={() => actions.move(index, index - 1, 'earlier')}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('moveLater', { name })}
          data-focus-key={`${page.id}:later`}
          data-control="later"
          disabled={last}
          onClick={() => actions.move(index, index + 1, 'later')}
        >
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('rotate', { name })}
          onClick={() => actions.turn(index)}
        >
          <RotateCw aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-red-700"
          aria-label={t('removePage', { name })}
          onClick={() => actions.remove(index)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  )
})
