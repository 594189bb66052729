// Canvas craft's document model, pure: a design is a page size, a background and a list of elements whose
// order is the layer order (first = bottom). Every edit goes through `apply`, which records history for
// undo/redo; templates are ready documents. The editor (canvas-craft-tool.tsx) draws and exports from it.

export type ElementBase = {
  id: string
  x: number
  y: number
  width: number
  height: number
  opacity: number
  /** Left out of the stage and the export, kept in the layers list. */
  hidden?: boolean
  /** Cannot be moved, resized or deleted until unlocked. */
  locked?: boolean
}
export type TextElement = ElementBase & {
  kind: 'text'
  text: string
  fontSize: number
  colour: string
  bold: boolean
  align: 'left' | 'center' | 'right'
}
export type ShapeElement = ElementBase & {
  kind: 'rect' | 'ellipse'
  fill: string
  stroke: string
  strokeWidth: number
}
export type ImageElement = ElementBase & { kind: 'image'; source: string }
export type DesignElement = TextElement | ShapeElement | ImageElement
export type Design = { width: number; height: number; background: string; elements: DesignElement[] }

export type Edit =
  | { type: 'add'; element: DesignElement }
  | { type: 'update'; id: string; patch: Partial<DesignElement> }
  | { type: 'remove'; id: string }
  | { type: 'layer'; id: string; to: 'up' | 'down' | 'top' | 'bottom' }
  | { type: 'align'; id: string; to: 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom' }
  | { type: 'background'; colour: string }
  | { type: 'replace'; design: Design }

export type History = { past: Design[]; present: Design; future: Design[] }
/** Steps kept for undo: enough for a session, bounded for memory on phones. */
export const HISTORY_LIMIT = 100

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** One edit on a design; an edit that names a missing element changes nothing. */
export function edit(design: Design, change: Edit): Design {
  const index = 'id' in change ? design.elements.findIndex((e) => e.id === change.id) : -1
  switch (change.type) {
    case 'add':
      return { ...design, elements: [...design.elements, change.element] }
    case 'background':
      return { ...design, background: change.colour }
    case 'replace':
      return change.design
    case 'update': {
      if (index < 0) return design
      const elements = [...design.elements]
      elements[index] = { ...elements[index]!, ...change.patch, id: change.id } as DesignElement
      return { ...design, elements }
    }
    case 'remove':
      return index < 0 ? design : { ...design, elements: design.elements.filter((e) => e.id !== change.id) }
    case 'layer': {
      if (index < 0) return design
      const elements = [...design.elements]
      const [moved] = elements.splice(index, 1)
      const last = elements.length
      const target = { up: index + 1, down: index - 1, top: last, bottom: 0 }[change.to]
      elements.splice(clamp(target, 0, last), 0, moved!)
      return { ...design, elements }
    }
    case 'align': {
      if (index < 0) return design
      const e = design.elements[index]!
      const position = {
        left: { x: 0 },
        centre: { x: (design.width - e.width) / 2 },
        right: { x: design.width - e.width },
        top: { y: 0 },
        middle: { y: (design.height - e.height) / 2 },
        bottom: { y: design.height - e.height },
      }[change.to]
      return edit(design, { type: 'update', id: e.id, patch: position })
    }
  }
}

export const startHistory = (design: Design): History => ({ past: [], present: design, future: [] })

/** Applies an edit and records it; an edit that changes nothing is not a step. */
export function apply(history: History, change: Edit): History {
  const next = edit(history.present, change)
  if (next === history.present) return history
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [] }
}

export function undo(history: History): History {
  const previous = history.past.at(-1)
  if (!previous) return history
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] }
}

export function redo(history: History): History {
  const [next, ...rest] = history.future
  if (!next) return history
  return { past: [...history.past, history.present], present: next, future: rest }
}

const text = (
  id: string,
  x: number,
  y: number,
  width: number,
  fontSize: number,
  value: string,
  colour: string,
) =>
  ({
    kind: 'text',
    id,
    x,
    y,
    width,
    height: Math.round(fontSize * 1.4),
    opacity: 1,
    text: value,
    fontSize,
    colour,
    bold: fontSize >= 60,
    align: 'center',
  }) satisfies TextElement

export const TEMPLATES = {
  socialPost: (): Design => ({
    width: 1080,
    height: 1080,
    background: '#fff7ed',
    elements: [
      {
        kind: 'rect',
        id: 'band',
        x: 0,
        y: 760,
        width: 1080,
        height: 320,
        opacity: 1,
        fill: '#ea580c',
        stroke: '#ea580c',
        strokeWidth: 0,
      },
      text('title', 90, 300, 900, 96, 'शुभ दीपावली', '#9a3412'),
      text('subtitle', 90, 460, 900, 48, 'Happy Diwali from all of us', '#7c2d12'),
      text('shop', 90, 870, 900, 44, 'Your shop name · 98765 43210', '#ffffff'),
    ],
  }),
  shopBanner: (): Design => ({
    width: 1800,
    height: 600,
    background: '#0f172a',
    elements: [
      {
        kind: 'ellipse',
        id: 'badge',
        x: 1380,
        y: 120,
        width: 340,
        height: 340,
        opacity: 1,
        fill: '#facc15',
        stroke: '#facc15',
        strokeWidth: 0,
      },
      text('name', 80, 140, 1200, 110, 'शर्मा ऑटो सर्विस', '#ffffff'),
      text('tagline', 80, 330, 1200, 54, 'Servicing · Spares · Insurance', '#cbd5e1'),
      text('offer', 1380, 250, 340, 56, '20% OFF', '#0f172a'),
    ],
  }),
} as const
export type TemplateId = keyof typeof TEMPLATES
