import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { FONT_FAMILY, movedTo, resizedTo, textLayout } from './elements'
import type { Design, DesignElement, Edit } from './logic'

type Drag = {
  id: string
  mode: 'move' | 'resize'
  from: { x: number; y: number }
  start: DesignElement
  patch: Partial<DesignElement>
  pointer: number
}

type StageProps = {
  design: Design
  selectedId: string | null
  onSelect: (id: string | null) => void
  onEdit: (change: Edit) => void
  label: string
  describedBy: string
  nameOf: (e: DesignElement) => string
  resizeLabel: (name: string) => string
}

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const

function Shape({ e }: { e: DesignElement }) {
  switch (e.kind) {
    case 'text': {
      const { x, baselines } = textLayout(e)
      return (
        <text
          fill={e.colour}
          fontSize={e.fontSize}
          fontWeight={e.bold ? 700 : 400}
          fontFamily={FONT_FAMILY}
          textAnchor={ANCHOR[e.align]}
          style={{ whiteSpace: 'pre' }}
        >
          {e.text.split(/\r?\n/).map((line, i) => (
            <tspan key={i} x={x} y={baselines[i]}>
              {line}
            </tspan>
          ))}
        </text>
      )
    }
    case 'image':
      return (
        <image href={e.source} x={e.x} y={e.y} width={e.width} height={e.height} preserveAspectRatio="none" />
      )
    case 'rect':
    case 'ellipse': {
      const paint = {
        fill: e.fill,
        stroke: e.strokeWidth > 0 ? e.stroke : 'none',
        strokeWidth: e.strokeWidth,
      }
      return e.kind === 'rect' ? (
        <rect x={e.x} y={e.y} width={e.width} height={e.height} {...paint} />
      ) : (
        <ellipse
          cx={e.x + e.width / 2}
          cy={e.y + e.height / 2}
          rx={e.width / 2}
          ry={e.height / 2}
          {...paint}
        />
      )
    }
  }
}

/** The page as SVG in design pixels: the browser shapes Hindi text; pointer and keys move and resize items. */
export function Stage(props: StageProps) {
  const { design, selectedId, onSelect, onEdit, nameOf } = props
  const svg = useRef<SVGSVGElement>(null)
  const [drag, setShownDrag] = useState<Drag | null>(null)
  // The ref is the truth while dragging: a pointerup can arrive before the last move's render.
  const live = useRef<Drag | null>(null)
  const setDrag = (next: Drag | null) => {
    live.current = next
    setShownDrag(next)
  }
  const handle = Math.max(design.width, design.height) / 36

  function toDesign(event: PointerEvent) {
    const matrix = svg.current?.getScreenCTM()
    if (!matrix) return { x: 0, y: 0 }
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse())
    return { x: point.x, y: point.y }
  }

  function begin(event: PointerEvent, e: DesignElement, mode: Drag['mode']) {
    event.stopPropagation()
    onSelect(e.id)
    if (e.locked || event.button !== 0) return
    svg.current?.setPointerCapture(event.pointerId)
    setDrag({ id: e.id, mode, from: toDesign(event), start: e, patch: {}, pointer: event.pointerId })
  }

  function move(event: PointerEvent) {
    const drag = live.current
    if (!drag || event.pointerId !== drag.pointer) return
    const at = toDesign(event)
    const dx = at.x - drag.from.x
    const dy = at.y - drag.from.y
    const patch =
      drag.mode === 'move'
        ? movedTo(design, drag.start, dx, dy)
        : resizedTo(drag.start, drag.start.width + dx, drag.start.height + dy, event.shiftKey)
    setDrag({ ...drag, patch })
  }

  function end() {
    const drag = live.current
    if (!drag) return
    const changed = Object.entries(drag.patch).some(
      ([key, value]) => drag.start[key as keyof DesignElement] !== value,
    )
    if (changed) onEdit({ type: 'update', id: drag.id, patch: drag.patch })
    setDrag(null)
  }

  function keys(event: KeyboardEvent, e: DesignElement) {
    const step = event.shiftKey ? 10 : 1
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const delta = arrows[event.key]
    if (delta) {
      event.preventDefault()
      if (!e.locked) onEdit({ type: 'update', id: e.id, patch: movedTo(design, e, delta[0], delta[1]) })
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && !e.locked) {
      event.preventDefault()
      onEdit({ type: 'remove', id: e.id })
      onSelect(null)
    } else if (event.key === 'Escape') {
      onSelect(null)
    }
  }

  const visible = design.elements.filter((e) => !e.hidden)
  const shown = (e: DesignElement) => (drag?.id === e.id ? ({ ...e, ...drag.patch } as DesignElement) : e)
  const selected = visible.find((e) => e.id === selectedId)
  return (
    <svg
      ref={svg}
      role="group"
      aria-label={props.label}
      aria-describedby={props.describedBy}
      viewBox={`0 0 ${design.width} ${design.height}`}
      className="block h-auto w-full touch-none select-none bg-white shadow"
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={() => setDrag(null)}
      data-testid="canvas-stage"
    >
      <rect
        width={design.width}
        height={design.height}
        fill={design.background}
        onPointerDown={() => onSelect(null)}
      />
      {visible.map((raw) => {
        const e = shown(raw)
        return (
          <g
            key={e.id}
            role="button"
            tabIndex={0}
            aria-label={nameOf(e)}
            aria-pressed={e.id === selectedId}
            opacity={e.opacity}
            className={e.locked ? 'cursor-default outline-none' : 'cursor-move outline-none'}
            onPointerDown={(event) => begin(event, raw, 'move')}
            onFocus={() => onSelect(e.id)}
            onKeyDown={(event) => keys(event, raw)}
          >
            <rect x={e.x} y={e.y} width={e.width} height={e.height} fill="transparent" />
            <Shape e={e} />
          </g>
        )
      })}
      {selected
        ? (() => {
            const e = shown(selected)
            return (
              <g pointerEvents="none">
                <rect
                  x={e.x}
                  y={e.y}
                  width={e.width}
                  height={e.height}
                  fill="none"
                  stroke="#2563eb"
                  strokeWidth={handle / 6}
                  strokeDasharray={`${handle / 2} ${handle / 3}`}
                />
                {e.locked ? null : (
                  <rect
                    x={e.x + e.width - handle / 2}
                    y={e.y + e.height - handle / 2}
                    width={handle}
                    height={handle}
                    fill="#ffffff"
                    stroke="#2563eb"
                    strokeWidth={handle / 6}
                    pointerEvents="all"
                    className="cursor-nwse-resize"
                    aria-label={props.resizeLabel(nameOf(e))}
                    onPointerDown={(event) => begin(event, selected, 'resize')}
                  />
                )}
              </g>
            )
          })()
        : null}
    </svg>
  )
}
