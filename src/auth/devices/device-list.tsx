import { LogOut, Pencil } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Field, Input } from '@/ui/field'
import { displayDateTime } from '@/utils/display-date'
import type { DeviceRow } from '@schemas/devices'
import { holdsSlot, STALE_DEVICE_DAYS } from '../device-slots'
import { DEVICE_NAME_MAX, readDeviceInfo } from './device-name'
import { useDevicesStrings } from './devices-strings'

type T = ReturnType<typeof useDevicesStrings>

/** "Chrome on Android (phone)": what the device is, in the page's language. */
export function deviceKindLabel(raw: DeviceRow['device_info'], t: T): string {
  const { browser, os, form } = readDeviceInfo(raw)
  const base = browser && os ? t('browserOnOs', { browser, os }) : (browser ?? os ?? t('unknownDevice'))
  return form ? `${base} (${t(form)})` : base
}

export type DeviceAction = {
  /** The button's text and its accessible name, given the device's name and whether it is this device. */
  label: (device: string, mine: boolean) => { text: string; aria: string }
  run: (row: DeviceRow, device: string) => Promise<void> | void
  /** This device gets no button (the sign-in page's list). */
  skipMine?: boolean
}

type ListProps = {
  devices: DeviceRow[]
  current: string
  action: DeviceAction
  /** Lets the user name each device (the signed-in list). */
  rename?: (row: DeviceRow, name: string | null) => Promise<string | null>
  /** The session id whose button is at work, or 'all' while nothing may be pressed. */
  busy?: string | null
  onMessage?: (message: string) => void
}

/** The account's devices: name, what it is, last activity, "this device", the 30-day rule, and a button. */
export function DeviceList({ devices, current, action, rename, busy, onMessage }: ListProps) {
  const now = Date.now()
  // This device first, then the most recently active.
  const sorted = [...devices].sort(
    (a, b) => Number(b.session_id === current) - Number(a.session_id === current),
  )
  return (
    <ul className="mt-3 divide-y divide-line" data-testid="device-list">
      {sorted.map((row) => (
        <DeviceItem
          key={row.session_id}
          row={row}
          mine={row.session_id === current}
          stale={!holdsSlot(row.last_active, now)}
          action={action}
          rename={rename}
          busy={busy === 'all' || busy === row.session_id}
          onMessage={onMessage}
        />
      ))}
    </ul>
  )
}

type ItemProps = Omit<ListProps, 'devices' | 'current' | 'busy'> & {
  row: DeviceRow
  mine: boolean
  stale: boolean
  busy: boolean
}

function DeviceItem({ row, mine, stale, action, rename, busy, onMessage }: ItemProps) {
  const t = useDevicesStrings()
  const lang = useLanguage()
  const [editing, setEditing] = useState(false)
  const renameButton = useRef<HTMLButtonElement>(null)
  const kind = deviceKindLabel(row.device_info, t)
  const custom = readDeviceInfo(row.device_info).name
  const name = custom ?? kind
  const when = displayDateTime(row.last_active, lang)
  const label = action.label(name, mine)
  const close = () => {
    setEditing(false)
    // Back to the button that opened the form, for keyboard and screen-reader users.
    requestAnimationFrame(() => renameButton.current?.focus())
  }
  return (
    <li className="flex flex-col gap-3 py-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">
            {name}
            {mine ? (
              <span className="ml-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {t('thisDevice')}
              </span>
            ) : null}
          </p>
          {custom ? <p className="text-sm text-ink-soft">{kind}</p> : null}
          <p className="text-sm text-ink-soft">{t('lastActive', { when })}</p>
          {stale ? (
            <p className="text-sm text-ink-soft italic">{t('stale', { days: STALE_DEVICE_DAYS })}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {rename ? (
            <Button
              ref={renameButton}
              variant="ghost"
              size="sm"
              aria-label={t('renameLabel', { device: name })}
              aria-expanded={editing}
              disabled={busy}
              onClick={() => setEditing((open) => !open)}
            >
              <Pencil aria-hidden="true" />
              {t('rename')}
            </Button>
          ) : null}
          {mine && action.skipMine ? null : (
            <Button
              variant="secondary"
              size="sm"
              aria-label={label.aria}
              disabled={busy}
              aria-busy={busy}
              onClick={() => void action.run(row, name)}
            >
              <LogOut aria-hidden="true" />
              {label.text}
            </Button>
          )}
        </div>
      </div>
      {editing && rename ? (
        <RenameForm
          initial={custom ?? ''}
          label={mine ? t('nameLabel') : t('nameLabelOther', { device: kind })}
          onCancel={close}
          onSave={async (value) => {
            const error = await rename(row, value)
            onMessage?.(error ? t('renameFailed', { message: error }) : t('renamed'))
            if (!error) close()
          }}
        />
      ) : null}
    </li>
  )
}

function RenameForm(props: {
  initial: string
  label: string
  onSave: (name: string | null) => Promise<void>
  onCancel: () => void
}) {
  const t = useDevicesStrings()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState(props.initial)
  const [saving, setSaving] = useState(false)
  useEffect(() => input.current?.focus(), [])
  async function submit(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    await props.onSave(value.trim() ? value : null)
    setSaving(false)
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') props.onCancel()
      }}
      className="flex flex-col gap-3 rounded-lg bg-muted p-3 sm:flex-row sm:items-end"
    >
      <Field
        label={props.label}
        htmlFor={`${id}-name`}
        hint={t('nameHint', { max: DEVICE_NAME_MAX })}
        className="min-w-0 flex-1"
      >
        <Input
          ref={input}
          id={`${id}-name`}
          value={value}
          maxLength={DEVICE_NAME_MAX}
          autoComplete="off"
          aria-describedby={`${id}-name-hint`}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving} aria-busy={saving}>
          {t('save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={props.onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  )
}
