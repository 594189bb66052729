import { useEffect, useRef, useState } from 'react'
import { readDraft, saveDraft } from '@/lib/tools-db'
import { reviveDesign } from './elements'
import { apply, edit, redo, startHistory, TEMPLATES, undo, type Edit, type History } from './logic'

const TOOL = 'canvas-craft'
/** Typing in one field within this many ms of the last keystroke stays one undo step. */
const TYPING_MS = 1000

const sameField = (a: Edit, b: Edit) =>
  a.type === b.type &&
  (a.type === 'background' ||
    (a.type === 'update' &&
      b.type === 'update' &&
      a.id === b.id &&
      Object.keys(a.patch).sort().join() === Object.keys(b.patch).sort().join()))

/** The design with undo/redo, read from the tools' IndexedDB once and written back 300 ms after changes. */
export function useDesignHistory() {
  const [history, setHistory] = useState<History>(() => startHistory(TEMPLATES.socialPost()))
  const [loaded, setLoaded] = useState(false)
  const [storageOk, setStorageOk] = useState(true)
  // A draft that could not be read is not saved over (the person is told the design is not being kept).
  const [readable, setReadable] = useState(true)
  const lastTyping = useRef<{ change: Edit; at: number } | null>(null)

  useEffect(() => {
    let live = true
    void readDraft(TOOL).then((read) => {
      if (!live) return
      setReadable(read.ok)
      if (!read.ok) setStorageOk(false)
      const saved = reviveDesign(read.ok ? read.data : undefined)
      if (saved) setHistory(startHistory(saved))
      setLoaded(true)
    })
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (!loaded || !readable) return
    const timer = setTimeout(() => void saveDraft(TOOL, history.present).then(setStorageOk), 300)
    return () => clearTimeout(timer)
  }, [loaded, readable, history.present])

  function change(next: Edit, typing = false) {
    const now = Date.now()
    const previous = lastTyping.current
    lastTyping.current = typing ? { change: next, at: now } : null
    setHistory((h) => {
      if (typing && previous && now - previous.at < TYPING_MS && sameField(previous.change, next)) {
        const present = edit(h.present, next)
        return present === h.present ? h : { ...h, present, future: [] }
      }
      return apply(h, next)
    })
  }

  return {
    history,
    loaded,
    storageOk,
    change,
    undo: () => {
      lastTyping.current = null
      setHistory(undo)
    },
    redo: () => {
      lastTyping.current = null
      setHistory(redo)
    },
  }
}
