import { useEffect, useState } from 'react'
import { loadDraft, saveDraft } from '@/lib/tools-db'

/** A maker's working copy, read from the tools' IndexedDB once and written back 300 ms after each change. */
export function useDraft<T>(tool: string, revive: (raw: unknown) => T) {
  const [draft, setDraft] = useState<T | null>(null)
  const [storageOk, setStorageOk] = useState(true)

  useEffect(() => {
    let live = true
    void loadDraft(tool).then((raw) => {
      if (live) setDraft(revive(raw))
    })
    return () => {
      live = false
    }
    // `revive` is a module-level function of the maker; reading once per tool is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tool])

  useEffect(() => {
    if (draft === null) return
    const timer = setTimeout(() => void saveDraft(tool, draft).then(setStorageOk), 300)
    return () => clearTimeout(timer)
  }, [tool, draft])

  return { draft, setDraft, storageOk }
}
