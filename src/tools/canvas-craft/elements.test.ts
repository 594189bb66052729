import { describe, expect, it } from 'vitest'
import {
  freshId,
  KEEP_VISIBLE,
  MIN_SIDE,
  movedTo,
  newImage,
  newShape,
  newText,
  resizedTo,
  reviveDesign,
  textHeight,
  textLayout,
} from './elements'
import { TEMPLATES, type Design } from './logic'

const page: Design = { width: 1000, height: 500, background: '#ffffff', elements: [] }

describe('moving and resizing', () => {
  it('moves freely inside the page and keeps a strip visible past an edge', () => {
    const box = newShape(page, 'a', 'rect')
    expect(movedTo(page, box, 10, -5)).toEqual({ x: box.x + 10, y: box.y - 5 })
    expect(movedTo(page, box, 5000, 5000)).toEqual({ x: 1000 - KEEP_VISIBLE, y: 500 - KEEP_VISIBLE })
    expect(movedTo(page, box, -5000, -5000)).toEqual({
      x: KEEP_VISIBLE - box.width,
      y: KEEP_VISIBLE - box.height,
    })
  })

  it('never resizes below the minimum, and pictures keep their shape unless free', () => {
    const box = newShape(page, 'a', 'rect')
    expect(resizedTo(box, 2, -40)).toEqual({ width: MIN_SIDE, height: MIN_SIDE })
    expect(resizedTo(box, 300, 120)).toEqual({ width: 300, height: 120 })
    const picture = newImage(page, 'p', 'data:image/png;base64,AA', 400, 200)
    expect(resizedTo(picture, 300, 300)).toEqual({ width: 300, height: 150 })
    expect(resizedTo(picture, 100, 300)).toEqual({ width: 100, height: 50 })
    expect(resizedTo(picture, 300, 300, true)).toEqual({ width: 300, height: 300 })
  })
})

describe('new elements', () => {
  it('are centred on the page and fit in it', () => {
    const items = [
      newText(page, 't', 'नमस्ते\nदुनिया'),
      newShape(page, 's', 'ellipse'),
      newImage(page, 'i', 'data:image/png;base64,AA', 4000, 1000),
    ]
    for (const e of items) {
      expect(e.x).toBeGreaterThanOrEqual(0)
      expect(e.y).toBeGreaterThanOrEqual(0)
      expect(e.x + e.width).toBeLessThanOrEqual(page.width)
      expect(Math.abs(e.x + e.width / 2 - page.width / 2)).toBeLessThanOrEqual(1)
    }
    expect(items[0]!.height).toBe(textHeight('a\nb', 42))
    expect(items[2]).toMatchObject({ width: 600, height: 150 })
  })

  it('get ids no element has', () => {
    const d = TEMPLATES.socialPost()
    const id = freshId({ ...d, elements: [...d.elements, newShape(d, 'box-5', 'rect')] }, 'box')
    expect(id).toBe('box-6')
  })
})

describe('text layout', () => {
  it('anchors lines by alignment and steps baselines by the line height', () => {
    const t = newText(page, 't', 'one\ntwo')
    expect(textLayout({ ...t, align: 'left' }).x).toBe(t.x)
    expect(textLayout({ ...t, align: 'right' }).x).toBe(t.x + t.width)
    expect(textLayout(t).x).toBe(t.x + t.width / 2)
    const [first, second] = textLayout(t).baselines
    expect(second! - first!).toBeCloseTo(t.fontSize * 1.4, 0)
    expect(first! - t.y).toBeCloseTo(t.fontSize * 1.05, 0)
  })
})

describe('reviveDesign', () => {
  it('reads back a saved template and refuses damaged copies', () => {
    const d = TEMPLATES.shopBanner()
    expect(reviveDesign(JSON.parse(JSON.stringify(d)))).toEqual(d)
    expect(reviveDesign(null)).toBeNull()
    expect(reviveDesign({ ...d, width: 0 })).toBeNull()
    expect(reviveDesign({ ...d, background: 'red' })).toBeNull()
    expect(reviveDesign({ ...d, elements: [{ ...d.elements[0], kind: 'star' }] })).toBeNull()
    const remote = { kind: 'image', id: 'x', x: 0, y: 0, width: 1, height: 1, opacity: 1 }
    expect(reviveDesign({ ...d, elements: [{ ...remote, source: 'https://example.com/a.png' }] })).toBeNull()
    expect(
      reviveDesign({ ...d, elements: [{ ...remote, source: 'data:image/png;base64,AA' }] }),
    ).not.toBeNull()
  })
})
