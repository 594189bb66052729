import { useEffect, useRef, useState } from 'react'
import { deviceId, type PostgrestError } from '@/lib/supabase'
import { useStoreValue } from '@/lib/store'
import { Button } from '@/ui/button'
import { retryRefusedSignIn } from '../auth-actions'
import {
  deviceLimitAtom,
  deviceLimitEndedAtom,
  listHeldDevices,
  releaseRefusedSignIn,
  removeHeldDevice,
} from '../device-limit'
import type { DeviceRow } from '@schemas/devices'
import { STALE_DEVICE_DAYS } from '../device-slots'
import { DeviceList } from './device-list'
import { useDevicesStrings } from './devices-strings'

/**
 * Under the sign-in form, after a sign-in was refused at the device limit (the spec's toast has been shown):
 * the account's devices, each with a button that signs it out and then signs in here. Nothing of the app runs
 * as signed-in meanwhile (device-limit.ts); leaving the page gives the held sign-in up.
 */
export function DeviceLimitPanel() {
  const t = useDevicesStrings()
  const current = useStoreValue(deviceLimitAtom)
  // While a retry runs the sign-in is out of the hold; the panel stays as it was until the answer.
  const [last, setLast] = useState(current)
  if (current && current !== last) setLast(current)
  const ended = useStoreValue(deviceLimitEndedAtom)
  const heading = useRef<HTMLHeadingElement>(null)
  const [devices, setDevices] = useState<DeviceRow[] | null>(null)
  const [failed, setFailed] = useState<PostgrestError | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [message, setMessage] = useState('')
  const held = current ?? (busy === 'all' ? last : null)

  // Each refusal (a new user, or the same one after another try) lists the devices afresh.
  useEffect(() => {
    if (!current) return
    let live = true
    setDevices(null)
    void listHeldDevices().then(({ data, error }) => {
      if (!live) return
      setDevices(data)
      setFailed(error)
    })
    heading.current?.focus()
    return () => {
      live = false
    }
  }, [current])

  // Leaving the sign-in page gives the held session up (revoked on the server).
  useEffect(() => () => void releaseRefusedSignIn(), [])

  if (!held) {
    return ended === 'expired' ? (
      <p role="status" className="mt-4 text-sm text-ink-soft">
        {t('expired')}
      </p>
    ) : null
  }

  async function signOutAndRetry(row: DeviceRow) {
    setBusy(row.session_id)
    setMessage('')
    const error = await removeHeldDevice(row.session_id)
    if (error) {
      setBusy(null)
      setMessage(t('signOutFailed', { message: error }))
      return
    }
    setBusy('all')
    const result = await retryRefusedSignIn()
    setBusy(null)
    // Signed in: the sign-in form takes the user on. Still refused: the list above is shown afresh.
    if (!result.ok) setMessage(t('stillFull'))
  }

  return (
    <section
      aria-labelledby="device-limit-heading"
      className="mt-6 rounded-xl border border-line bg-surface p-4"
      data-testid="device-limit"
    >
      <h2 id="device-limit-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink">
        {t('limitHeading')}
      </h2>
      <p className="mt-2 text-sm break-words text-ink">
        {t('limitIntro', { count: held.limit, email: held.email })}
      </p>
      <p className="mt-1 text-sm text-ink-soft">{t('staleRule', { days: STALE_DEVICE_DAYS })}</p>
      {failed ? <p className="mt-3 text-sm text-ink-soft">{t('unavailable')}</p> : null}
      {!failed && !devices ? <p className="mt-3 text-sm text-ink-soft">{t('loading')}</p> : null}
      {devices && devices.length === 0 ? <p className="mt-3 text-sm text-ink-soft">{t('none')}</p> : null}
      {devices && devices.length > 0 ? (
        <DeviceList
          devices={devices}
          current={deviceId()}
          busy={busy}
          action={{
            skipMine: true,
            label: (device) => ({
              text: t('signOutAndContinue'),
              aria: t('signOutAndContinueLabel', { device }),
            }),
            run: (row) => signOutAndRetry(row),
          }}
        />
      ) : null}
      <p role="status" aria-live="polite" className="mt-2 text-sm text-brand-800">
        {busy === 'all' ? t('signingIn') : message}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {devices && devices.length === 0 ? (
          <Button
            size="sm"
            disabled={busy !== null}
            onClick={() => {
              setBusy('all')
              void retryRefusedSignIn().then((r) => {
                setBusy(null)
                if (!r.ok) setMessage(t('stillFull'))
              })
            }}
          >
            {t('tryAgain')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          disabled={busy !== null}
          onClick={() => void releaseRefusedSignIn()}
        >
          {t('giveUp')}
        </Button>
      </div>
    </section>
  )
}
