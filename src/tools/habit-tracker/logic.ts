// Habits, their schedules and what the check-ins add up to: streaks (in days, or in weeks for "N times a
// week"), the calendar heat map and which reminders are due. Days are calendar days on the user's clock,
// written YYYY-MM-DD and counted as epoch days, so a streak never breaks on a time-zone or DST change.
import { fromEpochDay, parsePlainDate, toEpochDay, weekdayOf, formatPlainDate } from '@/utils/plain-date'

export type Schedule =
  | { kind: 'daily' }
  /** 0 = Sunday … 6 = Saturday. */
  | { kind: 'weekdays'; days: number[] }
  | { kind: 'weekly'; times: number }

export type Habit = {
  id: string
  name: string
  schedule: Schedule
  /** 'HH:MM' (24-hour) or null for no reminder. */
  reminder: string | null
  /** YYYY-MM-DD the habit was added. */
  createdDay: string
}

export const NAME_MAX = 60
export const HABITS_MAX = 50

export const dayNumber = (day: string): number | null => {
  const parsed = parsePlainDate(day)
  return parsed.ok ? toEpochDay(parsed.value) : null
}
export const dayString = (n: number): string => formatPlainDate(fromEpochDay(n))
export const weekdayOfNumber = (n: number): number => weekdayOf(fromEpochDay(n))
/** Monday of the week holding day n (weeks run Monday to Sunday, as in India and ISO 8601). */
export const weekStart = (n: number): number => n - ((weekdayOfNumber(n) + 6) % 7)

/** YYYY-MM-DD of a moment on the user's calendar. */
export function localDay(ms: number): string {
  const d = new Date(ms)
  const pad = (v: number) => String(v).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

export function isScheduled(schedule: Schedule, n: number): boolean {
  if (schedule.kind === 'weekdays') return schedule.days.includes(weekdayOfNumber(n))
  return true
}

export type Streaks = { current: number; best: number; unit: 'days' | 'weeks' }

/**
 * Current and best streaks. Daily and weekday habits count scheduled days in a row that were done (a
 * day off the schedule neither breaks nor adds); "N times a week" counts weeks in a row with at least N.
 * Today (or this week) still open does not break the current streak.
 */
export function streaks(schedule: Schedule, done: ReadonlySet<number>, today: number): Streaks {
  if (schedule.kind === 'weekly') return weeklyStreaks(schedule.times, done, today)
  const days = [...done].filter((n) => n <= today && isScheduled(schedule, n)).sort((a, b) => a - b)
  let best = 0
  let run = 0
  let previous: number | null = null
  for (const n of days) {
    run = previous !== null && nextScheduled(schedule, previous) === n ? run + 1 : 1
    best = Math.max(best, run)
    previous = n
  }
  let current = 0
  let n = today
  if (!isScheduled(schedule, n) || !done.has(n)) n = previousScheduled(schedule, n)
  while (done.has(n) && current <= days.length) {
    current++
    n = previousScheduled(schedule, n)
  }
  return { current, best, unit: 'days' }
}

function nextScheduled(schedule: Schedule, n: number): number {
  let k = n + 1
  while (!isScheduled(schedule, k)) k++
  return k
}

function previousScheduled(schedule: Schedule, n: number): number {
  let k = n - 1
  while (!isScheduled(schedule, k)) k--
  return k
}

function weeklyStreaks(times: number, done: ReadonlySet<number>, today: number): Streaks {
  const perWeek = new Map<number, number>()
  for (const n of done) if (n <= today) perWeek.set(weekStart(n), (perWeek.get(weekStart(n)) ?? 0) + 1)
  const met = [...perWeek].filter(([, count]) => count >= times).map(([week]) => week)
  met.sort((a, b) => a - b)
  let best = 0
  let run = 0
  met.forEach((week, k) => {
    run = k > 0 && met[k - 1] === week - 7 ? run + 1 : 1
    best = Math.max(best, run)
  })
  const metSet = new Set(met)
  let week = weekStart(today)
  if (!metSet.has(week)) week -= 7
  let current = 0
  while (metSet.has(week)) {
    current++
    week -= 7
  }
  return { current, best, unit: 'weeks' }
}

/** Check-ins in the week holding `today`, for "2 of 3 this week". */
export function doneThisWeek(done: ReadonlySet<number>, today: number): number {
  const start = weekStart(today)
  let count = 0
  for (let n = start; n <= today; n++) if (done.has(n)) count++
  return count
}

export type HeatCell = { day: number; done: boolean; scheduled: boolean; future: boolean }

/** The last `weeks` weeks up to this one, Monday first, as columns of seven days. */
export function heatMap(
  schedule: Schedule,
  done: ReadonlySet<number>,
  today: number,
  weeks: number,
): HeatCell[][] {
  const first = weekStart(today) - (weeks - 1) * 7
  const columns: HeatCell[][] = []
  for (let w = 0; w < weeks; w++) {
    const column: HeatCell[] = []
    for (let d = 0; d < 7; d++) {
      const day = first + w * 7 + d
      column.push({ day, done: done.has(day), scheduled: isScheduled(schedule, day), future: day > today })
    }
    columns.push(column)
  }
  return columns
}

/** Scheduled days done over the last `days` days (from the habit's first day at the earliest). */
export function completion(
  schedule: Schedule,
  done: ReadonlySet<number>,
  today: number,
  days: number,
  created: number,
): { done: number; due: number } {
  let due = 0
  let count = 0
  const from = Math.max(today - days + 1, created)
  if (schedule.kind === 'weekly') {
    for (let n = from; n <= today; n++) if (done.has(n)) count++
    return { done: count, due: Math.round(((today - from + 1) / 7) * schedule.times) }
  }
  for (let n = from; n <= today; n++) {
    if (!isScheduled(schedule, n)) continue
    due++
    if (done.has(n)) count++
  }
  return { done: count, due }
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Minutes after midnight of an 'HH:MM' reminder, or null. */
export function reminderMinutes(reminder: string | null): number | null {
  const m = reminder ? TIME.exec(reminder) : null
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}

/**
 * Habits whose reminder time has come today, that are due today and not yet done, and that have not been
 * reminded today. `minutesNow` is minutes after local midnight; "due" for a weekly habit means its count
 * for this week is not yet met.
 */
export function dueReminders(
  habits: readonly Habit[],
  doneByHabit: ReadonlyMap<string, ReadonlySet<number>>,
  today: number,
  minutesNow: number,
  remindedToday: ReadonlySet<string>,
): Habit[] {
  return habits.filter((habit) => {
    const at = reminderMinutes(habit.reminder)
    if (at === null || at > minutesNow || remindedToday.has(habit.id)) return false
    const done = doneByHabit.get(habit.id) ?? new Set<number>()
    if (done.has(today) || !isScheduled(habit.schedule, today)) return false
    return habit.schedule.kind !== 'weekly' || doneThisWeek(done, today) < habit.schedule.times
  })
}

export type HabitIssue =
  'nameEmpty' | 'nameTooLong' | 'noWeekdays' | 'timesInvalid' | 'reminderInvalid' | 'tooManyHabits'

/** The problems of a habit as typed in the form; empty when it can be saved. */
export function checkHabit(
  draft: { name: string; schedule: Schedule; reminder: string | null },
  existingCount = 0,
): HabitIssue[] {
  const issues: HabitIssue[] = []
  const name = draft.name.trim()
  if (name === '') issues.push('nameEmpty')
  else if ([...name].length > NAME_MAX) issues.push('nameTooLong')
  const s = draft.schedule
  if (s.kind === 'weekdays' && s.days.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6).length === 0) {
    issues.push('noWeekdays')
  }
  if (s.kind === 'weekly' && !(Number.isInteger(s.times) && s.times >= 1 && s.times <= 7)) {
    issues.push('timesInvalid')
  }
  if (draft.reminder !== null && reminderMinutes(draft.reminder) === null) issues.push('reminderInvalid')
  if (existingCount >= HABITS_MAX) issues.push('tooManyHabits')
  return issues
}
