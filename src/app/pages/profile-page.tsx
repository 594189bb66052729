import { LogOut, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { useAuth } from '@/auth/auth-context'
import { deviceId } from '@/lib/supabase'
import { useLanguage } from '@/lib/i18n'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { NewPasswordForm } from '../auth-routes/new-password-form'
import { useSignedInStrings } from '../auth-routes/signed-in-strings'
import { describeUserAgent, useDevices } from '../auth-routes/use-devices'

function DevicesCard() {
  const t = useSignedInStrings()
  const lang = useLanguage()
  const auth = useAuth()
  const { devices, failed, reload, remove } = useDevices()
  const [message, setMessage] = useState('')
  const current = deviceId()
  const sorted = devices
    ? [...devices].sort((a, b) => Number(b.session_id === current) - Number(a.session_id === current))
    : null
  return (
    <Card aria-labelledby="profile-devices">
      <div className="flex items-center justify-between gap-2">
        <h2 id="profile-devices" className="text-lg font-semibold">
          {t('devicesListHeading')}
        </h2>
        <Button variant="ghost" size="sm" onClick={reload}>
          <RefreshCw aria-hidden="true" />
          {t('refresh')}
        </Button>
      </div>
      {failed ? <p className="mt-3 text-sm text-ink-soft">{t('devicesUnavailable')}</p> : null}
      {!failed && !sorted ? <p className="mt-3 text-sm text-ink-soft">{t('loading')}</p> : null}
      {sorted && sorted.length === 0 ? <p className="mt-3 text-sm text-ink-soft">{t('noDevices')}</p> : null}
      {sorted && sorted.length > 0 ? (
        <ul className="mt-3 divide-y divide-line" data-testid="device-list">
          {sorted.map((device) => {
            const name = describeUserAgent(device.device_info?.userAgent) ?? t('unknownDevice')
            const mine = device.session_id === current
            const when = new Date(device.last_active).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
              dateStyle: 'medium',
              timeStyle: 'short',
            })
            return (
              <li key={device.session_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink">
                    {name}
                    {mine ? (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        {t('thisDevice')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-ink-soft">{t('lastActive', { when })}</p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={mine ? t('signOut') : t('signOutDeviceLabel', { device: name })}
                  onClick={async () => {
                    if (mine) return void auth.signOut()
                    const error = await remove(device.session_id)
                    setMessage(error ? t('deviceSignOutFailed', { message: error }) : t('deviceSignedOut'))
                  }}
                >
                  <LogOut aria-hidden="true" />
                  {mine ? t('signOut') : t('signOutDevice')}
                </Button>
              </li>
            )
          })}
        </ul>
      ) : null}
      <p role="status" aria-live="polite" className="mt-2 text-sm text-brand-800">
        {message}
      </p>
    </Card>
  )
}

/** /profile: e-mail and role, change password, and the devices signed in to this account. */
export default function ProfilePage() {
  const t = useSignedInStrings()
  const auth = useAuth()
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{t('profileTitle')}</h1>
      <Card aria-labelledby="profile-account">
        <h2 id="profile-account" className="text-lg font-semibold">
          {t('accountHeading')}
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-ink-soft">{t('email')}</dt>
          <dd className="font-medium break-all text-ink" data-testid="profile-email">
            {auth.user?.email}
          </dd>
          <dt className="text-ink-soft">{t('role')}</dt>
          <dd className="font-medium text-ink">{auth.isAdmin ? t('roleAdmin') : t('roleUser')}</dd>
        </dl>
      </Card>
      <Card aria-labelledby="profile-password">
        <h2 id="profile-password" className="mb-4 text-lg font-semibold">
          {t('changePassword')}
        </h2>
        <NewPasswordForm
          labels={{
            password: t('newPassword'),
            confirm: t('confirmPassword'),
            submit: t('savePassword'),
            busy: t('saving'),
          }}
          save={auth.updatePassword}
          savedText={t('passwordChanged')}
          failedText={(message) => t('passwordChangeFailed', { message })}
        />
      </Card>
      <DevicesCard />
    </div>
  )
}
