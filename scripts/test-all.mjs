// `npm test`: every test the project has — type-check, lint, formatting, unit/contract tests, production build,
// end-to-end tests in Debian Chromium — then one closing line "N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { apiKeys } from '../server/keys.ts'
import { E2E_JWT_SECRET } from './e2e-env.mjs'

mkdirSync('reports', { recursive: true })
let passed = 0
let failed = 0

function run(label, command, args, env = {}) {
  console.info(`\n── ${label}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function step(label, command, args) {
  if (run(label, command, args)) passed += 1
  else failed += 1
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

step('type-check', 'npx', ['tsc', '-b'])
step('lint', 'npx', ['eslint', '.', '--max-warnings=0'])
step('formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'])

rmSync('reports/vitest.json', { force: true })
run('unit, contract and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/vitest.json',
])
const vitest = readJson('reports/vitest.json')
if (vitest) {
  passed += vitest.numPassedTests
  // A file that fails to load has no failed test of its own; count it once then, not on top of its tests.
  failed += vitest.numFailedTests > 0 ? vitest.numFailedTests : (vitest.numFailedTestSuites ?? 0)
} else failed += 1

// The e2e backend signs with a fixed test secret; the build embeds the matching public key.
const secret = process.env.AUTOBAHI_JWT_SECRET ?? E2E_JWT_SECRET
const built = run('production build', 'npm', ['run', '-s', 'build'], {
  VITE_SUPABASE_ANON_KEY: apiKeys(secret).anonKey,
})
if (built) passed += 1
else failed += 1

if (built && !process.argv.includes('--no-e2e')) {
  rmSync('reports/playwright.json', { force: true })
  run('end-to-end tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/playwright.json',
  })
  const stats = existsSync('reports/playwright.json') ? readJson('reports/playwright.json')?.stats : null
  // A run that ran no test failed to start (its web server's port taken, a browser missing): Playwright still
  // writes a report, with every count at zero, which must not read as a clean run.
  const ran = stats ? stats.expected + stats.unexpected + stats.flaky + (stats.skipped ?? 0) : 0
  if (stats && ran > 0) {
    passed += stats.expected + stats.flaky
    failed += stats.unexpected
  } else failed += 1
  // Every page, worker and service worker the e2e tests opened ran under the app's Content-Security-Policy;
  // a violation anywhere is a failure even if the test that caused it passed (server/csp.ts).
  const cspLog = `reports/csp-reports-${process.env.E2E_PORT ?? 4173}.jsonl`
  // The e2e test that injects a script on purpose (public-pages.spec.ts) is recognised by its sample.
  const violations = (existsSync(cspLog) ? readFileSync(cspLog, 'utf8').split('\n') : []).filter(
    (line) => line.trim() && !line.includes('__cspProbe'),
  )
  console.info(`\n── content security policy: ${violations.length} violation(s) reported during the e2e run`)
  for (const v of violations.slice(0, 20)) console.info(v)
  if (violations.length === 0) passed += 1
  else failed += 1
}

console.info(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
