// Unsaved settings kept on this device (offline, or the tab closed before saving), one draft per user.
import { readLocal, removeLocal, writeLocal } from '@/lib/local-store'
import type { SettingsForm } from '../domain/defaults'
import { settingsFromRow } from '../domain/row'

const key = (userId: string) => `settings.draft.${userId}`

/** `base`: the stored settings the edit started from (what a save compares the form with). */
export type SettingsDraft = {
  form: SettingsForm
  confirmAccount: string
  base?: Record<string, unknown> | null
}

/** The user's saved draft, normalised like a row so an old or edited draft cannot break the form. */
export function readDraft(userId: string): SettingsDraft | null {
  const raw = readLocal(key(userId))
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as {
      form?: Record<string, unknown>
      confirmAccount?: unknown
      base?: unknown
    }
    if (!parsed.form || typeof parsed.form !== 'object') return null
    const f = parsed.form
    // The draft holds the form's shape; booking_fields maps back to booking_settings.customFields.
    const form = settingsFromRow({ ...f, booking_settings: { customFields: f.booking_fields } })
    const base =
      parsed.base && typeof parsed.base === 'object' ? (parsed.base as Record<string, unknown>) : null
    return {
      form,
      confirmAccount: typeof parsed.confirmAccount === 'string' ? parsed.confirmAccount : '',
      base,
    }
  } catch {
    return null
  }
}

export function writeDraft(userId: string, draft: SettingsDraft): void {
  writeLocal(key(userId), JSON.stringify(draft))
}

export function clearDraft(userId: string): void {
  removeLocal(key(userId))
}
