// `npm run move-to-hosted -- [--dry-run] [--data .data] --database-url <postgres://…> --url <https://….supabase.co>
// --service-key <key>`: copies an embedded server's users, rows and files into a hosted Supabase project.
// Usage and what moves: scripts/README.md. The logic is in scripts/move-to-hosted/.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  MoveInterrupted,
  complete,
  formatInventory,
  inventory,
  move,
  type Target,
  type TargetDb,
} from './move-to-hosted/move.ts'
import { FolderInUseError, openSource, storageApi } from './move-to-hosted/stores.ts'

const { values } = parseArgs({
  options: {
    data: {
      type: 'string',
      default: process.env.AUTOBAHI_DATA_DIR ?? resolve(import.meta.dirname, '..', '.data'),
    },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    url: { type: 'string', default: process.env.SUPABASE_URL },
    'service-key': { type: 'string', default: process.env.SUPABASE_SERVICE_ROLE_KEY },
    'dry-run': { type: 'boolean', default: false },
    'batch-size': { type: 'string', default: '500' },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

const USAGE = `Usage: npm run move-to-hosted -- [--dry-run] [--data <folder>] --database-url <url> --url <project url> --service-key <key>
  --data           the embedded server's data folder (AUTOBAHI_DATA_DIR, default .data); stop the server first
  --database-url   the hosted project's connection string, role postgres (DATABASE_URL)
  --url            the project URL, https://<ref>.supabase.co (SUPABASE_URL)
  --service-key    the project's service_role / secret key (SUPABASE_SERVICE_ROLE_KEY)
  --dry-run        print what would be copied and change nothing (the target is optional then)
  --batch-size     rows per transaction (500)
  --force          open the data folder even though it looks in use`

if (values.help) {
  console.info(USAGE)
  process.exit(0)
}
const dbUrl = values['database-url']
const batchSize = Number(values['batch-size'])
const partial = [dbUrl, values.url, values['service-key']].filter(Boolean).length
if ((!values['dry-run'] && partial < 3) || (partial > 0 && partial < 3) || !(batchSize > 0)) {
  console.error(
    values['dry-run'] ? 'Give all three of --database-url, --url and --service-key, or none.' : USAGE,
  )
  process.exit(2)
}

function targetDb(client: pg.Client): TargetDb {
  const sql: TargetDb = {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params)) as unknown as { rows: T[] },
    transaction: async (fn) => {
      await client.query('begin')
      try {
        const r = await fn(sql)
        await client.query('commit')
        return r
      } catch (e) {
        await client.query('rollback').catch(() => undefined)
        throw e
      }
    },
  }
  return sql
}

const dataDir = resolve(values.data)
let source
try {
  source = await openSource(dataDir, { force: values.force })
} catch (e) {
  console.error(String((e as Error).message))
  process.exit(e instanceof FolderInUseError ? 3 : 2)
}
const client = dbUrl
  ? new pg.Client({ connectionString: dbUrl, application_name: 'autobahi-move-to-hosted' })
  : undefined
const src = { db: source, storageDir: resolve(dataDir, 'storage') }
let exitCode = 0
try {
  if (client) await client.connect()
  const target: Target | undefined = client
    ? { db: targetDb(client), store: storageApi(values.url!, values['service-key']!) }
    : undefined
  console.info(`source: ${dataDir}${target ? `\ntarget: ${values.url}` : ''}`)
  if (values['dry-run']) {
    const inv = await inventory(src, target)
    console.info(`\nDry run: nothing is changed.\n`)
    for (const l of formatInventory(inv, 'dry-run')) console.info(l)
    exitCode = inv.problems.length ? 1 : 0
  } else {
    const controller = new AbortController()
    let stops = 0
    process.on('SIGINT', () => {
      stops += 1
      if (stops > 1) process.exit(130)
      console.info('\nStopping after the current batch (Ctrl+C again to quit at once)…')
      controller.abort()
    })
    let last = ''
    const result = await move(src, target!, {
      batchSize,
      signal: controller.signal,
      onProgress: (p) => {
        const line = `${p.step}: ${p.done}/${p.total}`
        if (process.stdout.isTTY) process.stdout.write(`\r${line}`.padEnd(last.length + 1))
        else console.info(line)
        last = line
      },
      onStepDone: () => {
        if (process.stdout.isTTY && last) process.stdout.write('\n')
        last = ''
      },
    }).catch((e: unknown) => {
      if (e instanceof MoveInterrupted) {
        console.info('\nInterrupted. Everything copied so far stays; run the same command again to finish.')
        process.exit(130)
      }
      throw e
    })
    console.info('')
    for (const s of result.steps) {
      console.info(
        `${s.step}: ${s.copied} copied, ${s.existing} already there` +
          (s.differs ? `, ${s.differs} already there with other values (the target's kept)` : '') +
          (s.passwordsCarried ? `, ${s.passwordsCarried} password(s) carried over` : ''),
      )
    }
    for (const f of result.failures) console.error(`failed: ${f}`)
    const inv = await inventory(src, target)
    console.info('\nSource against target:\n')
    for (const l of formatInventory(inv, 'final')) console.info(l)
    const ok = complete(inv) && result.failures.length === 0
    console.info(
      ok ? '\nEverything is in the target.' : '\nSome counts differ: see above; run again to retry.',
    )
    exitCode = ok ? 0 : 1
  }
} catch (e) {
  console.error(String((e as Error).message ?? e))
  exitCode = 1
} finally {
  await client?.end().catch(() => undefined)
  await source.close()
}
process.exit(exitCode)
