import { useEffect, useRef, useState } from 'react'
import { readLocal, writeLocal } from '@/lib/local-store'
import { notify } from '../shared/notify/notify'
import { dayNumber, dueReminders, localDay, type Habit } from './logic'

const STORAGE_KEY = 'habit-reminded'
const CHECK_EVERY_MS = 30_000

/** Which habits were reminded on which day, so a reload does not remind again. */
function remindedOn(day: string): Set<string> {
  try {
    const saved = JSON.parse(readLocal(STORAGE_KEY) ?? 'null') as { day?: string; ids?: unknown } | null
    return saved?.day === day && Array.isArray(saved.ids) ? new Set(saved.ids.map(String)) : new Set()
  } catch {
    return new Set()
  }
}

/**
 * Reminds while the app is open (browsers cannot schedule a notification for later without a push
 * server): every 30 seconds and when the tab comes back, habits whose time has come are shown on the page
 * and, if allowed, as a notification. Returns the reminders shown today that are still not done.
 */
export function useReminders(
  habits: readonly Habit[] | null,
  done: ReadonlyMap<string, ReadonlySet<number>> | null,
  texts: (habit: Habit) => { title: string; body: string },
): Habit[] {
  const [shown, setShown] = useState<Habit[]>([])
  const latest = useRef({ habits, done, texts })
  latest.current = { habits, done, texts }

  useEffect(() => {
    const check = () => {
      const { habits: list, done: doneMap, texts: text } = latest.current
      if (!list || !doneMap) return
      const now = new Date()
      const day = localDay(now.getTime())
      const today = dayNumber(day)!
      const reminded = remindedOn(day)
      const due = dueReminders(list, doneMap, today, now.getHours() * 60 + now.getMinutes(), reminded)
      for (const habit of due) {
        reminded.add(habit.id)
        const { title, body } = text(habit)
        void notify(title, body, `habit-${habit.id}`)
      }
      if (due.length) writeLocal(STORAGE_KEY, JSON.stringify({ day, ids: [...reminded] }))
      // Still open reminders of today: reminded, and not done since.
      setShown(list.filter((h) => reminded.has(h.id) && !doneMap.get(h.id)?.has(today)))
    }
    check()
    const timer = setInterval(check, CHECK_EVERY_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible') check()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [habits, done])

  return shown
}
