// `node server/cli.ts [--port 54321] [--host 127.0.0.1] [--data .data] [--static dist] [--no-seed]
//   [--database-url postgresql://postgres@…/postgres [--api-database-url postgresql://authenticator@…/postgres]]`
// Node 24 strips the types of this file natively; npm scripts put Node 24 first in PATH.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startServer } from './index.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.AUTOBAHI_PORT ?? '54321' },
    host: { type: 'string', default: process.env.AUTOBAHI_HOST ?? '127.0.0.1' },
    data: {
      type: 'string',
      default: process.env.AUTOBAHI_DATA_DIR ?? resolve(import.meta.dirname, '..', '.data'),
    },
    static: { type: 'string' },
    // A real PostgreSQL (set up like a Supabase project) instead of PGlite; see server/README.md.
    'database-url': { type: 'string', default: process.env.AUTOBAHI_DATABASE_URL },
    'api-database-url': { type: 'string', default: process.env.AUTOBAHI_API_DATABASE_URL },
    'no-seed': { type: 'boolean', default: false },
  },
})

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port ${values.port}`)
  process.exit(2)
}

const server = await startServer({
  port,
  host: values.host,
  dataDir: resolve(values.data),
  staticDir: values.static ? resolve(values.static) : undefined,
  seed: !values['no-seed'],
  databaseUrl: values['database-url'] || undefined,
  apiDatabaseUrl: values['api-database-url'] || undefined,
})

const database = values['database-url'] ? `PostgreSQL at ${redact(values['database-url'])}, files` : 'data'
console.info(`AutoBahi local backend on ${server.url}  (${database}: ${resolve(values.data)})`)
console.info(`  VITE_SUPABASE_URL=${server.url}`)
console.info(`  VITE_SUPABASE_ANON_KEY=${server.anonKey}`)
console.info(`  service_role key (server-side scripts only): ${server.serviceKey}`)
if (server.seeded) {
  for (const u of server.seeded.users) console.info(`  demo ${u.role.padEnd(5)} ${u.email} / ${u.password}`)
}

let closing = false
const shutdown = (signal: string) => {
  if (closing) return
  closing = true
  console.info(`${signal}: closing the database cleanly…`)
  server.stop().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e)
      process.exit(1)
    },
  )
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))

/** A connection string without its password, for the console. */
function redact(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(connection string)'
  }
}
