// `npm run smoke-hosted -- --url <project url> --anon-key <key> --service-key <key>`: after deploying, checks the
// project end to end with a throwaway account (scripts/smoke/smoke.ts) and exits 1 if anything is wrong.
import { parseArgs } from 'node:util'
import { runSmoke } from './smoke/smoke.ts'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SUPABASE_URL },
    'anon-key': { type: 'string', default: process.env.SUPABASE_ANON_KEY },
    'service-key': { type: 'string', default: process.env.SUPABASE_SERVICE_ROLE_KEY },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help || !values.url || !values['anon-key'] || !values['service-key']) {
  console.info(`Usage: npm run smoke-hosted -- --url <https://<ref>.supabase.co> --anon-key <key> --service-key <key>
  (or SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY)`)
  process.exit(values.help ? 0 : 2)
}

const checks = await runSmoke({
  url: values.url,
  anonKey: values['anon-key'],
  serviceKey: values['service-key'],
  log: (line) => console.info(line),
})
const failed = checks.filter((c) => !c.ok).length
console.info(
  failed === 0
    ? `smoke test passed: ${checks.length} checks`
    : `smoke test FAILED: ${failed} of ${checks.length}`,
)
process.exit(failed === 0 ? 0 : 1)
