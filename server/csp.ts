// The Content-Security-Policy of the app's own pages, workers and service worker: what the app needs and no
// more, so that even if a value ever slipped into a page as markup, no script but the build's own would run.
import { createHash } from 'node:crypto'

/** Where browsers post violation reports (server/index.ts logs them; the e2e run fails on any). */
export const CSP_REPORT_PATH = '/csp-report'

/**
 * Hosts the thumbnail downloader reads (its API answers and the pictures it shows and saves); every other
 * request of the app goes to its own origin: the local backend is served there (a hosted backend's origin
 * is added by `backendOrigin`).
 */
const THUMBNAIL_API = ['https://vimeo.com', 'https://api.dailymotion.com']
const THUMBNAIL_IMAGES = ['https://i.ytimg.com', 'https://i.vimeocdn.com', 'https://s1.dmcdn.net']

export type CspOptions = {
  /** sha256 sources of the page's own inline scripts (React's streaming helpers in prerendered HTML). */
  scriptHashes?: readonly string[]
  /** The backend's origin when it is not this one (VITE_SUPABASE_URL of a hosted project). */
  backendOrigin?: string
  /** Where reports go; null for a host with nothing to take them (a static host: scripts/hosting-files.ts). */
  reportUri?: string | null
}

export function appCsp(options: CspOptions = {}): string {
  const backend = options.backendOrigin
    ? [options.backendOrigin, options.backendOrigin.replace(/^http/, 'ws')]
    : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // wasm codecs (image, PDF) compile in workers; no eval of strings anywhere (pdf.js runs with isEvalSupported off).
    // 'report-sample' puts the first characters of a refused script into its report, to tell what it was.
    'script-src': ["'self'", "'wasm-unsafe-eval'", "'report-sample'", ...(options.scriptHashes ?? [])],
    'worker-src': ["'self'"],
    // React sets style properties through the DOM and the PDF text layer positions spans inline; inline style
    // cannot run script, so it is allowed while inline script is not.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Pictures the user opens become blob: or data: URLs; the logo may come from a hosted backend.
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...THUMBNAIL_IMAGES,
      ...(options.backendOrigin ? [options.backendOrigin] : []),
    ],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:', 'data:'],
    'connect-src': ["'self'", 'data:', 'blob:', ...THUMBNAIL_API, ...THUMBNAIL_IMAGES, ...backend],
    // Printing shows the generated PDF (a blob:) in the browser's viewer inside a hidden frame.
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  const reportUri = options.reportUri === undefined ? CSP_REPORT_PATH : options.reportUri
  if (reportUri) directives['report-uri'] = [reportUri]
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** sha256 sources of the classic inline scripts of an HTML page (JSON-LD and other data blocks never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? ''
    if (/\bsrc\s*=/i.test(attrs)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}'`,
    )
  }
  return [...new Set(hashes)]
}
