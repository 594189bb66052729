// `npm start`: the production build, served at http://127.0.0.1:4173 (or $PORT).
import { spawn, spawnSync } from 'node:child_process'

const port = process.env.PORT ?? '4173'

const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' })
if (build.status !== 0) {
  console.error('AutoBahi: the production build failed; see the messages above.')
  process.exit(build.status ?? 1)
}

const preview = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort'], {
  stdio: 'inherit',
})
console.info(`\nAutoBahi is running at http://127.0.0.1:${port}  (Ctrl+C to stop)\n`)

function stop() {
  preview.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
preview.on('exit', (code) => process.exit(code ?? 0))
