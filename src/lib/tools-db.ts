// The free tools' own local database: drafts of the document makers, saved invoices, finished pomodoros,
// habits and their check-ins, the PDF editor's work in progress and saved signatures. Separate from the
// business suite's data, never synced; Dexie is loaded only by the tools that open it.
import Dexie, { type EntityTable, type Table } from 'dexie'

/** One maker's working copy, keyed by the maker ("invoice-generator", "resume-builder", …). */
export type ToolDraft = { tool: string; data: unknown; updatedAt: number }

/** A saved (issued) invoice; `fy` is the financial year short code ("2526") its number is unique in. */
export type SavedInvoice = {
  id: string
  number: string
  fy: string
  date: string
  buyer: string
  totalPaise: number
  savedAt: number
  data: unknown
}

/** One finished focus session of the pomodoro timer; its end time is the key, so saving twice is harmless. */
export type PomodoroRecord = { endedAt: number; day: string; minutes: number }

/** A habit of the habit tracker; `data` holds its schedule and reminder (validated by the tool). */
export type HabitRecord = { id: string; createdAt: number; data: unknown }

/** One day a habit was done (`day` is YYYY-MM-DD on the user's calendar). */
export type HabitCheckin = { habitId: string; day: string }

/** The PDF editor's work in progress: the document with every edit so far written in (one at a time). */
export type PdfEditorSession = {
  id: 'current'
  name: string
  file: Blob
  page: number
  savedAt: number
}

/** A signature the user drew or typed, kept on this device for reuse (PNG with transparency). */
export type SavedSignature = {
  id: string
  kind: 'drawn' | 'typed'
  image: Blob
  width: number
  height: number
  description: string
  createdAt: number
}

type ToolsDb = Dexie & {
  drafts: EntityTable<ToolDraft, 'tool'>
  invoices: EntityTable<SavedInvoice, 'id'>
  pomodoros: EntityTable<PomodoroRecord, 'endedAt'>
  habits: EntityTable<HabitRecord, 'id'>
  habitCheckins: Table<HabitCheckin, [string, string]>
  pdfSessions: EntityTable<PdfEditorSession, 'id'>
  signatures: EntityTable<SavedSignature, 'id'>
}

let db: ToolsDb | null = null

/** Opens (once) the `autobahi-tools` IndexedDB database. */
export function toolsDb(): ToolsDb {
  if (db) return db
  const next = new Dexie('autobahi-tools') as ToolsDb
  next.version(1).stores({ drafts: 'tool', invoices: 'id, fy, number, savedAt' })
  // Version 2 adds tables only; the version 1 tables and their data stay as they are.
  next.version(2).stores({
    pomodoros: 'endedAt, day',
    habits: 'id, createdAt',
    habitCheckins: '[habitId+day], habitId, day',
  })
  // Version 3 adds the PDF editor's session and saved signatures; the earlier tables are untouched.
  next.version(3).stores({ pdfSessions: 'id', signatures: 'id, createdAt' })
  db = next
  return next
}

/**
 * Reads a maker's draft: `{ ok: true, data }` (data undefined when there is none), or `{ ok: false }` when
 * storage could not be read even on a second try (a page reloading while the last one still holds the
 * database, private mode). A maker that could not read its draft must not save over it.
 */
export async function readDraft(tool: string): Promise<{ ok: true; data: unknown } | { ok: false }> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return { ok: true, data: (await toolsDb().drafts.get(tool))?.data }
    } catch {
      if (attempt === 0) await new Promise((r) => setTimeout(r, 250))
    }
  }
  return { ok: false }
}

/** Reads a maker's draft, or undefined when there is none or it cannot be read. */
export async function loadDraft(tool: string): Promise<unknown> {
  const read = await readDraft(tool)
  return read.ok ? read.data : undefined
}

/** Saves a maker's draft; returns false when the browser refuses storage (private mode, quota). */
export async function saveDraft(tool: string, data: unknown): Promise<boolean> {
  try {
    await toolsDb().drafts.put({ tool, data, updatedAt: Date.now() })
    return true
  } catch {
    return false
  }
}
