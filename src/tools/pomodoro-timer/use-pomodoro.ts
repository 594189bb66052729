import { useCallback, useEffect, useRef, useState } from 'react'
import { readLocal, writeLocal } from '@/lib/local-store'
import {
  advance,
  applySettings,
  DEFAULT_SETTINGS,
  initialState,
  parseSaved,
  type Completed,
  type Settings,
  type TimerState,
} from './logic'

const STORAGE_KEY = 'pomodoro-timer'
const DISPLAY_TICK_MS = 250

/**
 * The timer's state, saved on every change so a reload resumes it, with a display tick while it runs.
 * Completion is checked from the clock on every tick, when the tab becomes visible again, and by one
 * timeout aimed at the end time (a single timeout is not slowed like a repeating one in a hidden tab).
 */
export function usePomodoro(onComplete: (completed: Completed[], next: TimerState) => void) {
  const [initial] = useState(() => parseSaved(readLocal(STORAGE_KEY)))
  const [settings, setSettingsState] = useState<Settings>(initial?.settings ?? DEFAULT_SETTINGS)
  const [timer, setTimerState] = useState<TimerState>(initial?.timer ?? initialState(DEFAULT_SETTINGS))
  const [now, setNow] = useState(() => Date.now())
  const latest = useRef({ settings, timer, onComplete })
  latest.current = { settings, timer, onComplete }

  const save = (next: { settings: Settings; timer: TimerState }) =>
    writeLocal(STORAGE_KEY, JSON.stringify(next))

  const setTimer = useCallback((next: TimerState) => {
    latest.current.timer = next
    setNow(Date.now())
    setTimerState(next)
    save({ settings: latest.current.settings, timer: next })
  }, [])

  const setSettings = useCallback((next: Settings) => {
    const timer = applySettings(latest.current.timer, next)
    latest.current = { ...latest.current, settings: next, timer }
    setSettingsState(next)
    setTimerState(timer)
    save({ settings: next, timer })
  }, [])

  const check = useCallback(() => {
    const at = Date.now()
    setNow(at)
    const { state, completed } = advance(latest.current.timer, latest.current.settings, at)
    if (completed.length === 0) return
    setTimer(state)
    latest.current.onComplete(completed, state)
  }, [setTimer])

  // Phases that ended while the page was closed are caught up once, on opening.
  useEffect(check, [check])

  useEffect(() => {
    if (timer.status !== 'running' || timer.endsAt === null) return
    const tick = setInterval(check, DISPLAY_TICK_MS)
    const atEnd = setTimeout(check, Math.max(0, timer.endsAt - Date.now()) + 20)
    return () => {
      clearInterval(tick)
      clearTimeout(atEnd)
    }
  }, [timer.status, timer.endsAt, check])

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') check()
    }
    document.addEventListener('visibilitychange', onVisible)
    // Another tab of the app changed the timer: follow it.
    const onStorage = (event: StorageEvent) => {
      if (!event.key?.endsWith(STORAGE_KEY)) return
      const saved = parseSaved(event.newValue)
      if (!saved) return
      latest.current = { ...latest.current, ...saved }
      setSettingsState(saved.settings)
      setTimerState(saved.timer)
    }
    window.addEventListener('storage', onStorage)
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('storage', onStorage)
    }
  }, [check])

  return { settings, setSettings, timer, setTimer, now }
}
