import type { KeyboardEvent } from 'react'
import type { CropRect } from '@workers/image/crop.options'
import { useFractionDrag } from '../shared/image/use-fraction-drag'
import { dragCorner, moveRect, resizeRect, type Corner, type Size } from './logic'
import { useCropStrings } from './strings'

type CropBoxProps = {
  rect: CropRect
  onChange: (rect: CropRect) => void
  ratio: number | null
  bounds: Size
  /** Describes the box for screen readers (the help text's id). */
  describedBy: string
}

const CORNERS: { corner: Corner; className: string }[] = [
  { corner: 'nw', className: '-top-5 -left-5 cursor-nwse-resize' },
  { corner: 'ne', className: '-top-5 -right-5 cursor-nesw-resize' },
  { corner: 'sw', className: '-bottom-5 -left-5 cursor-nesw-resize' },
  { corner: 'se', className: '-right-5 -bottom-5 cursor-nwse-resize' },
]

/** The crop box over the preview: drag it or its corners (mouse, touch, pen), or use arrow keys. */
export function CropBox({ rect, onChange, ratio, bounds, describedBy }: CropBoxProps) {
  const t = useCropStrings()
  const drag = useFractionDrag<{ kind: 'move' | Corner; rect: CropRect }>((start, dx, dy) =>
    onChange(
      start.kind === 'move'
        ? moveRect(start.rect, dx, dy)
        : dragCorner(start.rect, start.kind, dx, dy, ratio, bounds),
    ),
  )
  // Fractions of the whole picture frame, whichever part is dragged.
  const frame = (element: HTMLElement) => element.closest('[data-crop-frame]')!

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.altKey ? 0.002 : 0.01
    const keys: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const delta = keys[event.key]
    if (!delta) return
    event.preventDefault()
    onChange(
      event.shiftKey
        ? resizeRect(rect, delta[0], delta[1], ratio, bounds)
        : moveRect(rect, delta[0], delta[1]),
    )
  }

  return (
    <div
      role="group"
      tabIndex={0}
      aria-label={t('box')}
      aria-describedby={describedBy}
      data-testid="crop-box"
      onKeyDown={onKeyDown}
      {...drag({ kind: 'move', rect }, frame)}
      className="absolute cursor-move touch-none border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.45)] outline-offset-4 focus-visible:outline-3 focus-visible:outline-saffron-500"
      style={{
        left: `${rect.x * 100}%`,
        top: `${rect.y * 100}%`,
        width: `${rect.width * 100}%`,
        height: `${rect.height * 100}%`,
      }}
    >
      {CORNERS.map(({ corner, className }) => (
        <span
          key={corner}
          aria-hidden="true"
          title={t(`handle_${corner}`)}
          {...drag({ kind: corner, rect }, frame)}
          className={`absolute flex size-10 touch-none items-center justify-center ${className}`}
        >
          <span className="size-4 rounded-full border-2 border-brand-700 bg-white" />
        </span>
      ))}
    </div>
  )
}
