// `npm start`: the production build and the local backend on one port — http://127.0.0.1:4173 unless PORT
// says otherwise. The backend keeps its data in .data/ between runs and seeds demo accounts on the first.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { startServer } from '../server/index.ts'
import { apiKeys, loadJwtSecret } from '../server/keys.ts'
import { DEMO_ADMIN, DEMO_USER } from '../server/seed.ts'

const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const dataDir = resolve(process.env.AUTOBAHI_DATA_DIR ?? '.data')

// The app is built with this backend's public (anon) key; the API is on the same origin as the app.
const secret = await loadJwtSecret(dataDir, process.env.AUTOBAHI_JWT_SECRET)
const build = spawnSync('npm', ['run', '-s', 'build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_SUPABASE_ANON_KEY: apiKeys(secret).anonKey,
    SITE_URL: process.env.SITE_URL ?? `http://${host}:${port}`,
  },
})
if (build.status !== 0) {
  console.error('AutoBahi: the production build failed; see the messages above.')
  process.exit(build.status ?? 1)
}

const server = await startServer({
  port,
  host,
  dataDir,
  staticDir: resolve('dist'),
  seed: true,
  jwtSecret: secret,
  log: () => {},
})
console.info(`
  AutoBahi is running at ${server.url}
  Data is kept in ${dataDir}

  Demo accounts${server.seeded?.created ? ' (created now)' : ''}:
    admin   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}   (sign in at ${server.url}/admin-login)
    dealer  ${DEMO_USER.email} / ${DEMO_USER.password}   (sign in at ${server.url}/login)

  Ctrl+C to stop.
`)

let closing = false
function stop(signal) {
  if (closing) return
  closing = true
  console.info(`${signal}: stopping…`)
  server.stop().then(
    () => process.exit(0),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
