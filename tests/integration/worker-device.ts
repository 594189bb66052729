// A simulated device in a worker thread (device-worker.ts), for tests whose devices together open more
// collections than RxDB's open core allows in one process (13): each worker is a realm of its own with its own
// count. The device is the same as openDevice's (fake-indexeddb, supabase-js signed in, the sync engine) with
// every collection open; the test talks to it through promises and plain JSON.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { build, type Rollup } from 'vite'
import type { Booted, SignedIn } from '../contract/harness'
import type { CollectionName } from '../../schemas/index'
import type { DeviceCalls, DeviceWorkerData, Ready, Reply, Request } from './device-worker'

export type WorkerDevice = {
  [K in keyof DeviceCalls]: (
    ...args: Parameters<DeviceCalls[K]>
  ) => Promise<Awaited<ReturnType<DeviceCalls[K]>>>
} & { name: string }

const root = fileURLToPath(new URL('../../', import.meta.url))

let bundled: Promise<string> | undefined

/**
 * The worker entry as one ES module. A worker thread runs plain Node, which resolves neither the path aliases
 * of src/ ('@schemas/…') nor extensionless imports, so the entry is bundled with vite (already the test
 * runner's) using vitest.config.ts's aliases. Packages stay external and load from node_modules.
 */
function bundle(): Promise<string> {
  bundled ??= (async () => {
    const out = await build({
      configFile: false,
      root,
      publicDir: false,
      logLevel: 'error',
      resolve: {
        alias: {
          '@/': `${root}src/`,
          '@schemas/': `${root}schemas/`,
          '@workers/': `${root}workers/`,
          '@harness/': `${root}tests/harness/`,
        },
      },
      build: {
        ssr: fileURLToPath(new URL('./device-worker.ts', import.meta.url)),
        write: false,
        minify: false,
        // One file, so it can be removed once the worker has loaded it.
        rollupOptions: { output: { format: 'es', codeSplitting: false } },
      },
    })
    const [chunk] = (Array.isArray(out) ? out[0]! : (out as Rollup.RollupOutput)).output
    return chunk.code
  })()
  return bundled
}

let files = 0

/** Starts a worker on the bundle. The file sits inside the project so its packages resolve from node_modules;
 * it goes as soon as the worker has loaded it, so no run leaves one behind (short of a crash in between). */
async function startWorker(workerData: DeviceWorkerData): Promise<Worker> {
  const code = await bundle()
  const file = `${root}node_modules/.tmp/device-worker-${process.pid}-${++files}.mjs`
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, code)
  const worker = new Worker(file, { workerData })
  const remove = () => rmSync(file, { force: true })
  worker.once('message', remove)
  worker.once('exit', remove)
  return worker
}

const METHODS = [
  'collections',
  'online',
  'awaitInSync',
  'offline',
  'close',
  'insert',
  'update',
  'remove',
  'find',
  'findOne',
  'pending',
  'conflicts',
] as const satisfies readonly (keyof DeviceCalls)[]

function asError(e: { name: string; message: string; code?: string; stack?: string }): Error {
  const err = Object.assign(new Error(e.message), { name: e.name }, e.code ? { code: e.code } : {})
  if (e.stack) err.stack = `${e.stack}\n    (in the device's worker)`
  return err
}

/**
 * Device `name` of `user`, in a worker thread. Opening the same name again after close() is not the same
 * device (its fake-indexeddb went with the thread). close() stops its sync, closes its database and ends the
 * thread.
 */
export async function openWorkerDevice(
  s: Booted,
  user: SignedIn,
  name: string,
  options: { collections?: readonly CollectionName[] } = {},
): Promise<WorkerDevice> {
  const workerData: DeviceWorkerData = {
    server: { url: s.url, anonKey: s.anonKey },
    user: { id: user.id, email: user.email, password: user.password },
    name,
    ...(options.collections ? { collections: options.collections } : {}),
  }
  const worker = await startWorker(workerData)
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  let seq = 0
  let gone: Error | undefined
  // A crash or exit of the thread fails every call still waiting instead of leaving the test to time out.
  const fail = (e: Error) => {
    gone ??= e
    for (const w of waiting.values()) w.reject(e)
    waiting.clear()
  }
  await new Promise<void>((resolve, reject) => {
    const early = (e: Error) => reject(e)
    worker.once('error', early)
    worker.once('exit', (code) => reject(new Error(`device ${name}'s worker exited (${code}) while opening`)))
    worker.once('message', (m: Ready) => {
      worker.off('error', early)
      if (m.ready) resolve()
      else {
        reject(asError(m.error))
        void worker.terminate()
      }
    })
  })
  worker.on('message', (m: Reply) => {
    const w = waiting.get(m.id)
    if (!w) return
    waiting.delete(m.id)
    if ('error' in m) w.reject(asError(m.error))
    else w.resolve(m.value)
  })
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`device ${name}'s worker exited (${code})`)))

  const call = (method: keyof DeviceCalls, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      if (gone) return reject(gone)
      const id = ++seq
      waiting.set(id, { resolve, reject })
      worker.postMessage({ id, method, args } satisfies Request)
    })
  const device = Object.fromEntries(
    METHODS.map((method) => [method, (...args: unknown[]) => call(method, args)]),
  ) as unknown as WorkerDevice
  device.name = name
  device.close = async () => {
    if (!gone) await call('close', [])
    await worker.terminate()
  }
  return device
}
