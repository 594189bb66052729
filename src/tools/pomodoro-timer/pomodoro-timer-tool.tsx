import { Pause, Play, RotateCcw, SkipForward } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { cn } from '@/ui/cn'
import { ChoiceGroup } from '../shared/calc/calc-fields'
import { beep, notify, primeSound } from './alerts'
import {
  choosePhase,
  formatClock,
  pause,
  remainingMs,
  reset,
  skip,
  start,
  type Completed,
  type Phase,
  type TimerState,
} from './logic'
import { SettingsPanel } from './settings-panel'
import { StatsPanel } from './stats-panel'
import { usePomodoroStrings } from './strings'
import { useFocusStats } from './use-focus-stats'
import { usePomodoro } from './use-pomodoro'

/** A phase that ended longer ago than this (the page was closed) is recorded but not rung. */
const RING_WITHIN_MS = 60_000

/** Pomodoro timer: focus and breaks kept from the clock, sound, notifications and daily focus history. */
export default function PomodoroTimerTool() {
  const t = usePomodoroStrings()
  const id = useId()
  const { stats, record, clear } = useFocusStats()
  const [announcement, setAnnouncement] = useState('')
  const settingsRef = useRef<{ sound: boolean; notify: boolean }>({ sound: true, notify: false })

  function onComplete(completed: Completed[], next: TimerState) {
    void record(completed)
    const last = completed[completed.length - 1]!
    setAnnouncement(t('announceEnd', { phase: t(last.phase), next: t(next.phase) }))
    if (Date.now() - last.endedAt > RING_WITHIN_MS) return
    if (settingsRef.current.sound) beep()
    if (settingsRef.current.notify) {
      void notify(
        t(last.phase),
        last.phase === 'focus' ? t('notifyFocusEnd') : t('notifyBreakEnd'),
        'pomodoro',
      )
    }
  }

  const { settings, setSettings, timer, setTimer, now } = usePomodoro(onComplete)
  settingsRef.current = settings
  const left = remainingMs(timer, now)
  const clock = formatClock(left)
  const running = timer.status === 'running'

  const toggle = () => {
    const at = Date.now()
    if (running) {
      const paused = pause(timer, at)
      setTimer(paused)
      setAnnouncement(t('announcePause', { time: formatClock(paused.remainingMs) }))
    } else {
      primeSound()
      setTimer(start(timer, at))
      setAnnouncement(
        t('announceStart', { phase: t(timer.phase), minutes: Math.ceil(timer.remainingMs / 60_000) }),
      )
    }
  }
  const doReset = () => {
    setTimer(reset(timer, settings))
    setAnnouncement(t('announceReset', { phase: t(timer.phase) }))
  }
  const doSkip = () => {
    primeSound()
    const next = skip(timer, settings, Date.now())
    setTimer(next)
    setAnnouncement(t('announceEnd', { phase: t(timer.phase), next: t(next.phase) }))
  }
  const actions = useRef({ toggle, doReset, doSkip })
  actions.current = { toggle, doReset, doSkip }

  // Space, R and S work anywhere on the page except while typing or on another control.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, button, a, [contenteditable], [role=tree]')) return
      const key = event.key.toLowerCase()
      if (key === ' ') actions.current.toggle()
      else if (key === 'r') actions.current.doReset()
      else if (key === 's') actions.current.doSkip()
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  // The tab's title shows the countdown, so the time is visible from another tab.
  useEffect(() => {
    const original = document.title
    return () => {
      document.title = original
    }
  }, [])
  const titleRef = useRef<string | null>(null)
  useEffect(() => {
    titleRef.current ??= document.title
    document.title = timer.status === 'idle' ? titleRef.current : `${clock} · ${t(timer.phase)}`
  }, [clock, timer.status, timer.phase, t])

  const cycleDone = timer.phase === 'focus' ? timer.focusDone + 1 : timer.focusDone
  const phaseColour: Record<Phase, string> = {
    focus: 'bg-brand-700',
    short: 'bg-green-700',
    long: 'bg-blue-800',
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <Card className="space-y-5">
          <ChoiceGroup
            name={`${id}-phase`}
            legend={t('phase')}
            hideLegend
            value={timer.phase}
            onChange={(phase) => setTimer(choosePhase(timer, settings, phase))}
            options={(['focus', 'short', 'long'] as const).map((phase) => ({
              value: phase,
              label: t(phase),
            }))}
          />
          <div className={cn('rounded-2xl px-4 py-8 text-center text-white', phaseColour[timer.phase])}>
            <p className="text-sm font-medium opacity-90">{t(timer.phase)}</p>
            <p
              role="timer"
              aria-label={t('timeLeft')}
              data-testid="pomodoro-clock"
              className="font-mono text-7xl font-semibold tabular-nums sm:text-8xl"
            >
              {clock}
            </p>
            <p className="mt-2 text-sm opacity-90">
              {t('cycle', { done: Math.min(cycleDone, settings.longEvery), every: settings.longEvery })}
            </p>
          </div>
          <div className="flex flex-wrap justify-center gap-2">
            <Button size="lg" onClick={toggle} aria-keyshortcuts="Space" data-tool-main="">
              {running ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              {running ? t('pause') : timer.status === 'paused' ? t('resume') : t('start')}
            </Button>
            <Button size="lg" variant="secondary" onClick={doReset} aria-keyshortcuts="R">
              <RotateCcw aria-hidden="true" />
              {t('reset')}
            </Button>
            <Button size="lg" variant="secondary" onClick={doSkip} aria-keyshortcuts="S">
              <SkipForward aria-hidden="true" />
              {t('skip')}
            </Button>
          </div>
          <p role="status" aria-live="polite" className="sr-only" data-testid="pomodoro-announcement">
            {announcement}
          </p>
          <p className="text-center text-xs text-ink-soft">{t('shortcuts')}</p>
          <p className="text-center text-xs text-ink-soft">{t('backgroundNote')}</p>
        </Card>
        <StatsPanel stats={stats} onClear={() => void clear()} />
      </div>
      <SettingsPanel settings={settings} onChange={setSettings} />
    </div>
  )
}
