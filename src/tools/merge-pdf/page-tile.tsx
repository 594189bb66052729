import { ArrowLeft, ArrowRight, GripVertical, RotateCw, Trash2 } from 'lucide-react'
import type { KeyboardEvent, PointerEventHandler } from 'react'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import type { SeqPage } from './logic'
import { useMergeStrings } from './strings'

// Each file's pages get their own badge colour, so pages moved among another file's pages stand out.
const BADGES = [
  'bg-sky-100 text-sky-900',
  'bg-amber-100 text-amber-900',
  'bg-emerald-100 text-emerald-900',
  'bg-rose-100 text-rose-900',
  'bg-violet-100 text-violet-900',
  'bg-lime-100 text-lime-900',
]

type Props = {
  page: SeqPage
  index: number
  total: number
  /** "beta.pdf, page 2": names the page in labels and announcements. */
  name: string
  fileNumber: number
  fileName: string
  thumb?: string
  dragging: boolean
  dropTarget: boolean
  onMove: (from: number, to: number, focusKey?: string) => void
  onTurn: () => void
  onRemove: () => void
  handlers: {
    onPointerDown: PointerEventHandler<HTMLElement>
    onPointerMove: PointerEventHandler<HTMLElement>
    onPointerUp: PointerEventHandler<HTMLElement>
    onPointerCancel: PointerEventHandler<HTMLElement>
  }
}

/** One page of the result: preview, its file, and buttons to move it earlier or later, turn or remove it. */
export function PageTile(props: Props) {
  const { page, index, total, name, fileNumber, fileName, thumb, onMove } = props
  const t = useMergeStrings()
  const earlier = () => onMove(index, index - 1, index - 1 === 0 ? `${page.id}:later` : `${page.id}:earlier`)
  const later = () =>
    onMove(index, index + 1, index + 1 === total - 1 ? `${page.id}:earlier` : `${page.id}:later`)

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (!event.altKey) return
    const back = event.key === 'ArrowLeft' || event.key === 'ArrowUp'
    const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown'
    if (!back && !forward) return
    event.preventDefault()
    // The keys keep focus on the same control of the moved page.
    const focused = (event.target as HTMLElement).dataset.focusKey ?? `${page.id}:grip`
    onMove(index, back ? index - 1 : index + 1, focused)
  }

  return (
    <li
      data-seq-index={index}
      onKeyDown={onKeyDown}
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-lg border border-line bg-surface p-2',
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
          {...props.handlers}
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
          disabled={index === 0}
          onClick={earlier}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('moveLater', { name })}
          data-focus-key={`${page.id}:later`}
          disabled={index === total - 1}
          onClick={later}
        >
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('rotate', { name })}
          onClick={props.onTurn}
        >
          <RotateCw aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-red-700"
          aria-label={t('removePage', { name })}
          onClick={props.onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  )
}
