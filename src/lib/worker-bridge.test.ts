import { expose } from 'comlink'
import { afterEach, describe, expect, it } from 'vitest'
import { WorkerTaskError } from '../../workers/shared/errors'
import { createWorkerClient, type ProgressCallback } from './worker-bridge'

// A worker stand-in on a MessageChannel: Comlink speaks the same protocol over a port as over a Worker.
const api = {
  async double(input: number, _options: Record<string, never>) {
    return input * 2
  },
  async count(input: number, _options: { delayMs: number }, onProgress?: ProgressCallback) {
    for (let i = 1; i <= input; i += 1) {
      await new Promise((r) => setTimeout(r, 5))
      await onProgress?.({ fraction: i / input })
    }
    return input
  },
  async hang(_input: null, _options: Record<string, never>) {
    await new Promise(() => undefined)
    return 0
  },
  async fail(code: string, _options: Record<string, never>) {
    if (code === 'WrongPassword') throw new WorkerTaskError('WrongPassword', 'bad')
    throw new TypeError('boom')
  },
}
type Api = typeof api

const ports: MessagePort[] = []
function fakeWorkerFactory() {
  const created = { count: 0, terminated: 0 }
  const factory = () => {
    created.count += 1
    const { port1, port2 } = new MessageChannel()
    ports.push(port1, port2)
    expose(api, port2)
    port1.start()
    return Object.assign(port1, {
      terminate: () => {
        created.terminated += 1
        port1.close()
        port2.close()
      },
    })
  }
  return { factory, created }
}

afterEach(() => {
  ports.splice(0).forEach((p) => p.close())
})

describe('worker bridge', () => {
  it('runs a task and returns its result', async () => {
    const { factory } = fakeWorkerFactory()
    const client = createWorkerClient<Api>(factory as never)
    await expect(client.run('double', [21, {}])).resolves.toBe(42)
    client.terminate()
  })

  it('reports progress through the callback', async () => {
    const { factory } = fakeWorkerFactory()
    const client = createWorkerClient<Api>(factory as never)
    const seen: number[] = []
    await client.run('count', [4, { delayMs: 1 }], { onProgress: (p) => seen.push(p.fraction) })
    expect(seen).toEqual([0.25, 0.5, 0.75, 1])
    client.terminate()
  })

  it('rebuilds a named task error and maps anything else to Unknown', async () => {
    const { factory } = fakeWorkerFactory()
    const client = createWorkerClient<Api>(factory as never)
    await expect(client.run('fail', ['WrongPassword', {}])).rejects.toMatchObject({ code: 'WrongPassword' })
    await expect(client.run('fail', ['other', {}])).rejects.toMatchObject({ code: 'Unknown' })
    client.terminate()
  })

  it('cancels a running task by terminating the worker, and the next call gets a fresh worker', async () => {
    const { factory, created } = fakeWorkerFactory()
    const client = createWorkerClient<Api>(factory as never)
    const controller = new AbortController()
    const running = client.run('hang', [null, {}], { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(running).rejects.toMatchObject({ code: 'Cancelled' })
    expect(created.terminated).toBe(1)
    await expect(client.run('double', [2, {}])).resolves.toBe(4)
    expect(created.count).toBe(2)
    client.terminate()
  })

  it('refuses to start when the signal is already aborted', async () => {
    const { factory, created } = fakeWorkerFactory()
    const client = createWorkerClient<Api>(factory as never)
    await expect(client.run('double', [1, {}], { signal: AbortSignal.abort() })).rejects.toMatchObject({
      code: 'Cancelled',
    })
    expect(created.count).toBe(0)
  })

  it('runs calls one at a time in order', async () => {
    const { factory } = fakeWorkerFactory()
    const client = createWorkerClient<Api>(factory as never)
    const order: number[] = []
    await Promise.all([
      client.run('count', [3, { delayMs: 1 }]).then((v) => order.push(v)),
      client.run('double', [1, {}]).then((v) => order.push(v)),
    ])
    expect(order).toEqual([3, 2])
    client.terminate()
  })

  it('shuts an idle worker down', async () => {
    const { factory, created } = fakeWorkerFactory()
    const client = createWorkerClient<Api>(factory as never, { idleMs: 10 })
    await client.run('double', [1, {}])
    await new Promise((r) => setTimeout(r, 40))
    expect(created.terminated).toBe(1)
    await expect(client.run('double', [5, {}])).resolves.toBe(10)
    expect(created.count).toBe(2)
    client.terminate()
  })

  it('warm starts the worker ahead of the first task, once, and lets it stop when no task comes', async () => {
    const { factory, created } = fakeWorkerFactory()
    const client = createWorkerClient<Api>(factory as never, { idleMs: 10 })
    client.warm()
    client.warm()
    expect(created.count).toBe(1)
    await expect(client.run('double', [2, {}])).resolves.toBe(4)
    expect(created.count).toBe(1)
    await new Promise((r) => setTimeout(r, 40))
    expect(created.terminated).toBe(1)
    client.warm()
    expect(created.count).toBe(2)
    await new Promise((r) => setTimeout(r, 40))
    expect(created.terminated).toBe(2)
    client.terminate()
  })
})
