// supabase/migrations is what `supabase db push` applies to a hosted project (docs/deploy.md): exactly the
// numbered files of schemas/sql without the local-only shims, as links, so there is one copy of each.
import { lstatSync, readdirSync, readlinkSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SQL = fileURLToPath(new URL('./sql', import.meta.url))
const LINKS = fileURLToPath(new URL('../supabase/migrations', import.meta.url))

describe('supabase/migrations', () => {
  it('links every hosted migration and nothing else', () => {
    const hosted = readdirSync(SQL)
      .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f) && !f.endsWith('.local.sql'))
      .sort()
    expect(readdirSync(LINKS).sort()).toEqual(hosted)
    for (const f of hosted) {
      expect(lstatSync(`${LINKS}/${f}`).isSymbolicLink(), f).toBe(true)
      expect(readlinkSync(`${LINKS}/${f}`)).toBe(`../../schemas/sql/${f}`)
    }
  })

  it('names them as the Supabase CLI reads a version: digits, an underscore, a name', () => {
    for (const f of readdirSync(LINKS)) expect(f).toMatch(/^[0-9]+_.+\.sql$/)
  })
})
