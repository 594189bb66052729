import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { hostingFiles } from './hosting-files.ts'

function build(): string {
  const dist = mkdtempSync(join(tmpdir(), 'autobahi-dist-'))
  mkdirSync(join(dist, 'tools'))
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" src="/assets/a.js"></script><script>a()</script>',
  )
  writeFileSync(join(dist, 'app-shell.html'), '<script type="application/ld+json">{}</script>')
  writeFileSync(join(dist, 'tools', 'emi.html'), '<script>b()</script><script>a()</script>')
  return dist
}

describe('hostingFiles', () => {
  it('one policy for every path: the inline scripts of all pages and the backend, no report address', async () => {
    const files = await hostingFiles(build(), 'https://abcd.supabase.co/')
    const hashes = files.csp.match(/'sha256-[^']+'/g) ?? []
    expect(hashes).toHaveLength(2)
    expect(files.csp).toContain('connect-src')
    expect(files.csp).toMatch(/connect-src [^;]*https:\/\/abcd\.supabase\.co wss:\/\/abcd\.supabase\.co/)
    expect(files.csp).not.toContain('report-uri')
    expect(files.headers.split('\n').filter((l) => l.includes('Content-Security-Policy'))).toHaveLength(1)
    expect(files.headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
  })

  it('sends every other path to the app shell', async () => {
    expect((await hostingFiles(build(), 'https://abcd.supabase.co')).redirects).toBe(
      '/* /app-shell.html 200\n',
    )
  })
})
