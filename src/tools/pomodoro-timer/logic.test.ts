import { describe, expect, it } from 'vitest'
import {
  advance,
  applySettings,
  choosePhase,
  dailyStats,
  DEFAULT_SETTINGS,
  formatClock,
  initialState,
  lastDays,
  localDay,
  MINUTES_LIMITS,
  parseSaved,
  parseWhole,
  pause,
  remainingMs,
  reset,
  skip,
  start,
  type Settings,
  type TimerState,
} from './logic'

const MIN = 60_000
const T0 = Date.UTC(2026, 0, 5, 4, 30) // 10:00 in India
const S = DEFAULT_SETTINGS

describe('defaults', () => {
  it('are 25/5/15 with a long break every 4, starting on focus', () => {
    expect([S.focus, S.short, S.long, S.longEvery]).toEqual([25, 5, 15, 4])
    expect(initialState(S)).toEqual({
      phase: 'focus',
      status: 'idle',
      endsAt: null,
      remainingMs: 25 * MIN,
      focusDone: 0,
    })
  })
})

describe('running from timestamps', () => {
  it('counts down from the end time, pauses and resumes where it was', () => {
    let state = start(initialState(S), T0)
    expect(state.endsAt).toBe(T0 + 25 * MIN)
    expect(remainingMs(state, T0 + 10 * MIN)).toBe(15 * MIN)
    state = pause(state, T0 + 10 * MIN)
    expect(state).toMatchObject({ status: 'paused', endsAt: null, remainingMs: 15 * MIN })
    // Time spent paused does not count.
    expect(remainingMs(state, T0 + 60 * MIN)).toBe(15 * MIN)
    state = start(state, T0 + 60 * MIN)
    expect(state.endsAt).toBe(T0 + 75 * MIN)
    expect(start(state, T0 + 70 * MIN)).toBe(state)
    expect(pause(initialState(S), T0)).toEqual(initialState(S))
  })

  it('is right after a background tab slept for 24 minutes with no ticks', () => {
    const state = start(initialState(S), T0)
    const later = advance(state, S, T0 + 24 * MIN + 30_000)
    expect(later.completed).toEqual([])
    expect(remainingMs(later.state, T0 + 24 * MIN + 30_000)).toBe(30_000)
  })

  it('resets to the full phase and switches phase by hand', () => {
    const running = start(initialState(S), T0)
    expect(reset(running, S)).toMatchObject({ status: 'idle', remainingMs: 25 * MIN, endsAt: null })
    expect(choosePhase(running, S, 'long')).toMatchObject({
      phase: 'long',
      status: 'idle',
      remainingMs: 15 * MIN,
    })
  })
})

describe('advance', () => {
  it('ends a focus session at its end time and waits on the short break', () => {
    const { state, completed } = advance(start(initialState(S), T0), S, T0 + 25 * MIN)
    expect(completed).toEqual([{ phase: 'focus', endedAt: T0 + 25 * MIN, minutes: 25 }])
    expect(state).toMatchObject({ phase: 'short', status: 'idle', remainingMs: 5 * MIN, focusDone: 1 })
  })

  it('gives a long break after every fourth focus session, then starts the count again', () => {
    let state: TimerState = initialState(S)
    const phases: string[] = []
    let now = T0
    for (let k = 0; k < 10; k++) {
      state = start(state, now)
      now = state.endsAt!
      const result = advance(state, S, now)
      phases.push(result.completed[0]!.phase)
      state = result.state
    }
    expect(phases).toEqual([
      'focus',
      'short',
      'focus',
      'short',
      'focus',
      'short',
      'focus',
      'long',
      'focus',
      'short',
    ])
    expect(state.phase).toBe('focus')
  })

  it('catches up every phase that ended in the background when auto-start is on', () => {
    const auto: Settings = { ...S, autoStartBreaks: true, autoStartFocus: true }
    const { state, completed } = advance(start(initialState(auto), T0), auto, T0 + 70 * MIN)
    // 25 focus + 5 break + 25 focus + 5 break = 60 minutes; the third focus started at 60 and runs.
    expect(completed.map((c) => [c.phase, (c.endedAt - T0) / MIN])).toEqual([
      ['focus', 25],
      ['short', 30],
      ['focus', 55],
      ['short', 60],
    ])
    expect(state).toMatchObject({ phase: 'focus', status: 'running', endsAt: T0 + 85 * MIN, focusDone: 2 })
    expect(remainingMs(state, T0 + 70 * MIN)).toBe(15 * MIN)
  })

  it('does nothing to a stopped or paused timer', () => {
    const idle = initialState(S)
    expect(advance(idle, S, T0 + 999 * MIN)).toEqual({ state: idle, completed: [] })
  })
})

describe('skip', () => {
  it('moves on without counting, keeping the long-break rhythm', () => {
    let state = skip(start(initialState(S), T0), S, T0 + MIN)
    expect(state).toMatchObject({ phase: 'short', status: 'idle', focusDone: 1 })
    state = skip(state, S, T0 + 2 * MIN)
    expect(state).toMatchObject({ phase: 'focus', focusDone: 1 })
    const three: TimerState = { ...initialState(S), focusDone: 3 }
    expect(skip(three, S, T0)).toMatchObject({ phase: 'long', focusDone: 4 })
    expect(skip({ ...three, phase: 'long', focusDone: 4 }, S, T0)).toMatchObject({
      phase: 'focus',
      focusDone: 0,
    })
  })

  it('starts the next phase at once when it auto-starts', () => {
    const auto = { ...S, autoStartBreaks: true }
    expect(skip(initialState(auto), auto, T0)).toMatchObject({ status: 'running', endsAt: T0 + 5 * MIN })
  })
})

describe('settings', () => {
  it('give a stopped timer the new length and leave a running one alone', () => {
    const custom = { ...S, focus: 50 }
    expect(applySettings(initialState(S), custom).remainingMs).toBe(50 * MIN)
    const running = start(initialState(S), T0)
    expect(applySettings(running, custom)).toBe(running)
  })

  it('parse whole minutes within limits, Devanagari digits too', () => {
    expect(parseWhole(' 45 ', MINUTES_LIMITS)).toEqual({ ok: true, value: 45 })
    expect(parseWhole('४५', MINUTES_LIMITS)).toEqual({ ok: true, value: 45 })
    expect(parseWhole('', MINUTES_LIMITS)).toEqual({ ok: false, issue: 'empty' })
    expect(parseWhole('abc', MINUTES_LIMITS)).toEqual({ ok: false, issue: 'notNumber' })
    expect(parseWhole('2.5', MINUTES_LIMITS)).toEqual({ ok: false, issue: 'notWhole' })
    expect(parseWhole('0', MINUTES_LIMITS)).toEqual({ ok: false, issue: 'tooSmall' })
    expect(parseWhole('-5', MINUTES_LIMITS)).toEqual({ ok: false, issue: 'tooSmall' })
    expect(parseWhole('181', MINUTES_LIMITS)).toEqual({ ok: false, issue: 'tooLarge' })
    expect(parseWhole('1e3', MINUTES_LIMITS)).toEqual({ ok: false, issue: 'notNumber' })
  })
})

describe('saved state', () => {
  it('round-trips and refuses anything damaged', () => {
    const saved = { settings: S, timer: start(initialState(S), T0) }
    expect(parseSaved(JSON.stringify(saved))).toEqual(saved)
    expect(parseSaved(null)).toBeNull()
    expect(parseSaved('{oops')).toBeNull()
    expect(parseSaved(JSON.stringify({ ...saved, settings: { ...S, focus: 0 } }))).toBeNull()
    expect(parseSaved(JSON.stringify({ ...saved, settings: { ...S, sound: 'yes' } }))).toBeNull()
    expect(parseSaved(JSON.stringify({ ...saved, timer: { ...saved.timer, phase: 'nap' } }))).toBeNull()
    expect(parseSaved(JSON.stringify({ ...saved, timer: { ...saved.timer, endsAt: null } }))).toBeNull()
  })
})

describe('display and statistics', () => {
  it('formats the clock, rounding a started second up', () => {
    expect(formatClock(25 * MIN)).toBe('25:00')
    expect(formatClock(61_001)).toBe('1:02')
    expect(formatClock(999)).toBe('0:01')
    expect(formatClock(0)).toBe('0:00')
    expect(formatClock(-5)).toBe('0:00')
    expect(formatClock(180 * MIN)).toBe('3:00:00')
  })

  it('groups sessions by local day over the last days', () => {
    const days = lastDays(T0, 3)
    expect(days).toHaveLength(3)
    expect(days[2]).toBe(localDay(T0))
    const stats = dailyStats(
      [
        { day: days[2]!, minutes: 25 },
        { day: days[2]!, minutes: 50 },
        { day: days[0]!, minutes: 25 },
        { day: '2000-01-01', minutes: 25 },
      ],
      days,
    )
    expect(stats.map((s) => [s.sessions, s.minutes])).toEqual([
      [1, 25],
      [0, 0],
      [2, 75],
    ])
  })

  it('counts days across a month end', () => {
    const days = lastDays(new Date(2026, 2, 1, 9).getTime(), 2)
    expect(days).toEqual(['2026-02-28', '2026-03-01'])
  })
})
