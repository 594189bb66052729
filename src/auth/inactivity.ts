// Logs out after INACTIVITY_TIMEOUT_MS without activity (spec §4, §9). Activity only records a time, and
// one timer checks it, so a stream of mouse moves does not reschedule a timer on every event.
export const INACTIVITY_TIMEOUT_MS = 900_000
export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const

export type InactivityTimer = { activity: () => void; stop: () => void }

/** Calls `onIdle` once when `timeoutMs` pass after the last `activity()`; `stop()` cancels. */
export function createInactivityTimer(
  onIdle: () => void,
  timeoutMs: number = INACTIVITY_TIMEOUT_MS,
  now: () => number = Date.now,
): InactivityTimer {
  let last = now()
  let timer: ReturnType<typeof setTimeout> | null = null
  let stopped = false
  const check = () => {
    if (stopped) return
    const idle = now() - last
    if (idle >= timeoutMs) {
      stopped = true
      onIdle()
    } else {
      timer = setTimeout(check, timeoutMs - idle)
    }
  }
  timer = setTimeout(check, timeoutMs)
  return {
    activity: () => {
      last = now()
    },
    stop: () => {
      stopped = true
      if (timer !== null) clearTimeout(timer)
    },
  }
}

/** Watches the window's activity events; returns the function that stops watching. */
export function watchInactivity(onIdle: () => void, timeoutMs: number = INACTIVITY_TIMEOUT_MS): () => void {
  const timer = createInactivityTimer(onIdle, timeoutMs)
  const options = { passive: true, capture: true } as const
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, timer.activity, options)
  return () => {
    timer.stop()
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, timer.activity, options)
  }
}
