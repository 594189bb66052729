import { useCallback, useEffect, useState } from 'react'
import { getSupabase } from '@/lib/supabase'
import { useAuth } from '../auth-context'
import type { DeviceRow } from '@schemas/devices'
import { listDevices, removeDevice, renameDevice } from '../device-session'
import { slotsInUse } from '../device-slots'

export type DevicesState = {
  devices: DeviceRow[] | null
  /** How many of them hold a slot (the 30-day rule, device-slots.ts). */
  inUse: number
  failed: boolean
  reload: () => void
  /** Signs a device out (deletes its row); null when done, else the server's message. */
  remove: (sessionId: string) => Promise<string | null>
  /** Names a device (null: none); null when done, else the server's message. */
  rename: (device: DeviceRow, name: string | null) => Promise<string | null>
}

/** This user's rows of active_sessions, with ways to sign one out and to name one. */
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
  const rename = useCallback(
    async (device: DeviceRow, name: string | null) => {
      if (!userId) return null
      const client = await getSupabase()
      const error = await renameDevice(client, userId, device.session_id, device.device_info, name)
      reload()
      return error ? error.message : null
    },
    [userId, reload],
  )
  const inUse = devices ? slotsInUse(devices, Date.now()) : 0
  return { devices, inUse, failed, reload, remove, rename }
}
