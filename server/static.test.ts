// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic } from './static.ts'

let root: string
let server: Server
let origin: string

/** A raw GET (fetch would unzip silently), returning the head and the bytes as sent. */
function get(path: string, gzip: boolean) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    const req = request(`${origin}${path}`, { headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', fail)
    req.end()
  })
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-test-'))
  await writeFile(join(root, 'index.html'), '<!doctype html><p>home</p>')
  server = createServer((req, res) => {
    serveStatic(root, req, res, new URL(req.url ?? '/', 'http://x').pathname).catch(() => {
      res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()))
  await rm(root, { recursive: true, force: true })
})

describe('serveStatic gzip', () => {
  it('gzips text once and serves the same bytes again, with their length', async () => {
    await writeFile(join(root, 'app-Abc12345.js'), 'export const a = 1;\n'.repeat(500))
    const first = await get('/app-Abc12345.js', true)
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(Number(first.headers['content-length'])).toBe(first.body.length)
    expect(gunzipSync(first.body).toString()).toBe('export const a = 1;\n'.repeat(500))
    const again = await get('/app-Abc12345.js', true)
    expect(again.body.equals(first.body)).toBe(true)
    const plain = await get('/app-Abc12345.js', false)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe('export const a = 1;\n'.repeat(500))
  })

  it('serves the new content when a file changes on disk', async () => {
    await writeFile(join(root, 'sw.js'), 'self.version = 1\n')
    expect(gunzipSync((await get('/sw.js', true)).body).toString()).toBe('self.version = 1\n')
    await writeFile(join(root, 'sw.js'), 'self.version = 1\n// deploy 2\n')
    expect(gunzipSync((await get('/sw.js', true)).body).toString()).toBe('self.version = 1\n// deploy 2\n')
  })
})
