// The form and the stored settings it started from, as one state, so the two always change together. A new
// stored version (pulled, or the new account's default row landing) replaces the form only if the form is
// still the one the decision was made on: a keystroke that React processed between that render and the effect
// (a loaded device, a fast typist, a test's fill) is not overwritten by the stored version.
import type { SettingsForm } from '../domain/defaults'
import { settingsFromRow } from '../domain/row'

type Row = Record<string, unknown>

export type SettingsEdit = { base: Row | null; form: SettingsForm | null }

/** Follow a new stored version while nothing is being edited; `seen` is the form the caller saw unedited. */
export function followStored(
  edit: SettingsEdit,
  seen: SettingsForm | null,
  stored: Row | null,
): SettingsEdit {
  if (edit.form !== seen) return edit
  return { base: stored, form: settingsFromRow(stored) }
}

/** The first form: the stored settings, unless the caller saw the form already started. */
export function startEdit(edit: SettingsEdit, start: SettingsEdit): SettingsEdit {
  return edit.form === null ? start : edit
}
