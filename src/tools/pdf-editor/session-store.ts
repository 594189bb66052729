// The PDF editor's work in progress in this device's tools database: one document at a time, with every
// edit written in, so a reload or a crash loses at most the last two seconds of work.
import { toolsDb, type PdfEditorSession } from '@/lib/tools-db'

/** The unsaved session, if any (and if storage can be read at all). */
export async function loadSession(): Promise<PdfEditorSession | null> {
  try {
    return (await toolsDb().pdfSessions.get('current')) ?? null
  } catch {
    return null
  }
}

/** Keeps the document; false when the browser refuses (private mode, storage full). */
export async function storeSession(name: string, file: Blob, page: number): Promise<boolean> {
  try {
    await toolsDb().pdfSessions.put({ id: 'current', name, file, page, savedAt: Date.now() })
    return true
  } catch {
    return false
  }
}

export async function clearSession(): Promise<void> {
  await toolsDb()
    .pdfSessions.delete('current')
    .catch(() => undefined)
}
