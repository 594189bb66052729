import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { deviceId } from '@/lib/supabase'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { useAuth } from '../auth-context'
import { STALE_DEVICE_DAYS } from '../device-slots'
import { DeviceList } from './device-list'
import { useDevicesStrings } from './devices-strings'
import { useDevices } from './use-devices'

/** The devices signed in to this account (profile page): name them, see when each was last used, sign one out. */
export function DevicesSection() {
  const t = useDevicesStrings()
  const auth = useAuth()
  const { devices, inUse, failed, reload, remove, rename } = useDevices()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState<string | null>(null)
  const limit = auth.profile?.max_devices ?? 1
  return (
    <Card aria-labelledby="profile-devices" id="devices">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="profile-devices" className="text-lg font-semibold">
          {t('heading')}
        </h2>
        <Button variant="ghost" size="sm" onClick={reload}>
          <RefreshCw aria-hidden="true" />
          {t('refresh')}
        </Button>
      </div>
      {devices && !failed && !auth.isAdmin ? (
        <p className="mt-2 text-sm text-ink" data-testid="devices-in-use">
          {t('inUse', { count: inUse, limit })}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-ink-soft">{t('staleRule', { days: STALE_DEVICE_DAYS })}</p>
      {failed ? <p className="mt-3 text-sm text-ink-soft">{t('unavailable')}</p> : null}
      {!failed && !devices ? <p className="mt-3 text-sm text-ink-soft">{t('loading')}</p> : null}
      {devices && devices.length === 0 ? <p className="mt-3 text-sm text-ink-soft">{t('none')}</p> : null}
      {devices && devices.length > 0 ? (
        <DeviceList
          devices={devices}
          current={deviceId()}
          busy={busy}
          rename={rename}
          onMessage={setMessage}
          action={{
            label: (device, mine) =>
              mine
                ? { text: t('signOut'), aria: t('signOut') }
                : { text: t('signOutDevice'), aria: t('signOutDeviceLabel', { device }) },
            run: async (row) => {
              if (row.session_id === deviceId()) return void auth.signOut()
              setBusy(row.session_id)
              const error = await remove(row.session_id)
              setBusy(null)
              setMessage(error ? t('signOutFailed', { message: error }) : t('signedOut'))
            },
          }}
        />
      ) : null}
      <p role="status" aria-live="polite" className="mt-2 text-sm text-brand-800">
        {message}
      </p>
    </Card>
  )
}
