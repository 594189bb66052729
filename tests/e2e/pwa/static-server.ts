// A tiny static server for the built app, so a test can change files on disk (sw.js) without touching
// the shared dist/ that `vite preview` serves. Resolves paths the way vite preview does:
// /about → about.html, /x/ → x/index.html, anything else unknown → index.html.
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize, resolve } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

async function resolveFile(root: string, urlPath: string): Promise<string> {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '')
  const candidates = [clean, `${clean}.html`, join(clean, 'index.html')]
  for (const candidate of candidates) {
    const file = resolve(root, `.${candidate}`)
    if (file.startsWith(root) && (await isFile(file))) return file
  }
  return resolve(root, 'index.html')
}

export type StaticSite = { root: string; origin: string; close(): Promise<void> }

/** Copies a built app to a temporary folder and serves it on a free port of 127.0.0.1. */
export async function serveCopyOf(distDir: string): Promise<StaticSite> {
  const root = await mkdtemp(join(tmpdir(), 'autobahi-pwa-'))
  await cp(distDir, root, { recursive: true })
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    resolveFile(root, path)
      .then(async (file) => {
        const body = await readFile(file)
        res.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
        })
        res.end(body)
      })
      .catch(() => {
        res.writeHead(500)
        res.end()
      })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    root,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
      await rm(root, { recursive: true, force: true })
    },
  }
}
