// The one settings document of the signed-in user (DESIGN.md §3): keyed by the user's id, written through
// records.ts like every replicated document, so a change made offline waits and pushes like any record.
import type { RxCollection } from 'rxdb'
import { defaultSettingsDoc, type SettingsDoc } from '@schemas/index'
import { insertRecord, updateRecord, type Writer } from '../records'

type Fields = Omit<SettingsDoc, 'user_id' | 'rev' | 'created_at' | 'updated_at'>
/** A change to the settings: a field set to undefined is cleared. */
export type SettingsPatch = { [K in keyof Fields]?: Fields[K] | undefined }

const defined = (patch: SettingsPatch) =>
  Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<Fields>

/** Applies `patch` to the stored document, or creates it from the defaults with the patch. */
export async function saveSettings(
  collection: RxCollection<SettingsDoc>,
  userId: string,
  patch: SettingsPatch,
  w: Writer,
): Promise<SettingsDoc> {
  if (await collection.findOne(userId).exec()) {
    return updateRecord(collection, userId, () => patch as Partial<SettingsDoc>, w)
  }
  const { user_id: _u, rev: _r, created_at: _c, updated_at: _t, ...defaults } = defaultSettingsDoc(userId, 0)
  void [_u, _r, _c, _t]
  return insertRecord(collection, { ...defaults, ...defined(patch), user_id: userId }, w)
}

/** Creates the default document when there is none (after the first pull found no row on the server). */
export async function ensureSettings(
  collection: RxCollection<SettingsDoc>,
  userId: string,
  w: Writer,
): Promise<boolean> {
  if (await collection.findOne(userId).exec()) return false
  await saveSettings(collection, userId, {}, w)
  return true
}
