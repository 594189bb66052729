// What runs while someone is signed in: the inactivity logout (spec §4), the device heartbeat that notices a
// sign-out from another device, the session renewal, and the browser's online/offline events.
import { appStore } from '@/lib/store'
import type { SupabaseClient } from '@/lib/supabase'
import { getAuthState, watchersAtom } from './auth-state'
import { HEARTBEAT_MS, heartbeat } from './device-session'
import { watchInactivity } from './inactivity'
import { startRenewal, stopRenewal } from './session-renewal'
import { signOutBecause } from './sign-out'

/** Starts the watchers unless they run already; clearSignedIn() stops them. */
export function startWatchers(client: SupabaseClient): void {
  if (appStore.get(watchersAtom)) return
  const stopIdle = watchInactivity(() => void signOutBecause('expired'))
  const beat = async () => {
    const { user, offline } = getAuthState()
    if (!user || offline || !navigator.onLine) return
    const { present } = await heartbeat(client, user.id)
    if (!present && getAuthState().user?.id === user.id) await signOutBecause('remote')
  }
  const interval = setInterval(() => void beat(), HEARTBEAT_MS)
  const renewal = startRenewal(client)
  // Back online: renew the session now, not when supabase-js's memory of the failed refresh runs out. Its
  // refresh timer runs again (only in a visible tab, as supabase-js keeps it); offline it stops, because every
  // refresh it tries then backs off for ~25 s, and a network that returns meanwhile waits for the next try.
  const online = () => {
    void renewal.renew({ urgent: true })
    if (document.visibilityState === 'visible') void client.auth.startAutoRefresh()
  }
  const offline = () => {
    renewal.wentOffline()
    void client.auth.stopAutoRefresh()
  }
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  if (!navigator.onLine) {
    void client.auth.initialize().then(() => {
      if (!navigator.onLine) offline()
    })
  }
  appStore.set(watchersAtom, {
    stop: () => {
      stopIdle()
      clearInterval(interval)
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
      stopRenewal(renewal)
      appStore.set(watchersAtom, null)
    },
  })
}
