import { describe, expect, it } from 'vitest'
import {
  apply,
  edit,
  HISTORY_LIMIT,
  redo,
  startHistory,
  TEMPLATES,
  undo,
  type Design,
  type DesignElement,
} from './logic'

const box = (id: string, x = 10): DesignElement => ({
  kind: 'rect',
  id,
  x,
  y: 20,
  width: 100,
  height: 50,
  opacity: 1,
  fill: '#000000',
  stroke: '#000000',
  strokeWidth: 0,
})
const blank: Design = { width: 1000, height: 500, background: '#ffffff', elements: [] }
const ids = (d: Design) => d.elements.map((e) => e.id)

describe('edit', () => {
  it('adds on top, updates, removes and ignores unknown ids', () => {
    let d = edit(edit(blank, { type: 'add', element: box('a') }), { type: 'add', element: box('b') })
    expect(ids(d)).toEqual(['a', 'b'])
    d = edit(d, { type: 'update', id: 'a', patch: { x: 99, id: 'hijack' } })
    expect(d.elements[0]).toMatchObject({ id: 'a', x: 99 })
    expect(edit(d, { type: 'remove', id: 'zzz' })).toBe(d)
    expect(ids(edit(d, { type: 'remove', id: 'a' }))).toEqual(['b'])
  })

  it('moves layers up, down, to the top and bottom, within bounds', () => {
    let d = blank
    for (const id of ['a', 'b', 'c']) d = edit(d, { type: 'add', element: box(id) })
    expect(ids(edit(d, { type: 'layer', id: 'a', to: 'up' }))).toEqual(['b', 'a', 'c'])
    expect(ids(edit(d, { type: 'layer', id: 'a', to: 'top' }))).toEqual(['b', 'c', 'a'])
    expect(ids(edit(d, { type: 'layer', id: 'c', to: 'bottom' }))).toEqual(['c', 'a', 'b'])
    expect(ids(edit(d, { type: 'layer', id: 'a', to: 'down' }))).toEqual(['a', 'b', 'c'])
    expect(ids(edit(d, { type: 'layer', id: 'c', to: 'up' }))).toEqual(['a', 'b', 'c'])
  })

  it('aligns to the page edges and centre', () => {
    const d = edit(blank, { type: 'add', element: box('a') })
    expect(edit(d, { type: 'align', id: 'a', to: 'centre' }).elements[0]!.x).toBe(450)
    expect(edit(d, { type: 'align', id: 'a', to: 'right' }).elements[0]!.x).toBe(900)
    expect(edit(d, { type: 'align', id: 'a', to: 'bottom' }).elements[0]!.y).toBe(450)
    expect(edit(d, { type: 'align', id: 'a', to: 'middle' }).elements[0]!.y).toBe(225)
  })
})

describe('history', () => {
  it('undoes and redoes, and a new edit drops the redo steps', () => {
    let h = startHistory(blank)
    h = apply(h, { type: 'add', element: box('a') })
    h = apply(h, { type: 'update', id: 'a', patch: { x: 500 } })
    h = undo(h)
    expect(h.present.elements[0]!.x).toBe(10)
    h = redo(h)
    expect(h.present.elements[0]!.x).toBe(500)
    h = undo(undo(h))
    expect(h.present.elements).toEqual([])
    expect(undo(h)).toBe(h)
    h = apply(h, { type: 'background', colour: '#ff0000' })
    expect(h.future).toEqual([])
    expect(redo(h)).toBe(h)
  })

  it('replaces the whole design (a template) as one undoable step', () => {
    let h = apply(startHistory(blank), { type: 'add', element: box('a') })
    h = apply(h, { type: 'replace', design: TEMPLATES.shopBanner() })
    expect(h.present.width).toBe(1800)
    expect(ids(undo(h).present)).toEqual(['a'])
  })

  it('does not record edits that change nothing, and keeps at most the limit', () => {
    let h = startHistory(blank)
    expect(apply(h, { type: 'remove', id: 'none' })).toBe(h)
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1) h = apply(h, { type: 'background', colour: `#0000${i}` })
    expect(h.past).toHaveLength(HISTORY_LIMIT)
  })
})

describe('templates', () => {
  it('are fresh documents inside their page, with Hindi text', () => {
    for (const make of Object.values(TEMPLATES)) {
      const d = make()
      expect(make()).not.toBe(d)
      for (const e of d.elements) {
        expect(e.x + e.width).toBeLessThanOrEqual(d.width)
        expect(e.y + e.height).toBeLessThanOrEqual(d.height)
      }
      expect(d.elements.some((e) => e.kind === 'text' && /[\u0900-\u097F]/.test(e.text))).toBe(true)
    }
  })
})
