import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_GROUPS } from '@schemas/accounts.schema'
import { TALLY_GROUPS, TALLY_SYSTEM_LEDGERS } from './tally-ledgers'

/**
 * The books' chart as written in its source: `'sys:id': 'group'` pairs. The books do not offer the chart to other
 * modules, and a module may reach another only through its public.ts, so the contract is held by reading it.
 */
function booksChart(): Map<string, string> {
  const source = readFileSync(new URL('../../books/domain/chart.ts', import.meta.url), 'utf8')
  const body = source.slice(source.indexOf('SYSTEM_ACCOUNTS = {'), source.indexOf('} as const satisfies'))
  return new Map([...body.matchAll(/'(sys:[a-z0-9-]+)': '([a-z_]+)'/g)].map((m) => [m[1]!, m[2]!]))
}

describe('the chart as Tally knows it', () => {
  it('names every system account of the books, in the books’ group', () => {
    const chart = booksChart()
    expect(chart.size).toBeGreaterThan(25)
    expect(new Map(Object.entries(TALLY_SYSTEM_LEDGERS).map(([id, l]) => [id, l.group]))).toEqual(chart)
  })

  it('maps every group of ours onto a predefined group of Tally, the tax ledgers with their duty head', () => {
    expect(Object.keys(TALLY_GROUPS).sort()).toEqual([...ACCOUNT_GROUPS].sort())
    expect(new Set(Object.values(TALLY_GROUPS)).size).toBe(ACCOUNT_GROUPS.length)
    for (const [id, l] of Object.entries(TALLY_SYSTEM_LEDGERS)) {
      if (/^sys:(input|output)-/.test(id)) expect('duty' in l, id).toBe(true)
      else expect('duty' in l, id).toBe(false)
    }
    const names = Object.values(TALLY_SYSTEM_LEDGERS).map((l) => l.name.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
  })
})
