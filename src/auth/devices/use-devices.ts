import { useCallback, useEffect, useState } from 'react'
import { useAuth } from '@/auth/auth-context'
import { listDevices, removeDevice, type DeviceRow } from '@/auth/device-session'
import { getSupabase } from '@/lib/supabase'

export type DevicesState = {
  devices: DeviceRow[] | null
  failed: boolean
  reload: () => void
  remove: (sessionId: string) => Promise<string | null>
}

/** This user's rows of active_sessions, with a way to sign one out (delete its row). */
export function useDevices(): DevicesState {
  const { user } = useAuth()
  const userId = user?.id
  const [devices, setDevices] = useState<DeviceRow[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!userId) return
    // Offline, say so at once: the client retries failed reads with backoff, which would show "Loading…"
    // for a long time. The list loads when the network is back.
    if (!navigator.onLine) {
      setFailed(true)
      const back = () => setVersion((v) => v + 1)
      window.addEventListener('online', back, { once: true })
      return () => window.removeEventListener('online', back)
    }
    let live = true
    void getSupabase()
      .then((client) => listDevices(client, userId))
      .then(({ data, error }) => {
        if (!live) return
        setFailed(error !== null)
        setDevices(data)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [userId, version])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  const remove = useCallback(
    async (sessionId: string) => {
      if (!userId) return null
      const error = await removeDevice(await getSupabase(), userId, sessionId)
      reload()
      return error ? error.message : null
    },
    [userId, reload],
  )
  return { devices, failed, reload, remove }
}

/** A short, human name for a browser from its user agent. */
export function describeUserAgent(userAgent: string | undefined): string | null {
  if (!userAgent) return null
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null
  if (!browser && !os) return null
  return [browser, os].filter(Boolean).join(' · ')
}
