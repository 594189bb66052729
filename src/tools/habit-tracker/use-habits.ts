import { useCallback, useEffect, useState } from 'react'
import { toolsDb } from '@/lib/tools-db'
import type { BackupHabit } from './backup'
import { dayNumber, dayString, type Habit } from './logic'

export type HabitsState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'ready'; habits: Habit[]; done: Map<string, Set<number>> }

/** A stored habit's data is trusted only as far as its shape; anything else is skipped. */
function asHabit(data: unknown): Habit | null {
  if (typeof data !== 'object' || data === null) return null
  const h = data as Habit
  return typeof h.id === 'string' && typeof h.name === 'string' && typeof h.schedule === 'object' ? h : null
}

/** Habits and check-ins in the tools' database, with the changes the page makes. */
export function useHabits() {
  const [state, setState] = useState<HabitsState>({ status: 'loading' })

  const load = useCallback(async () => {
    try {
      const db = toolsDb()
      const [rows, checkins] = await Promise.all([
        db.habits.orderBy('createdAt').toArray(),
        db.habitCheckins.toArray(),
      ])
      const habits = rows.map((row) => asHabit(row.data)).filter((h): h is Habit => h !== null)
      const done = new Map<string, Set<number>>(habits.map((h) => [h.id, new Set<number>()]))
      for (const c of checkins) {
        const n = dayNumber(c.day)
        if (n !== null) done.get(c.habitId)?.add(n)
      }
      setState({ status: 'ready', habits, done })
    } catch {
      setState({ status: 'unavailable' })
    }
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  const run = useCallback(
    async (change: () => Promise<unknown>): Promise<boolean> => {
      try {
        await change()
        await load()
        return true
      } catch {
        return false
      }
    },
    [load],
  )

  const add = useCallback(
    (habit: Habit) => run(() => toolsDb().habits.put({ id: habit.id, createdAt: Date.now(), data: habit })),
    [run],
  )

  /** Saves changes to a habit; its check-ins and place in the list stay. */
  const update = useCallback(
    (habit: Habit) => run(() => toolsDb().habits.update(habit.id, { data: habit })),
    [run],
  )

  const remove = useCallback(
    (id: string) =>
      run(() => {
        const db = toolsDb()
        return db.transaction('rw', db.habits, db.habitCheckins, async () => {
          await db.habits.delete(id)
          await db.habitCheckins.where('habitId').equals(id).delete()
        })
      }),
    [run],
  )

  const toggle = useCallback(
    (id: string, day: number, done: boolean) =>
      run(() =>
        done
          ? toolsDb().habitCheckins.put({ habitId: id, day: dayString(day) })
          : toolsDb().habitCheckins.delete([id, dayString(day)]),
      ),
    [run],
  )

  /** Adds or replaces habits by id and adds their check-ins to any already here. */
  const importHabits = useCallback(
    (habits: readonly BackupHabit[]) =>
      run(() => {
        const db = toolsDb()
        return db.transaction('rw', db.habits, db.habitCheckins, async () => {
          const now = Date.now()
          await db.habits.bulkPut(
            habits.map(({ checkins: _checkins, ...habit }, k) => ({
              id: habit.id,
              createdAt: now + k,
              data: habit,
            })),
          )
          await db.habitCheckins.bulkPut(
            habits.flatMap((h) => h.checkins.map((day) => ({ habitId: h.id, day }))),
          )
        })
      }),
    [run],
  )

  return { state, add, update, remove, toggle, importHabits }
}
