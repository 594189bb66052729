// How a settings conflict is merged when this device never saw the server's row (pure).
import { defaultSettingsDoc } from '@schemas/index'
import type { Doc } from '../replication/merge'

/**
 * The merge base of a first push the server refused because the row was already there (another device made
 * it): every device creates the document from the defaults, so a field still at its default was not changed
 * here and the other device's value is kept without a conflict. `created_at` counts as unchanged, so the
 * first device's stays.
 */
export function settingsMergeBase(master: Doc, local: Doc): Doc {
  const userId = String(local.user_id ?? master.user_id)
  const created = typeof local.created_at === 'number' ? local.created_at : Number(master.created_at)
  return { ...defaultSettingsDoc(userId, created), rev: 0, _deleted: false }
}
