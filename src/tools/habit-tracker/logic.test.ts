import { describe, expect, it } from 'vitest'
import { makeBackup, readBackup, type BackupHabit } from './backup'
import {
  checkHabit,
  completion,
  dayNumber,
  dayString,
  doneThisWeek,
  dueReminders,
  heatMap,
  localDay,
  reminderMinutes,
  streaks,
  weekStart,
  type Habit,
  type Schedule,
} from './logic'

const d = (day: string) => dayNumber(day)!
const set = (...days: string[]) => new Set(days.map(d))
// Wednesday 7 January 2026.
const TODAY = d('2026-01-07')
const DAILY: Schedule = { kind: 'daily' }
const MON_WED_FRI: Schedule = { kind: 'weekdays', days: [1, 3, 5] }

describe('days', () => {
  it('converts between YYYY-MM-DD and day numbers, and finds Monday', () => {
    expect(dayString(TODAY)).toBe('2026-01-07')
    expect(dayNumber('2026-02-30')).toBeNull()
    expect(dayString(weekStart(TODAY))).toBe('2026-01-05')
    expect(dayString(weekStart(d('2026-01-11')))).toBe('2026-01-05') // Sunday belongs to the week before
    expect(dayString(weekStart(d('2026-01-05')))).toBe('2026-01-05')
  })

  it('takes the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 7, 23, 59).getTime())).toBe('2026-01-07')
    expect(localDay(new Date(2026, 0, 8, 0, 1).getTime())).toBe('2026-01-08')
  })
})

describe('daily streaks', () => {
  it('counts back from today, or from yesterday while today is still open', () => {
    expect(streaks(DAILY, set('2026-01-05', '2026-01-06', '2026-01-07'), TODAY)).toEqual({
      current: 3,
      best: 3,
      unit: 'days',
    })
    expect(streaks(DAILY, set('2026-01-05', '2026-01-06'), TODAY).current).toBe(2)
    expect(streaks(DAILY, set('2026-01-04', '2026-01-05'), TODAY).current).toBe(0)
  })

  it('keeps the best run and ignores future days', () => {
    const done = set('2025-12-01', '2025-12-02', '2025-12-03', '2025-12-04', '2026-01-07', '2026-01-08')
    expect(streaks(DAILY, done, TODAY)).toEqual({ current: 1, best: 4, unit: 'days' })
    expect(streaks(DAILY, new Set(), TODAY)).toEqual({ current: 0, best: 0, unit: 'days' })
  })

  it('runs across a month end and a leap day', () => {
    const done = set('2028-02-28', '2028-02-29', '2028-03-01')
    expect(streaks(DAILY, done, d('2028-03-01')).current).toBe(3)
  })
})

describe('weekday streaks', () => {
  it('skips days off the schedule without breaking', () => {
    // Mon 29 Dec, Wed 31 Dec, Fri 2 Jan, Mon 5 Jan; today Wed 7 Jan is still open.
    const done = set('2025-12-29', '2025-12-31', '2026-01-02', '2026-01-05')
    expect(streaks(MON_WED_FRI, done, TODAY)).toEqual({ current: 4, best: 4, unit: 'days' })
    // Missing Friday 2 Jan breaks it.
    const gap = set('2025-12-29', '2025-12-31', '2026-01-05')
    expect(streaks(MON_WED_FRI, gap, TODAY)).toEqual({ current: 1, best: 2, unit: 'days' })
  })

  it('does not count a check-in on a day off the schedule', () => {
    expect(streaks(MON_WED_FRI, set('2026-01-06'), TODAY).current).toBe(0)
  })
})

describe('times-a-week streaks', () => {
  const THRICE: Schedule = { kind: 'weekly', times: 3 }

  it('counts weeks that met the target; the open week does not break it', () => {
    const done = set(
      '2025-12-22',
      '2025-12-24',
      '2025-12-26', // week of 22 Dec: 3
      '2025-12-29',
      '2025-12-30',
      '2026-01-04', // week of 29 Dec: 3 (Sunday counts in the same week)
      '2026-01-06', // this week: 1 so far
    )
    expect(streaks(THRICE, done, TODAY)).toEqual({ current: 2, best: 2, unit: 'weeks' })
    expect(doneThisWeek(done, TODAY)).toBe(1)
    done.add(d('2026-01-05'))
    done.add(d('2026-01-07'))
    expect(streaks(THRICE, done, TODAY).current).toBe(3)
  })

  it('breaks on a week that fell short', () => {
    const done = set('2025-12-22', '2025-12-24', '2025-12-26', '2026-01-05', '2026-01-06', '2026-01-07')
    expect(streaks(THRICE, done, TODAY)).toEqual({ current: 1, best: 1, unit: 'weeks' })
  })
})

describe('heat map and completion', () => {
  it('lays out weeks Monday first, marking done, scheduled and future days', () => {
    const map = heatMap(MON_WED_FRI, set('2026-01-05'), TODAY, 2)
    expect(map).toHaveLength(2)
    expect(dayString(map[0]![0]!.day)).toBe('2025-12-29')
    expect(map[1]![0]).toMatchObject({ done: true, scheduled: true, future: false })
    expect(map[1]![1]).toMatchObject({ done: false, scheduled: false })
    expect(map[1]![3]!.future).toBe(true)
  })

  it('counts scheduled days done since the habit began', () => {
    expect(completion(MON_WED_FRI, set('2026-01-05'), TODAY, 30, d('2026-01-01'))).toEqual({
      done: 1,
      due: 3,
    })
    expect(completion(DAILY, set('2026-01-07'), TODAY, 7, d('2025-01-01'))).toEqual({ done: 1, due: 7 })
    expect(completion({ kind: 'weekly', times: 2 }, set('2026-01-07'), TODAY, 14, 0)).toEqual({
      done: 1,
      due: 4,
    })
  })
})

describe('reminders', () => {
  const habit = (id: string, reminder: string | null, schedule: Schedule = DAILY): Habit => ({
    id,
    name: id,
    schedule,
    reminder,
    createdDay: '2026-01-01',
  })

  it('reads HH:MM and refuses anything else', () => {
    expect(reminderMinutes('07:30')).toBe(450)
    expect(reminderMinutes('23:59')).toBe(1439)
    expect(reminderMinutes('24:00')).toBeNull()
    expect(reminderMinutes('7:30')).toBeNull()
    expect(reminderMinutes(null)).toBeNull()
  })

  it('are due once the time has come, only on scheduled days, not when done or already shown', () => {
    const habits = [
      habit('a', '07:00'),
      habit('b', '21:00'),
      habit('c', '07:00'),
      habit('d', null),
      habit('e', '06:00', { kind: 'weekdays', days: [1] }),
      habit('f', '06:00'),
      habit('g', '06:00', { kind: 'weekly', times: 1 }),
    ]
    const done = new Map([
      ['c', set('2026-01-07')],
      ['g', set('2026-01-05')],
    ])
    const due = dueReminders(habits, done, TODAY, 8 * 60, new Set(['f']))
    expect(due.map((h) => h.id)).toEqual(['a'])
  })
})

describe('checkHabit', () => {
  it('names each problem', () => {
    expect(checkHabit({ name: 'Walk', schedule: DAILY, reminder: null })).toEqual([])
    expect(checkHabit({ name: '  ', schedule: DAILY, reminder: null })).toEqual(['nameEmpty'])
    expect(checkHabit({ name: 'x'.repeat(61), schedule: DAILY, reminder: null })).toEqual(['nameTooLong'])
    expect(checkHabit({ name: 'योग'.repeat(20), schedule: DAILY, reminder: null })).toEqual([])
    expect(checkHabit({ name: 'a', schedule: { kind: 'weekdays', days: [] }, reminder: null })).toEqual([
      'noWeekdays',
    ])
    expect(checkHabit({ name: 'a', schedule: { kind: 'weekly', times: 8 }, reminder: '25:00' })).toEqual([
      'timesInvalid',
      'reminderInvalid',
    ])
    expect(checkHabit({ name: 'a', schedule: DAILY, reminder: null }, 50)).toEqual(['tooManyHabits'])
  })
})

describe('backup', () => {
  const habits: BackupHabit[] = [
    {
      id: 'h1',
      name: 'योग',
      schedule: MON_WED_FRI,
      reminder: '06:30',
      createdDay: '2026-01-01',
      checkins: ['2026-01-05', '2026-01-02'],
    },
    {
      id: 'h2',
      name: 'Read',
      schedule: { kind: 'weekly', times: 3 },
      reminder: null,
      createdDay: '2026-01-01',
      checkins: [],
    },
  ]

  it('round-trips, with check-ins sorted', () => {
    const text = makeBackup(habits, new Date('2026-01-07T10:00:00Z'))
    const read = readBackup(text)
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.habits[0]!.checkins).toEqual(['2026-01-02', '2026-01-05'])
    expect(read.habits[1]).toEqual(habits[1])
    expect(JSON.parse(text)).toMatchObject({ app: 'autobahi-habit-tracker', version: 1 })
  })

  it('refuses what is not a backup, naming the reason', () => {
    expect(readBackup('not json')).toEqual({ ok: false, reason: 'notJson' })
    expect(readBackup('{"habits": []}')).toEqual({ ok: false, reason: 'notBackup' })
    expect(readBackup('{"app":"autobahi-habit-tracker","version":2,"habits":[]}')).toEqual({
      ok: false,
      reason: 'newerVersion',
      version: 2,
    })
    expect(readBackup('x'.repeat(5_000_001))).toEqual({ ok: false, reason: 'tooLarge' })
  })

  it('names the habit and field that is wrong', () => {
    const wrong = (patch: Partial<BackupHabit> & Record<string, unknown>) =>
      readBackup(
        JSON.stringify({
          app: 'autobahi-habit-tracker',
          version: 1,
          habits: [habits[1], { ...habits[0], ...patch }],
        }),
      )
    expect(wrong({ name: '' })).toEqual({ ok: false, reason: 'badField', habit: 2, field: 'name' })
    expect(wrong({ id: 'h2' })).toMatchObject({ habit: 2, field: 'id' })
    expect(wrong({ id: '<script>' })).toMatchObject({ field: 'id' })
    expect(wrong({ schedule: { kind: 'weekdays', days: [9] } })).toMatchObject({ field: 'schedule' })
    expect(wrong({ schedule: { kind: 'weekly', times: 0 } })).toMatchObject({ field: 'schedule' })
    expect(wrong({ reminder: '9 am' })).toMatchObject({ field: 'reminder' })
    expect(wrong({ createdDay: 'yesterday' })).toMatchObject({ field: 'createdDay' })
    expect(wrong({ checkins: ['2026-02-30'] })).toMatchObject({ field: 'checkins' })
    expect(wrong({ checkins: 'all' as unknown as string[] })).toMatchObject({ field: 'checkins' })
  })
})
