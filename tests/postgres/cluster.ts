// A throwaway PostgreSQL 15 cluster for the real-PostgreSQL stage: made in a temporary folder, set up like a
// Supabase project (platform.sql), given the migrations as `postgres` exactly as the deployment guide says,
// and removed afterwards. Debian's postgresql-15 (.ci/run installs it); as root the server runs as the
// `postgres` system user, since PostgreSQL refuses to run as root.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const BIN = '/usr/lib/postgresql/15/bin'
const SQL_DIR = fileURLToPath(new URL('../../schemas/sql', import.meta.url))
const PLATFORM = fileURLToPath(new URL('./platform.sql', import.meta.url))

export const postgresAvailable = existsSync(join(BIN, 'initdb'))

export type Cluster = {
  port: number
  /** A connection string for `role` (trust authentication on loopback). */
  url: (role?: string) => string
  /** Runs a file or SQL text through psql as `role`, stopping at the first error; returns its output. */
  psql: (role: string, sql: { file?: string; text?: string }) => string
  stop: () => void
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port
      srv.close(() => resolve(port))
    })
  })
}

/** The migration files a hosted project gets: every numbered file but the local-only ones, in order. */
export function hostedMigrations(): string[] {
  return readdirSync(SQL_DIR)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f) && !f.endsWith('.local.sql'))
    .sort()
    .map((f) => join(SQL_DIR, f))
}

export async function startCluster(options: { migrations?: string[] } = {}): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'autobahi-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (cmd: string, args: string[]) => {
    const full = asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args
    const r = spawnSync(asRoot ? 'runuser' : cmd, full, { encoding: 'utf8' })
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`)
    return r.stdout
  }
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  chmodSync(dir, 0o700)
  const data = join(dir, 'data')
  run(join(BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    'supabase_admin',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ])
  const port = await freePort()
  run(join(BIN, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50 -c TimeZone=UTC`,
    'start',
  ])
  const url = (role = 'postgres') => `postgresql://${role}@127.0.0.1:${port}/postgres`
  const psql = (role: string, sql: { file?: string; text?: string }) => {
    const args = ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-d', url(role)]
    const r = spawnSync(
      join(BIN, 'psql'),
      sql.file ? [...args, '-f', sql.file] : [...args, '-c', sql.text ?? ''],
      {
        encoding: 'utf8',
      },
    )
    if (r.status !== 0) throw new Error(`psql as ${role}: ${r.stderr}`)
    return r.stdout
  }
  const stop = () => {
    try {
      run(join(BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  try {
    psql('supabase_admin', { file: PLATFORM })
    for (const file of options.migrations ?? hostedMigrations()) psql('postgres', { file })
  } catch (e) {
    stop()
    throw e
  }
  return { port, url, psql, stop }
}
