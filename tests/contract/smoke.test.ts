// The deployment smoke test (scripts/smoke, docs/deploy.md) passes against this backend, so a dealer's failure
// after deploying points at their project, not at the script.
import WebSocket from 'ws'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { runSmoke } from '../../scripts/smoke/smoke.ts'
import { boot, type Booted } from './harness.ts'

let s: Booted
beforeAll(async () => {
  s = await boot()
}, 90_000)
afterAll(async () => {
  await s.stop()
})

it('every check of the smoke test passes, and it leaves nothing behind', async () => {
  const checks = await runSmoke({
    url: s.url,
    anonKey: s.anonKey,
    serviceKey: s.serviceKey,
    transport: WebSocket,
  })
  expect(checks.filter((c) => !c.ok)).toEqual([])
  expect(checks.map((c) => c.name)).toContain('push, Realtime and pull of a customer')
  expect(checks.at(-1)).toMatchObject({ name: 'the smoke account is removed', ok: true })
}, 60_000)

it('a failing check is reported, the checks that need it are skipped, and the account is still removed', async () => {
  const checks = await runSmoke({
    url: s.url,
    anonKey: s.anonKey,
    serviceKey: s.anonKey,
    transport: WebSocket,
  })
  expect(checks[0]).toMatchObject({ name: 'the service key manages accounts', ok: false })
  expect(checks.slice(1).every((c) => !c.ok && c.detail?.startsWith('skipped'))).toBe(true)
}, 60_000)
