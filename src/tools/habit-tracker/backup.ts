// The habit tracker's backup file: every habit with its check-ins as JSON, and the checks an imported file
// must pass before anything is written — one clear reason when it fails, naming the habit and field.
import { checkHabit, dayNumber, HABITS_MAX, type Habit, type Schedule } from './logic'

export const BACKUP_APP = 'autobahi-habit-tracker'
export const BACKUP_VERSION = 1
export const BACKUP_MAX_CHARS = 5_000_000
/** Ten years of daily check-ins. */
const CHECKINS_MAX = 3700

export type BackupHabit = Habit & { checkins: string[] }
export type Backup = { app: typeof BACKUP_APP; version: number; exportedAt: string; habits: BackupHabit[] }

export function makeBackup(habits: readonly BackupHabit[], now: Date): string {
  const backup: Backup = {
    app: BACKUP_APP,
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    habits: habits.map((h) => ({ ...h, checkins: [...h.checkins].sort() })),
  }
  return JSON.stringify(backup, null, 2)
}

export type BackupProblem =
  | { reason: 'tooLarge' }
  | { reason: 'notJson' }
  | { reason: 'notBackup' }
  | { reason: 'newerVersion'; version: number }
  | { reason: 'tooManyHabits' }
  | { reason: 'badField'; habit: number; field: string }

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const ID = /^[A-Za-z0-9_-]{1,64}$/

function readSchedule(value: unknown): Schedule | null {
  if (!isObject(value)) return null
  if (value.kind === 'daily') return { kind: 'daily' }
  if (value.kind === 'weekdays' && Array.isArray(value.days)) {
    const days = value.days
    if (!days.every((d) => Number.isInteger(d) && d >= 0 && d <= 6)) return null
    return { kind: 'weekdays', days: [...new Set(days as number[])].sort() }
  }
  if (value.kind === 'weekly' && typeof value.times === 'number') {
    return { kind: 'weekly', times: value.times }
  }
  return null
}

/** Reads a backup file; every habit and check-in is checked before the result is offered. */
export function readBackup(
  text: string,
): { ok: true; habits: BackupHabit[] } | ({ ok: false } & BackupProblem) {
  if (text.length > BACKUP_MAX_CHARS) return { ok: false, reason: 'tooLarge' }
  let value: unknown
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch {
    return { ok: false, reason: 'notJson' }
  }
  if (!isObject(value) || value.app !== BACKUP_APP || !Array.isArray(value.habits)) {
    return { ok: false, reason: 'notBackup' }
  }
  if (typeof value.version !== 'number' || value.version > BACKUP_VERSION) {
    return { ok: false, reason: 'newerVersion', version: Number(value.version) || 0 }
  }
  if (value.habits.length > HABITS_MAX) return { ok: false, reason: 'tooManyHabits' }
  const habits: BackupHabit[] = []
  const ids = new Set<string>()
  for (const [index, raw] of value.habits.entries()) {
    const bad = (field: string) => ({
      ok: false as const,
      reason: 'badField' as const,
      habit: index + 1,
      field,
    })
    if (!isObject(raw)) return bad('habit')
    if (typeof raw.id !== 'string' || !ID.test(raw.id) || ids.has(raw.id)) return bad('id')
    if (typeof raw.name !== 'string') return bad('name')
    const schedule = readSchedule(raw.schedule)
    if (!schedule) return bad('schedule')
    const reminder = raw.reminder === null || raw.reminder === undefined ? null : raw.reminder
    if (reminder !== null && typeof reminder !== 'string') return bad('reminder')
    const issues = checkHabit({ name: raw.name, schedule, reminder })
    if (issues.includes('nameEmpty') || issues.includes('nameTooLong')) return bad('name')
    if (issues.length) return bad(issues.includes('reminderInvalid') ? 'reminder' : 'schedule')
    if (typeof raw.createdDay !== 'string' || dayNumber(raw.createdDay) === null) return bad('createdDay')
    if (!Array.isArray(raw.checkins) || raw.checkins.length > CHECKINS_MAX) return bad('checkins')
    if (!raw.checkins.every((d) => typeof d === 'string' && dayNumber(d) !== null)) return bad('checkins')
    ids.add(raw.id)
    habits.push({
      id: raw.id,
      name: raw.name.trim(),
      schedule,
      reminder,
      createdDay: raw.createdDay,
      checkins: [...new Set(raw.checkins as string[])].sort(),
    })
  }
  return { ok: true, habits }
}
