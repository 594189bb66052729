// Chosen PDFs and their state: each is checked in the worker (is it a PDF, how many pages, is it locked),
// and a locked one waits for its password. Shared by the PDF tools.
import { useCallback, useEffect, useRef, useState } from 'react'
import { errorCode, pdfWorker } from '@/lib/workers/pdf-client'
import type { WorkerErrorCode } from '@/lib/worker-bridge'

export type PdfEntry = {
  id: string
  name: string
  file: File
  status: 'checking' | 'ready' | 'locked' | 'error'
  pageCount: number
  password?: string
  /** Set after a wrong password or a failure. */
  error?: WorkerErrorCode
}

let counter = 0

/**
 * The list of chosen PDFs with add, remove, reorder and unlock. `keep`: the worker keeps each document it
 * checked for the merge or split that follows (workers/pdf/doc-cache.ts), which then does not parse it again;
 * only for tools whose task is merge or split.
 */
export function usePdfFiles(onReady?: (entry: PdfEntry) => void, { keep = false }: { keep?: boolean } = {}) {
  const [entries, setEntries] = useState<PdfEntry[]>([])
  const readyCallback = useRef(onReady)
  readyCallback.current = onReady
  // The PDF worker's start (its thread and some 760 KB of code, 110–160 ms) happens while the person chooses
  // files, not after; unused, it stops after the bridge's idle time.
  useEffect(() => pdfWorker.warm(), [])

  const update = useCallback((id: string, patch: Partial<PdfEntry>) => {
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)))
  }, [])

  const check = useCallback(
    async (entry: PdfEntry, password?: string) => {
      try {
        const info = await pdfWorker.run('inspect', [{ file: entry.file }, { password, keep }])
        const ready: PdfEntry = {
          ...entry,
          status: 'ready',
          pageCount: info.pageCount,
          password,
          error: undefined,
        }
        update(entry.id, ready)
        readyCallback.current?.(ready)
      } catch (error) {
        const code = errorCode(error)
        if (code === 'PasswordRequired' || code === 'WrongPassword') {
          update(entry.id, { status: 'locked', error: code === 'WrongPassword' ? code : undefined })
        } else {
          update(entry.id, { status: 'error', error: code })
        }
      }
    },
    [update, keep],
  )

  const add = useCallback(
    (files: readonly File[], replace = false) => {
      const added = files.map<PdfEntry>((file) => ({
        id: `pdf-${(counter += 1)}`,
        name: file.name,
        file,
        status: 'checking',
        pageCount: 0,
      }))
      setEntries((list) => (replace ? added : [...list, ...added]))
      for (const entry of added) void check(entry)
    },
    [check],
  )

  const unlock = useCallback(
    (entry: PdfEntry, password: string) => {
      update(entry.id, { status: 'checking' })
      void check(entry, password)
    },
    [check, update],
  )

  const remove = useCallback(
    (id: string) => setEntries((list) => list.filter((entry) => entry.id !== id)),
    [],
  )

  return { entries, setEntries, add, unlock, remove, update }
}
