// The signed-in user's settings and profile documents as they change: saved here or on another device,
// pulled after an admin's change. The auth state listens (src/app wires the two together).
import type { ProfileDoc, SettingsDoc } from '@schemas/index'
import type { AppDatabase } from '../database'

export type AccountListener = (docs: { settings?: SettingsDoc | null; profile?: ProfileDoc | null }) => void

/** Calls `listener` with each document now and on every change; returns the stop function. */
export function watchAccount(
  db: AppDatabase,
  userId: string,
  listener: AccountListener,
  /** Whose settings row: the company's (its owner's id). */
  companyId: string = userId,
): () => void {
  const subs = [
    db.settings
      .findOne(companyId)
      .$.subscribe((doc) => listener({ settings: doc ? doc.toMutableJSON() : null })),
    db.profile.findOne(userId).$.subscribe((doc) => listener({ profile: doc ? doc.toMutableJSON() : null })),
  ]
  return () => subs.forEach((s) => s.unsubscribe())
}
