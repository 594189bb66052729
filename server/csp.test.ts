import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { appCsp, inlineScriptHashes } from './csp.ts'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes classic and module inline scripts, not data blocks or external scripts', () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script src="/a.js"></script>' +
      '<script>one()</script><SCRIPT type="module">two()</SCRIPT><script type=text/javascript>three()</script>' +
      '<script>one()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('two()'), sha('three()')])
  })

  it('hashes the exact text, Devanagari included', () => {
    expect(inlineScriptHashes('<script>x("नमस्ते")</script>')).toEqual([sha('x("नमस्ते")')])
  })
})

describe('appCsp', () => {
  it('allows no inline or eval script, only the hashes given', () => {
    const csp = appCsp({ scriptHashes: [sha('a')] })
    const script = csp.split('; ').find((d) => d.startsWith('script-src '))
    expect(script).toBe(`script-src 'self' 'wasm-unsafe-eval' 'report-sample' ${sha('a')}`)
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain('report-uri /csp-report')
  })

  it("adds a hosted backend's origin for its API, Realtime and public files", () => {
    const csp = appCsp({ backendOrigin: 'https://abc.supabase.co' })
    expect(csp).toMatch(/connect-src [^;]*https:\/\/abc\.supabase\.co [^;]*wss:\/\/abc\.supabase\.co/)
    expect(csp).toMatch(/img-src [^;]*https:\/\/abc\.supabase\.co/)
  })
})
