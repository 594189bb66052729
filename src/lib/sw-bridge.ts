// The page's side of the service worker (sw/sw.ts): registers it after the load event in production and
// turns "a new version is installed and waiting" into state the UI can show. The update is applied only
// when the user asks (applyUpdate), so a tool in use never has its code swapped underneath it.
import { useSyncExternalStore } from 'react'
import { nativeRegistration } from './sw-registration'

/** The registration calls the bridge uses (shaped like workbox-window's Workbox); tests pass a fake. */
export type WorkboxLike = {
  register(): Promise<unknown>
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void
  messageSkipWaiting(): void
}

export type SwBridgeOptions = {
  createWorkbox: (url: string) => Promise<WorkboxLike>
  reload: () => void
  log?: (message: string, error?: unknown) => void
}

export type SwBridge = {
  start(): Promise<void>
  isUpdateWaiting(): boolean
  subscribe(listener: () => void): () => void
  applyUpdate(): boolean
}

/** Builds the registration state machine around an injected Workbox factory (kept free of globals for tests). */
export function createSwBridge({ createWorkbox, reload, log = () => {} }: SwBridgeOptions): SwBridge {
  let workbox: WorkboxLike | null = null
  let waiting = false
  let applying = false
  const listeners = new Set<() => void>()

  function setWaiting(value: boolean) {
    if (waiting === value) return
    waiting = value
    listeners.forEach((notify) => notify())
  }

  return {
    async start() {
      if (workbox) return
      try {
        const wb = await createWorkbox('/sw.js')
        workbox = wb
        // Fires for an update found now and for one that was already waiting when the page loaded.
        wb.addEventListener('waiting', () => setWaiting(true))
        await wb.register()
        log('AutoBahi: service worker registered')
      } catch (error) {
        // Spec §7: a failed registration is only logged; the app works online without it.
        log('AutoBahi: service worker registration failed', error)
      }
    },
    isUpdateWaiting: () => waiting,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    applyUpdate() {
      if (!workbox || !waiting) return false
      if (!applying) {
        applying = true
        // The new worker takes control only after it skipped waiting; reload then so page and cache match.
        workbox.addEventListener('controlling', () => reload())
      }
      workbox.messageSkipWaiting()
      return true
    },
  }
}

const bridge = createSwBridge({
  createWorkbox: async (url) => nativeRegistration(url),
  reload: () => window.location.reload(),
  log: (message, error) => (error === undefined ? console.info(message) : console.error(message, error)),
})

/**
 * Registers /sw.js once the page has loaded and the browser is idle (production builds only, where
 * service workers exist): the worker's install downloads the whole precache, which must not compete with
 * the page's own first load.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const start = () => void bridge.start()
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(start, { timeout: 3000 })
      : setTimeout(start, 1000)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

/** Tells the waiting service worker to take over; the page reloads when it does. */
export function applyUpdate(): boolean {
  return bridge.applyUpdate()
}

/** True while a new version is installed and waiting for the user's go-ahead. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(bridge.subscribe, bridge.isUpdateWaiting, () => false)
}
