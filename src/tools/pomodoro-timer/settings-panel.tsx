import { Bell, Volume2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input } from '@/ui/field'
import { askNotifyPermission, beep, notifyPermission, primeSound, type NotifyPermission } from './alerts'
import { LONG_EVERY_LIMITS, MINUTES_LIMITS, parseWhole, type FieldIssue, type Settings } from './logic'
import { usePomodoroStrings } from './strings'

type NumberKey = 'focus' | 'short' | 'long' | 'longEvery'
type FlagKey = 'autoStartBreaks' | 'autoStartFocus' | 'sound'

const ISSUE_KEYS: Record<
  FieldIssue,
  'errEmpty' | 'errNotNumber' | 'errNotWhole' | 'errTooSmall' | 'errTooLarge'
> = {
  empty: 'errEmpty',
  notNumber: 'errNotNumber',
  notWhole: 'errNotWhole',
  tooSmall: 'errTooSmall',
  tooLarge: 'errTooLarge',
}

type Props = { settings: Settings; onChange: (next: Settings) => void }

/** Lengths, the long-break rhythm, auto-start, sound and notifications; a field applies once it is valid. */
export function SettingsPanel({ settings, onChange }: Props) {
  const t = usePomodoroStrings()
  const id = useId()
  const [raw, setRaw] = useState<Record<NumberKey, string>>({
    focus: String(settings.focus),
    short: String(settings.short),
    long: String(settings.long),
    longEvery: String(settings.longEvery),
  })
  const [permission, setPermission] = useState<NotifyPermission>(notifyPermission)

  const numberFields: { key: NumberKey; label: string }[] = [
    { key: 'focus', label: t('focusMinutes') },
    { key: 'short', label: t('shortMinutes') },
    { key: 'long', label: t('longMinutes') },
    { key: 'longEvery', label: t('longEvery') },
  ]
  const flags: { key: FlagKey; label: string }[] = [
    { key: 'autoStartBreaks', label: t('autoStartBreaks') },
    { key: 'autoStartFocus', label: t('autoStartFocus') },
    { key: 'sound', label: t('sound') },
  ]

  async function turnOnNotifications() {
    const next = permission === 'default' ? await askNotifyPermission() : permission
    setPermission(next)
    onChange({ ...settings, notify: next === 'granted' })
  }

  return (
    <Card aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('settings')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {numberFields.map(({ key, label }) => {
          const limits = key === 'longEvery' ? LONG_EVERY_LIMITS : MINUTES_LIMITS
          const parsed = parseWhole(raw[key], limits)
          const error = parsed.ok ? undefined : t(ISSUE_KEYS[parsed.issue], limits)
          return (
            <Field key={key} label={label} htmlFor={`${id}-${key}`} error={error}>
              <Input
                id={`${id}-${key}`}
                inputMode="numeric"
                autoComplete="off"
                value={raw[key]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${key}-error` : undefined}
                onChange={(event) => {
                  const value = event.target.value
                  setRaw({ ...raw, [key]: value })
                  const next = parseWhole(value, limits)
                  if (next.ok) onChange({ ...settings, [key]: next.value })
                }}
                className="tabular-nums"
              />
            </Field>
          )
        })}
      </div>
      <div className="space-y-2">
        {flags.map(({ key, label }) => (
          <label key={key} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={settings[key]}
              onChange={(event) => onChange({ ...settings, [key]: event.target.checked })}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            primeSound()
            beep()
          }}
        >
          <Volume2 aria-hidden="true" />
          {t('testSound')}
        </Button>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">{t('notifications')}</legend>
        {permission === 'granted' ? (
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={settings.notify}
              onChange={(event) => onChange({ ...settings, notify: event.target.checked })}
              className="size-4 accent-brand-700"
            />
            {t('notifyOn')}
          </label>
        ) : permission === 'default' ? (
          <div className="space-y-1">
            <Button variant="secondary" size="sm" onClick={() => void turnOnNotifications()}>
              <Bell aria-hidden="true" />
              {t('notifyAsk')}
            </Button>
            <p className="text-xs text-ink-soft">{t('notifyWhy')}</p>
          </div>
        ) : null}
        <p role="status" className="text-xs text-ink-soft">
          {permission === 'granted'
            ? t('notifyGranted')
            : permission === 'denied'
              ? t('notifyDenied')
              : permission === 'unsupported'
                ? t('notifyUnsupported')
                : ''}
        </p>
      </fieldset>
    </Card>
  )
}
