import type { IncomingMessage, ServerResponse } from 'node:http'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'

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

/** The production build with SPA fallback: the file itself, else a prerendered page, else index.html. */
export async function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  const base = resolve(root)
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    decoded = '/'
  }
  const inside = (p: string) => p === base || p.startsWith(base + sep)
  const asked = resolve(base, `.${decoded}`)
  const candidates = inside(asked) ? [asked, `${asked}.html`, join(asked, 'index.html')] : []
  let file: string | undefined
  for (const c of candidates) {
    if (inside(c) && (await isFile(c))) {
      file = c
      break
    }
  }
  // A missing asset (has an extension) is a real 404; a missing route is the app's job.
  const fallback = !file && !extname(decoded)
  file ??= fallback ? join(base, 'index.html') : undefined
  if (!file || !(await isFile(file))) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Not found')
    return
  }
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
  const hashed = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(file) && decoded.startsWith('/assets/')
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(file.endsWith('sw.js') ? { 'Service-Worker-Allowed': '/' } : {}),
  })
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  createReadStream(file).pipe(res)
}
