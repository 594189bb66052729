/// <reference lib="webworker" />
// The AutoBahi service worker: precache everything the build emits, answer navigations offline, and
// update only when the user agrees (policy in sw/README.md).
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRuntimeRoutes } from './routes'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>
}

// No skipWaiting() on install: a new version waits until the page posts SKIP_WAITING after the user
// pressed "Reload", so a tool in use never has its code swapped underneath it.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting()
  }
})

// The first install takes control of the open page at once, so it works offline without a reload.
clientsClaim()
cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)
registerRuntimeRoutes()
