import type { IncomingMessage, ServerResponse } from 'node:http'
import { createReadStream, type Stats } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { promisify } from 'node:util'
import { gzip as gzipCallback } from 'node:zlib'
import { extname, join, resolve, sep } from 'node:path'
import { appCsp, inlineScriptHashes } from './csp.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.gif': 'image/gif',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.map': 'application/json',
  '.pdf': 'application/pdf',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile()
  } catch {
    return false
  }
}

const gzipBytes = promisify(gzipCallback)

// Gzipped bodies by file, checked against the file's size and mtime: compressing the ~20 MB of text a
// service worker precaches took seconds of CPU on every install (each e2e browser context installs it).
const gzipped = new Map<string, { size: number; mtimeMs: number; body: Promise<Buffer> }>()

function gzippedFile(file: string, info: Stats): Promise<Buffer> {
  const hit = gzipped.get(file)
  if (hit && hit.size === info.size && hit.mtimeMs === info.mtimeMs) return hit.body
  const body = readFile(file).then((raw) => gzipBytes(raw))
  gzipped.set(file, { size: info.size, mtimeMs: info.mtimeMs, body })
  // A failed read is not remembered; the next request tries again.
  body.catch(() => gzipped.delete(file))
  return body
}

// The policy of each HTML file names its own inline scripts by hash; read once per version of the file.
const policies = new Map<string, { size: number; mtimeMs: number; csp: Promise<string> }>()

function policyOf(file: string, info: Stats): Promise<string> {
  if (!file.endsWith('.html')) return Promise.resolve(BASE_CSP)
  const hit = policies.get(file)
  if (hit && hit.size === info.size && hit.mtimeMs === info.mtimeMs) return hit.csp
  const csp = readFile(file, 'utf8').then((html) => appCsp({ scriptHashes: inlineScriptHashes(html) }))
  policies.set(file, { size: info.size, mtimeMs: info.mtimeMs, csp })
  csp.catch(() => policies.delete(file))
  return csp
}

const BASE_CSP = appCsp()

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|wasm))|image\/svg/

/**
 * The production build with SPA fallback: the file itself, else its prerendered page (`/about` →
 * about.html), else the app shell (app-shell.html: the app without prerendered content, so an unknown or
 * malformed path reaches the app's 404 page; index.html when the build has no shell). Text is gzipped.
 */
export async function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  const base = resolve(root)
  let decoded: string | null
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // A malformed escape (%E0%A4%) is not a file; the app shows its 404 page for it.
    decoded = null
  }
  const inside = (p: string) => p === base || p.startsWith(base + sep)
  const asked = decoded === null ? null : resolve(base, `.${decoded}`)
  const candidates = asked && inside(asked) ? [asked, `${asked}.html`, join(asked, 'index.html')] : []
  let file: string | undefined
  for (const c of candidates) {
    if (inside(c) && (await isFile(c))) {
      file = c
      break
    }
  }
  // A missing asset (has an extension) is a real 404; a missing route is the app's job.
  const fallback = !file && (decoded === null || !extname(decoded))
  if (!file && fallback) {
    const shell = join(base, 'app-shell.html')
    file = (await isFile(shell)) ? shell : join(base, 'index.html')
  }
  if (!file || !(await isFile(file))) {
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Security-Policy': BASE_CSP,
      'X-Content-Type-Options': 'nosniff',
    })
    res.end('Not found')
    return
  }
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
  const hashed = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(file) && (decoded ?? '').startsWith('/assets/')
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  // Compressed before the head goes out, so a failure can still become an error response.
  const info = await stat(file)
  const body = gzip && req.method !== 'HEAD' ? await gzippedFile(file, info) : null
  res.writeHead(200, {
    'Content-Type': type,
    // On every file, not only pages: a worker and the service worker take their policy from their own script.
    'Content-Security-Policy': await policyOf(file, info),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...(body ? { 'Content-Length': body.length } : {}),
    ...(file.endsWith('sw.js') ? { 'Service-Worker-Allowed': '/' } : {}),
  })
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  if (body) res.end(body)
  else createReadStream(file).pipe(res)
}
