// The few service-worker registration calls the bridge needs, on the browser's own API: register, notice a
// new version that is installed and waiting, hand over on request. (workbox-window did this for 2.2 KB
// gzip of the home page's 100 KB budget; these lines are all of it that we used.)
import type { WorkboxLike } from './sw-bridge'

type Listener = () => void

/** A WorkboxLike over navigator.serviceWorker for the script at `url`. */
export function nativeRegistration(
  url: string,
  container: ServiceWorkerContainer = navigator.serviceWorker,
): WorkboxLike {
  const listeners = { waiting: new Set<Listener>(), controlling: new Set<Listener>() }
  let registration: ServiceWorkerRegistration | null = null
  const emit = (type: keyof typeof listeners) => listeners[type].forEach((listener) => listener())

  // A new worker "waits" only when another one controls the page; the very first install just activates.
  function watch(worker: ServiceWorker | null): void {
    if (!worker) return
    const check = () => {
      if (worker.state === 'installed' && container.controller) emit('waiting')
    }
    worker.addEventListener('statechange', check)
    check()
  }

  return {
    addEventListener(type, listener) {
      listeners[type].add(listener)
    },
    async register() {
      registration = await container.register(url)
      if (registration.waiting && container.controller) emit('waiting')
      const current = registration
      current.addEventListener('updatefound', () => watch(current.installing))
      container.addEventListener('controllerchange', () => emit('controlling'))
      return registration
    },
    messageSkipWaiting() {
      registration?.waiting?.postMessage({ type: 'SKIP_WAITING' })
    },
  }
}
