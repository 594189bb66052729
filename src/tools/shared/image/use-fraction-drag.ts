import { useRef, type PointerEvent } from 'react'

type Drag<S> = { start: S; x: number; y: number; width: number; height: number }

export type DragHandlers = {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void
  onPointerMove: (event: PointerEvent<HTMLElement>) => void
  onPointerUp: () => void
  onPointerCancel: () => void
}

/**
 * Dragging with mouse, touch or pen, measured in fractions of a frame, so the picture's scale on screen does
 * not matter. `handlers(start, frame)` gives the pointer props of one draggable thing: `start` is what the
 * drag began from (a crop box, a photo's placement), `frame` the element the fractions are of (default: the
 * dragged element). The pointer is captured, so a finger that leaves the handle keeps dragging it.
 */
export function useFractionDrag<S>(
  onMove: (start: S, dx: number, dy: number) => void,
): (start: S, frame?: (element: HTMLElement) => Element) => DragHandlers {
  const drag = useRef<Drag<S> | null>(null)
  const end = () => {
    drag.current = null
  }
  return (start, frame) => ({
    onPointerDown(event) {
      const box = (frame ? frame(event.currentTarget) : event.currentTarget).getBoundingClientRect()
      event.currentTarget.setPointerCapture(event.pointerId)
      // A corner handle sits inside the box: its drag must not also start the box's own.
      event.stopPropagation()
      drag.current = { start, x: event.clientX, y: event.clientY, width: box.width, height: box.height }
    },
    onPointerMove(event) {
      const current = drag.current
      if (!current) return
      onMove(
        current.start,
        (event.clientX - current.x) / current.width,
        (event.clientY - current.y) / current.height,
      )
    },
    onPointerUp: end,
    onPointerCancel: end,
  })
}
