// Runtime routing of the service worker. Precached files (every build asset and every prerendered page)
// are answered by workbox-precaching before these routes run; what reaches here is navigation to a path
// with no HTML file of its own, and traffic to the backend.
import { createHandlerBoundToURL } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'

/** Backend path prefixes (Supabase-style API): never cached, never answered with the app shell. */
export const API_PREFIXES = ['/auth/', '/rest/', '/realtime/', '/storage/', '/functions/'] as const

/** App routes that live under an API prefix: the sign-in return page is part of the app, not the backend. */
const APP_PATHS_UNDER_API = ['/auth/callback']

/** True when a same-origin path belongs to the backend. */
export function isApiPath(pathname: string): boolean {
  if (APP_PATHS_UNDER_API.includes(pathname.replace(/\/+$/, ''))) return false
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}

/** Registers the runtime routes; call after precacheAndRoute so precached pages win. */
export function registerRuntimeRoutes(): void {
  // A prerendered path (/about, /tools/word-counter) is served its own HTML by the precache route
  // (its cleanURLs option maps /about to about.html). Every other navigation — a tool or page added after
  // this build, or an unknown path that must reach the app's 404 page — gets the app shell.
  // API paths are deny-listed: a browser navigation to one must reach the server, not the shell.
  // app-shell.html is index.html without prerendered content (index.html itself is the home page).
  const shell = createHandlerBoundToURL('/app-shell.html')
  registerRoute(({ request, url }) => request.mode === 'navigate' && !isApiPath(url.pathname), shell)

  // Data belongs to the local database and its replication; a cached API answer would be stale or private.
  registerRoute(({ url, sameOrigin }) => sameOrigin && isApiPath(url.pathname), new NetworkOnly(), 'GET')
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    registerRoute(({ url, sameOrigin }) => sameOrigin && isApiPath(url.pathname), new NetworkOnly(), method)
  }
}
