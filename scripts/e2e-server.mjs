// The server behind the end-to-end tests: the production build and the local backend on one port, with
// a fresh database each run (seeded demo accounts) and the fixed secret the build's anon key came from.
import { appendFileSync, mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { startServer } from '../server/index.ts'
import { E2E_JWT_SECRET } from './e2e-env.mjs'

const port = Number(process.env.E2E_PORT ?? 4173)
const dataDir = resolve('reports', `e2e-data-${port}`)
rmSync(dataDir, { recursive: true, force: true })
// Every Content-Security-Policy violation of the run, one JSON line each: scripts/test-all.mjs fails on any.
const cspLog = resolve('reports', `csp-reports-${port}.jsonl`)
mkdirSync(resolve('reports'), { recursive: true })
rmSync(cspLog, { force: true })
const server = await startServer({
  port,
  host: '127.0.0.1',
  dataDir,
  staticDir: resolve(process.env.DIST_DIR ?? 'dist'),
  seed: true,
  jwtSecret: process.env.AUTOBAHI_JWT_SECRET ?? E2E_JWT_SECRET,
  log: () => {},
  onCspReport: (report) => appendFileSync(cspLog, `${JSON.stringify(report)}\n`),
})
console.info(`e2e server on ${server.url}`)
const stop = () => void server.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
