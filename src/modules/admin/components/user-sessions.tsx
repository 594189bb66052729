import { LogOut } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { useLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import type { DeviceRow } from '@schemas/devices'
import { listSessions, revokeSession } from '../admin-api'
import { useAdminStrings } from '../admin-strings'
import { deviceName } from './format'
import { displayDateTime } from '@/utils/display-date'

/** A user's signed-in devices with a button to sign each out (deletes its active_sessions row). */
export function UserSessions({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const t = useAdminStrings()
  const lang = useLanguage()
  const [rows, setRows] = useState<DeviceRow[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)

  const load = useCallback(() => {
    listSessions(userId)
      .then((list) => {
        setRows(list)
        setError(null)
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
  }, [userId])
  useEffect(load, [load])

  const revoke = async (sessionId: string) => {
    setBusy(sessionId)
    try {
      await revokeSession(userId, sessionId)
      toast({ title: t('revoked') })
      onChanged()
    } catch (e) {
      toast({
        title: t('revokeFailed', { message: e instanceof Error ? e.message : String(e) }),
        variant: 'destructive',
      })
    } finally {
      setBusy(null)
      load()
    }
  }

  return (
    <section aria-labelledby="sessions-title">
      <h3 id="sessions-title" className="font-semibold text-ink">
        {t('sessionsTitle')}
      </h3>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('sessionsFailed', { message: error })}
        </p>
      ) : null}
      {rows && rows.length === 0 ? <p className="mt-2 text-sm text-ink-soft">{t('noSessions')}</p> : null}
      {rows && rows.length > 0 ? (
        <ul className="mt-2 divide-y divide-line rounded-lg border border-line" data-testid="user-sessions">
          {rows.map((row) => {
            const name = deviceName(row.device_info?.userAgent) ?? t('unknownDevice')
            return (
              <li
                key={row.session_id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
              >
                <div className="min-w-0">
                  <p className="text-ink">{name}</p>
                  <p className="text-xs text-ink-soft">
                    {t('lastActive', { when: displayDateTime(row.last_active, lang) })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('revokeLabel', {
                    device: `${name} (${displayDateTime(row.last_active, lang)})`,
                  })}
                  disabled={busy !== null}
                  onClick={() => void revoke(row.session_id)}
                >
                  <LogOut aria-hidden="true" />
                  {t('revoke')}
                </Button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
