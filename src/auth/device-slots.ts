// Which registered devices count against the device limit. A device not seen for 30 days no longer holds a
// slot: the server's limit trigger (schemas/sql/0023) counts only the others, and the client's own checks and
// summaries count the same way so the two never disagree.
export const STALE_DEVICE_DAYS = 30
const STALE_MS = STALE_DEVICE_DAYS * 24 * 60 * 60 * 1000

/**
 * True while the device holds a slot: seen within the last 30 days. A row without a readable last_active
 * (an older query that did not select it) counts, as the server would count it.
 */
export function holdsSlot(lastActive: string | null | undefined, now: number): boolean {
  if (!lastActive) return true
  const seen = Date.parse(lastActive)
  return Number.isNaN(seen) || now - seen < STALE_MS
}

/** How many of the devices hold a slot. */
export function slotsInUse(devices: readonly { last_active?: string | null }[], now: number): number {
  return devices.filter((d) => holdsSlot(d.last_active, now)).length
}
