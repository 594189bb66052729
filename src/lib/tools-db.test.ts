import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { loadDraft, readDraft, saveDraft, toolsDb } from './tools-db'

describe('tools-db', () => {
  it('keeps one draft per maker and overwrites it', async () => {
    expect(await loadDraft('invoice-generator')).toBeUndefined()
    expect(await saveDraft('invoice-generator', { a: 1 })).toBe(true)
    expect(await saveDraft('resume-builder', { b: 2 })).toBe(true)
    expect(await saveDraft('invoice-generator', { a: 3 })).toBe(true)
    expect(await loadDraft('invoice-generator')).toEqual({ a: 3 })
    expect(await loadDraft('resume-builder')).toEqual({ b: 2 })
  })

  it('tells a draft it could not read from one that is not there, trying twice', async () => {
    expect(await readDraft('no-such-maker')).toEqual({ ok: true, data: undefined })
    const get = vi.spyOn(toolsDb().drafts, 'get')
    get.mockRejectedValueOnce(new Error('blocked'))
    await saveDraft('canvas-craft', { d: 1 })
    expect(await readDraft('canvas-craft')).toEqual({ ok: true, data: { d: 1 } })
    get.mockRejectedValue(new Error('blocked'))
    expect(await readDraft('canvas-craft')).toEqual({ ok: false })
    expect(await loadDraft('canvas-craft')).toBeUndefined()
    get.mockRestore()
  })

  it('stores invoices and finds them by financial year', async () => {
    const invoices = toolsDb().invoices
    await invoices.bulkPut([
      {
        id: 'a',
        number: 'INV/2526/0001',
        fy: '2526',
        date: '2025-05-01',
        buyer: 'X',
        totalPaise: 100,
        savedAt: 1,
        data: {},
      },
      {
        id: 'b',
        number: 'INV/2627/0001',
        fy: '2627',
        date: '2026-05-01',
        buyer: 'Y',
        totalPaise: 200,
        savedAt: 2,
        data: {},
      },
    ])
    const fy = await invoices.where('fy').equals('2526').toArray()
    expect(fy.map((i) => i.number)).toEqual(['INV/2526/0001'])
    await invoices.delete('a')
    expect(await invoices.count()).toBe(1)
  })
})

describe('tools-db version 2', () => {
  it('stores pomodoros once per end time and check-ins once per habit and day', async () => {
    const db = toolsDb()
    await db.pomodoros.put({ endedAt: 10, day: '2026-01-05', minutes: 25 })
    await db.pomodoros.put({ endedAt: 10, day: '2026-01-05', minutes: 25 })
    await db.pomodoros.put({ endedAt: 20, day: '2026-01-06', minutes: 50 })
    expect(await db.pomodoros.where('day').equals('2026-01-05').count()).toBe(1)
    await db.habitCheckins.put({ habitId: 'h1', day: '2026-01-05' })
    await db.habitCheckins.put({ habitId: 'h1', day: '2026-01-05' })
    await db.habitCheckins.put({ habitId: 'h2', day: '2026-01-05' })
    expect(await db.habitCheckins.where('habitId').equals('h1').count()).toBe(1)
    expect(await db.habitCheckins.where('day').equals('2026-01-05').count()).toBe(2)
  })
})

describe('tools-db version 3', () => {
  it('adds the PDF editor session and signatures beside the earlier tables', async () => {
    const db = toolsDb()
    expect(db.verno).toBe(3)
    await db.pdfSessions.put({
      id: 'current',
      name: 'a.pdf',
      file: new Blob(['%PDF-1.7']),
      page: 3,
      savedAt: 5,
    })
    await db.signatures.bulkPut([
      {
        id: 's1',
        kind: 'drawn',
        image: new Blob(['x']),
        width: 10,
        height: 5,
        description: 'A',
        createdAt: 2,
      },
      {
        id: 's2',
        kind: 'typed',
        image: new Blob(['y']),
        width: 10,
        height: 5,
        description: 'B',
        createdAt: 1,
      },
    ])
    expect((await db.pdfSessions.get('current'))?.page).toBe(3)
    expect((await db.signatures.orderBy('createdAt').toArray()).map((s) => s.id)).toEqual(['s2', 's1'])
    expect(await saveDraft('x', 1)).toBe(true)
  })
})
