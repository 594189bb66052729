// One simulated device in a worker thread of its own (worker-device.ts bundles and starts it). RxDB's open core
// counts open collections per JavaScript realm, so a device here opens every collection of the app without
// taking any from the test or from another device; fake-indexeddb is this thread's own as well.
// fake-indexeddb first: Dexie looks for indexedDB when it is loaded.
import 'fake-indexeddb/auto'
import type { MangoQuery, RxCollection } from 'rxdb'
import { parentPort, workerData } from 'node:worker_threads'
import { COLLECTIONS, type CollectionName } from '../../schemas/index'
import { insertRecord, removeRecord, updateRecord, type Stamped } from '../../src/data/records'
import type { Booted, SignedIn } from '../contract/harness'
import { openDevice, signedInClient } from './device'

/** What the host passes: the in-process backend's address and keys, the user to sign in as, the device. */
export type DeviceWorkerData = {
  server: Pick<Booted, 'url' | 'anonKey'>
  user: Pick<SignedIn, 'id' | 'email' | 'password'>
  name: string
  collections?: readonly CollectionName[]
}

export type Request = { id: number; method: keyof DeviceCalls; args: unknown[] }
export type Reply =
  | { id: number; value: unknown }
  | { id: number; error: { name: string; message: string; code?: string; stack?: string } }
/** Sent once, before any reply: the device is open (or why it is not). */
export type Ready =
  { ready: true } | { ready: false; error: { name: string; message: string; code?: string } }

type Doc = Record<string, unknown>

const data = workerData as DeviceWorkerData
const port = parentPort!

function failure(e: unknown) {
  const err = e instanceof Error ? e : new Error(String(e))
  // RxDB's errors carry their code (COL23 and the like), which tests match on.
  const code = (err as { code?: unknown }).code
  return {
    name: err.name,
    message: err.message,
    stack: err.stack,
    ...(typeof code === 'string' ? { code } : {}),
  }
}

async function open() {
  const client = await signedInClient(data.server as Booted, data.user as SignedIn)
  const device = await openDevice(data.user.id, data.name, client, {
    collections: data.collections ?? (Object.keys(COLLECTIONS) as CollectionName[]),
  })
  // Records carry who wrote them, as the app's writer does.
  const writer = { ...device.writer, userId: data.user.id }
  const collection = (name: string): RxCollection<Stamped> => {
    const c = device.db.collections[name as CollectionName] as unknown as RxCollection<Stamped> | undefined
    if (!c) throw new Error(`collection ${name} is not open on device ${data.name}`)
    return c
  }
  // Only structured-cloneable values cross the thread boundary: documents go as plain JSON, and an update is a
  // patch rather than a function of the current document.
  return {
    collections: () => Object.keys(device.db.collections),
    async online(options?: { pushBodyBytes?: number; isOwner?: boolean }) {
      await device.online(options)
    },
    async awaitInSync() {
      if (!device.engine) throw new Error(`device ${data.name} is offline`)
      await device.engine.awaitInSync()
    },
    offline: () => device.offline(),
    close: () => device.close(),
    insert: async (name: string, fields: Doc) =>
      (await insertRecord(collection(name), fields as never, writer)) as unknown as Doc,
    update: async (name: string, id: string, patch: Doc) =>
      (await updateRecord(collection(name), id, () => patch as never, writer)) as unknown as Doc,
    remove: (name: string, id: string) => removeRecord(collection(name), id, writer),
    find: async (name: string, query: MangoQuery<Stamped> = {}) =>
      (await collection(name).find(query).exec()).map((d) => d.toJSON() as unknown as Doc),
    findOne: async (name: string, id: string) =>
      ((await collection(name).findOne(id).exec())?.toJSON() ?? null) as Doc | null,
    pending: () => device.pending.count(),
    conflicts: async () => (await device.db.conflicts.find().exec()).map((c) => c.toJSON() as Doc),
  }
}

export type DeviceCalls = Awaited<ReturnType<typeof open>>

open().then(
  (calls) => {
    port.on('message', (req: Request) => {
      const call = calls[req.method] as (...args: unknown[]) => unknown
      Promise.resolve()
        .then(() => call(...req.args))
        .then(
          (value) => port.postMessage({ id: req.id, value } satisfies Reply),
          (e: unknown) => port.postMessage({ id: req.id, error: failure(e) } satisfies Reply),
        )
    })
    port.postMessage({ ready: true } satisfies Ready)
  },
  (e: unknown) => port.postMessage({ ready: false, error: failure(e) } satisfies Ready),
)
