import { useEffect, useState } from 'react'
import { readDraft, saveDraft } from '@/lib/tools-db'

/** A maker's working copy, read from the tools' IndexedDB once and written back 300 ms after each change. */
export function useDraft<T>(tool: string, revive: (raw: unknown) => T) {
  const [draft, setDraft] = useState<T | null>(null)
  const [storageOk, setStorageOk] = useState(true)
  // A draft that could not be read is not saved over: the person starts afresh and is told it is not kept.
  const [readable, setReadable] = useState(true)

  useEffect(() => {
    let live = true
    void readDraft(tool).then((read) => {
      if (!live) return
      setReadable(read.ok)
      if (!read.ok) setStorageOk(false)
      setDraft(revive(read.ok ? read.data : undefined))
    })
    return () => {
      live = false
    }
    // `revive` is a module-level function of the maker; reading once per tool is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tool])

  useEffect(() => {
    if (draft === null || !readable) return
    const timer = setTimeout(() => void saveDraft(tool, draft).then(setStorageOk), 300)
    return () => clearTimeout(timer)
  }, [tool, draft, readable])

  return { draft, setDraft, storageOk }
}
