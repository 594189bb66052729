// The pomodoro timer as pure state: a running phase is stored as the moment it ends, never as a count of
// ticks, so a background tab (whose timers the browser slows to once a minute) or a reload shows the right
// time, and phases that ended while nobody looked are caught up from their end times.

export const PHASES = ['focus', 'short', 'long'] as const
export type Phase = (typeof PHASES)[number]

export type Settings = {
  /** Minutes of each phase. */
  focus: number
  short: number
  long: number
  /** A long break after this many focus sessions. */
  longEvery: number
  autoStartBreaks: boolean
  autoStartFocus: boolean
  sound: boolean
  notify: boolean
}

export const DEFAULT_SETTINGS: Settings = {
  focus: 25,
  short: 5,
  long: 15,
  longEvery: 4,
  autoStartBreaks: false,
  autoStartFocus: false,
  sound: true,
  notify: false,
}

export const MINUTES_LIMITS = { min: 1, max: 180 } as const
export const LONG_EVERY_LIMITS = { min: 1, max: 12 } as const

export type TimerState = {
  phase: Phase
  status: 'idle' | 'running' | 'paused'
  /** When the running phase ends (ms since the epoch); null unless running. */
  endsAt: number | null
  /** Time left while idle or paused. */
  remainingMs: number
  /** Focus sessions finished since the last long break. */
  focusDone: number
}

/** A phase that ran to its end. */
export type Completed = { phase: Phase; endedAt: number; minutes: number }

export const phaseMs = (settings: Settings, phase: Phase) => settings[phase] * 60_000

export function initialState(settings: Settings): TimerState {
  return {
    phase: 'focus',
    status: 'idle',
    endsAt: null,
    remainingMs: phaseMs(settings, 'focus'),
    focusDone: 0,
  }
}

export function remainingMs(state: TimerState, now: number): number {
  return state.status === 'running' && state.endsAt !== null
    ? Math.max(0, state.endsAt - now)
    : state.remainingMs
}

export function start(state: TimerState, now: number): TimerState {
  if (state.status === 'running') return state
  return { ...state, status: 'running', endsAt: now + state.remainingMs }
}

export function pause(state: TimerState, now: number): TimerState {
  if (state.status !== 'running') return state
  return { ...state, status: 'paused', endsAt: null, remainingMs: remainingMs(state, now) }
}

/** Back to the full length of the current phase, stopped. */
export function reset(state: TimerState, settings: Settings): TimerState {
  return { ...state, status: 'idle', endsAt: null, remainingMs: phaseMs(settings, state.phase) }
}

/** Switches to a phase by hand: stopped, at its full length. */
export function choosePhase(state: TimerState, settings: Settings, phase: Phase): TimerState {
  return { ...state, phase, status: 'idle', endsAt: null, remainingMs: phaseMs(settings, phase) }
}

/** The phase after this one; `focusDone` already counts a focus session that just ended. */
function following(phase: Phase, focusDone: number, settings: Settings): Phase {
  if (phase !== 'focus') return 'focus'
  return focusDone > 0 && focusDone % settings.longEvery === 0 ? 'long' : 'short'
}

function autoStarts(phase: Phase, settings: Settings): boolean {
  return phase === 'focus' ? settings.autoStartFocus : settings.autoStartBreaks
}

function nextFocusDone(state: TimerState): number {
  if (state.phase === 'focus') return state.focusDone + 1
  return state.phase === 'long' ? 0 : state.focusDone
}

/**
 * Moves on to the next phase now (the Skip button). The cycle moves on as if the phase had ended, so the
 * long break still comes after every N focus sessions, but nothing is added to the statistics.
 */
export function skip(state: TimerState, settings: Settings, now: number): TimerState {
  const focusDone = nextFocusDone(state)
  const phase = following(state.phase, focusDone, settings)
  return enter({ ...state, phase, focusDone }, settings, now, autoStarts(phase, settings))
}

function enter(state: TimerState, settings: Settings, at: number, run: boolean): TimerState {
  const length = phaseMs(settings, state.phase)
  return run
    ? { ...state, status: 'running', endsAt: at + length, remainingMs: length }
    : { ...state, status: 'idle', endsAt: null, remainingMs: length }
}

/**
 * Finishes every phase whose end has passed, in order, each next one starting when the last ended (so an
 * hour in a background tab with auto-start on comes out exactly as if watched). Returns the phases that
 * ended, for statistics, notifications and the sound.
 */
export function advance(
  state: TimerState,
  settings: Settings,
  now: number,
): { state: TimerState; completed: Completed[] } {
  const completed: Completed[] = []
  let current = state
  // A bound on the loop: a week of one-minute phases.
  for (let guard = 0; guard < 20_000; guard++) {
    if (current.status !== 'running' || current.endsAt === null || current.endsAt > now) break
    const endedAt = current.endsAt
    completed.push({ phase: current.phase, endedAt, minutes: settings[current.phase] })
    const focusDone = nextFocusDone(current)
    const phase = following(current.phase, focusDone, settings)
    current = enter({ ...current, phase, focusDone }, settings, endedAt, autoStarts(phase, settings))
  }
  return { state: current, completed }
}

/** After the lengths change: a stopped timer takes the new length; a running or paused one keeps its time. */
export function applySettings(state: TimerState, settings: Settings): TimerState {
  return state.status === 'idle' ? { ...state, remainingMs: phaseMs(settings, state.phase) } : state
}

/** mm:ss, or h:mm:ss from an hour, counting a started second as whole (so 0:00 shows only at the end). */
export function formatClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = String(total % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`
}

/** YYYY-MM-DD of a moment on the user's calendar (local time). */
export function localDay(ms: number): string {
  const d = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** The last `count` calendar days up to today, oldest first, as YYYY-MM-DD. */
export function lastDays(now: number, count: number): string[] {
  const days: string[] = []
  const d = new Date(now)
  for (let k = count - 1; k >= 0; k--) {
    const day = new Date(d.getFullYear(), d.getMonth(), d.getDate() - k, 12)
    days.push(localDay(day.getTime()))
  }
  return days
}

export type DayStats = { day: string; sessions: number; minutes: number }

/** Focus sessions and minutes per day for the given days. */
export function dailyStats(
  records: readonly { day: string; minutes: number }[],
  days: readonly string[],
): DayStats[] {
  const byDay = new Map(days.map((day) => [day, { day, sessions: 0, minutes: 0 }]))
  for (const record of records) {
    const entry = byDay.get(record.day)
    if (!entry) continue
    entry.sessions++
    entry.minutes += record.minutes
  }
  return days.map((day) => byDay.get(day)!)
}

export type FieldIssue = 'empty' | 'notNumber' | 'notWhole' | 'tooSmall' | 'tooLarge'

/** A whole number within limits, from what the user typed (Devanagari digits accepted). */
export function parseWhole(
  raw: string,
  limits: { min: number; max: number },
): { ok: true; value: number } | { ok: false; issue: FieldIssue } {
  const text = raw.trim().replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966))
  if (text === '') return { ok: false, issue: 'empty' }
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return { ok: false, issue: 'notNumber' }
  const value = Number(text)
  if (!Number.isInteger(value)) return { ok: false, issue: 'notWhole' }
  if (value < limits.min) return { ok: false, issue: 'tooSmall' }
  if (value > limits.max) return { ok: false, issue: 'tooLarge' }
  return { ok: true, value }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const inRange = (v: unknown, limits: { min: number; max: number }): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= limits.min && v <= limits.max

/** Settings and timer saved before a reload, if they are whole and sane; otherwise null. */
export function parseSaved(json: string | null): { settings: Settings; timer: TimerState } | null {
  if (!json) return null
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return null
  }
  if (!isObject(value) || !isObject(value.settings) || !isObject(value.timer)) return null
  const s = value.settings
  const t = value.timer
  const booleans = ['autoStartBreaks', 'autoStartFocus', 'sound', 'notify'] as const
  if (
    !inRange(s.focus, MINUTES_LIMITS) ||
    !inRange(s.short, MINUTES_LIMITS) ||
    !inRange(s.long, MINUTES_LIMITS) ||
    !inRange(s.longEvery, LONG_EVERY_LIMITS) ||
    booleans.some((key) => typeof s[key] !== 'boolean')
  ) {
    return null
  }
  const settings = s as Settings
  if (
    !PHASES.includes(t.phase as Phase) ||
    !['idle', 'running', 'paused'].includes(t.status as string) ||
    typeof t.remainingMs !== 'number' ||
    !(t.remainingMs >= 0) ||
    typeof t.focusDone !== 'number' ||
    !(t.focusDone >= 0) ||
    (t.status === 'running' ? typeof t.endsAt !== 'number' : t.endsAt !== null)
  ) {
    return null
  }
  return { settings, timer: t as TimerState }
}
