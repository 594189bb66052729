import { useCallback, useEffect, useState } from 'react'
import { toolsDb, type PomodoroRecord } from '@/lib/tools-db'
import { dailyStats, lastDays, localDay, type Completed, type DayStats } from './logic'

const DAYS_SHOWN = 7

/** Finished focus sessions per day from the tools' database; null while loading, 'unavailable' without storage. */
export function useFocusStats() {
  const [stats, setStats] = useState<DayStats[] | null | 'unavailable'>(null)

  const load = useCallback(async () => {
    const days = lastDays(Date.now(), DAYS_SHOWN)
    try {
      const records = await toolsDb()
        .pomodoros.where('day')
        .between(days[0]!, days[days.length - 1]!, true, true)
        .toArray()
      setStats(dailyStats(records, days))
    } catch {
      setStats('unavailable')
    }
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  const record = useCallback(
    async (completed: readonly Completed[]) => {
      const focus: PomodoroRecord[] = completed
        .filter((c) => c.phase === 'focus')
        .map((c) => ({ endedAt: c.endedAt, day: localDay(c.endedAt), minutes: c.minutes }))
      if (focus.length === 0) return
      try {
        await toolsDb().pomodoros.bulkPut(focus)
      } catch {
        // Storage refused (private mode, quota): the timer goes on without history.
      }
      await load()
    },
    [load],
  )

  const clear = useCallback(async () => {
    try {
      await toolsDb().pomodoros.clear()
    } catch {
      // Nothing stored to clear.
    }
    await load()
  }, [load])

  return { stats, record, clear }
}
