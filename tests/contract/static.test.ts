// One process can serve the production build and the API on one port.
import { createHash } from 'node:crypto'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../../server/index.ts'
import { hosted, onPostgres } from './harness.ts'
import type { RunningServer } from '../../server/index.ts'

let s: RunningServer
let dist: string
const reports: unknown[] = []
/** An inline script as React's streaming render writes into a prerendered page. */
const INLINE = '$RC=function(a,b){}'
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'autobahi-dist-'))
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>home</title>')
  await writeFile(join(dist, 'app-shell.html'), '<!doctype html><title>shell</title>')
  await writeFile(
    join(dist, 'about.html'),
    `<!doctype html><title>about</title><script type="application/ld+json">{"@type":"Organization"}</script><script>${INLINE}</script>`,
  )
  await mkdir(join(dist, 'tools', 'gst-calculator'), { recursive: true })
  await writeFile(join(dist, 'tools', 'gst-calculator', 'index.html'), '<!doctype html><title>gst</title>')
  await mkdir(join(dist, 'assets'))
  await writeFile(join(dist, 'assets', 'app-abcdef12.js'), 'console.log(1)')
  s = await startServer({ port: 0, staticDir: dist, log: () => {}, onCspReport: (r) => reports.push(r) })
}, 90_000)
afterAll(async () => {
  await s.stop()
  await rm(dist, { recursive: true, force: true })
})

const get = async (p: string) => {
  const r = await fetch(`${s.url}${p}`)
  return {
    status: r.status,
    type: r.headers.get('content-type'),
    cache: r.headers.get('cache-control'),
    text: await r.text(),
  }
}

// Files and headers only, no database: nothing to learn on the PostgreSQL run, which skips it.
describe.skipIf(hosted || onPostgres)('static build with SPA fallback', () => {
  it('serves files, prerendered pages and the shell for unknown routes', async () => {
    expect((await get('/')).text).toContain('home')
    expect((await get('/about')).text).toContain('about')
    expect((await get('/tools/gst-calculator')).text).toContain('gst')
    expect((await get('/dashboard')).text).toContain('shell')
    const js = await get('/assets/app-abcdef12.js')
    expect(js.type).toContain('javascript')
    expect(js.cache).toContain('immutable')
    expect((await get('/assets/missing.js')).status).toBe(404)
    expect((await get('/..%2F..%2Fetc%2Fpasswd')).text).not.toContain('root:')
  })

  it('gives a malformed path the app shell, whose router shows the 404 page', async () => {
    const r = await get('/%E0%A4%A%%')
    expect(r.status).toBe(200)
    expect(r.text).toContain('shell')
  })

  it('gzips text for clients that accept it', async () => {
    const r = await fetch(`${s.url}/about`, { headers: { 'accept-encoding': 'gzip' } })
    expect(r.headers.get('content-encoding')).toBe('gzip')
    expect(await r.text()).toContain('about')
  })

  it('never falls back for API paths', async () => {
    const r = await get('/rest/v1/nope')
    expect(r.status).toBe(404)
    expect(JSON.parse(r.text).code).toBe('PGRST205')
    expect((await get('/auth/v1/nope')).status).toBe(404)
    expect((await get('/storage/v1/bucket')).status).toBe(200)
  })

  it("sends the app's Content-Security-Policy with every file, naming each page's own inline scripts", async () => {
    const page = await fetch(`${s.url}/about`)
    const csp = page.headers.get('content-security-policy') ?? ''
    const hash = createHash('sha256').update(INLINE).digest('base64')
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' 'report-sample' 'sha256-${hash}'`)
    expect(csp).not.toMatch(/'unsafe-inline'[^;]*;?\s*$|script-src[^;]*'unsafe-(inline|eval)'/)
    expect(csp).toContain("object-src 'self' blob:")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    // Only the page's own scripts: the JSON-LD block is data and gets no hash.
    expect(csp.match(/'sha256-/g)).toHaveLength(1)
    for (const path of ['/', '/dashboard', '/assets/app-abcdef12.js', '/assets/missing.js']) {
      const r = await fetch(`${s.url}${path}`)
      expect(r.headers.get('content-security-policy'), path).toMatch(/^default-src 'self'; script-src 'self'/)
    }
  })

  it('takes violation reports', async () => {
    const r = await fetch(`${s.url}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src' } }),
    })
    expect(r.status).toBe(204)
    expect(reports).toEqual([{ 'csp-report': { 'violated-directive': 'script-src' } }])
  })
})
