import { describe, expect, it } from 'vitest'
import { nativeRegistration } from './sw-registration'

// Minimal stand-ins for the browser's service worker objects.
class FakeWorker extends EventTarget {
  state = 'installing'
  messages: unknown[] = []
  postMessage(message: unknown) {
    this.messages.push(message)
  }
  become(state: string) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null
  installing: FakeWorker | null = null
}

class FakeContainer extends EventTarget {
  controller: object | null = null
  registration = new FakeRegistration()
  async register() {
    return this.registration
  }
}

function setup(controlled: boolean) {
  const container = new FakeContainer()
  container.controller = controlled ? {} : null
  const reg = nativeRegistration('/sw.js', container as unknown as ServiceWorkerContainer)
  const events: string[] = []
  reg.addEventListener('waiting', () => events.push('waiting'))
  reg.addEventListener('controlling', () => events.push('controlling'))
  return { container, reg, events }
}

describe('native service worker registration', () => {
  it('reports a worker that was already waiting when the page loaded', async () => {
    const { container, reg, events } = setup(true)
    container.registration.waiting = new FakeWorker()
    await reg.register()
    expect(events).toEqual(['waiting'])
  })

  it('reports an update once it is installed while another worker controls the page', async () => {
    const { container, reg, events } = setup(true)
    await reg.register()
    const next = new FakeWorker()
    container.registration.installing = next
    container.registration.dispatchEvent(new Event('updatefound'))
    expect(events).toEqual([])
    next.become('installed')
    expect(events).toEqual(['waiting'])
  })

  it('does not call the first install an update', async () => {
    const { container, reg, events } = setup(false)
    await reg.register()
    const first = new FakeWorker()
    container.registration.installing = first
    container.registration.dispatchEvent(new Event('updatefound'))
    first.become('installed')
    expect(events).toEqual([])
  })

  it('asks the waiting worker to take over, and reports when it controls the page', async () => {
    const { container, reg, events } = setup(true)
    const waiting = new FakeWorker()
    container.registration.waiting = waiting
    await reg.register()
    reg.messageSkipWaiting()
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }])
    container.dispatchEvent(new Event('controllerchange'))
    expect(events).toEqual(['waiting', 'controlling'])
  })
})
