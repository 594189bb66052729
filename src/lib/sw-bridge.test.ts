import { describe, expect, it, vi } from 'vitest'
import { createSwBridge, type WorkboxLike } from './sw-bridge'

function fakeWorkbox(register: () => Promise<unknown> = async () => ({})) {
  const handlers: Record<string, Array<() => void>> = {}
  const wb: WorkboxLike & { fire(type: string): void; skipCalls: number } = {
    skipCalls: 0,
    register,
    addEventListener(type, listener) {
      ;(handlers[type] ??= []).push(listener)
    },
    messageSkipWaiting() {
      wb.skipCalls += 1
    },
    fire(type) {
      handlers[type]?.forEach((h) => h())
    },
  }
  return wb
}

describe('createSwBridge', () => {
  it('registers /sw.js once and reports a waiting update to subscribers', async () => {
    const wb = fakeWorkbox()
    const createWorkbox = vi.fn(async () => wb)
    const bridge = createSwBridge({ createWorkbox, reload: () => {} })
    const seen = vi.fn()
    bridge.subscribe(seen)
    await bridge.start()
    await bridge.start()
    expect(createWorkbox).toHaveBeenCalledTimes(1)
    expect(createWorkbox).toHaveBeenCalledWith('/sw.js')
    expect(bridge.isUpdateWaiting()).toBe(false)
    wb.fire('waiting')
    expect(bridge.isUpdateWaiting()).toBe(true)
    expect(seen).toHaveBeenCalledTimes(1)
  })

  it('applies an update only when one waits, and reloads once the new worker controls', async () => {
    const wb = fakeWorkbox()
    const reload = vi.fn()
    const bridge = createSwBridge({ createWorkbox: async () => wb, reload })
    await bridge.start()
    expect(bridge.applyUpdate()).toBe(false)
    expect(wb.skipCalls).toBe(0)
    wb.fire('waiting')
    expect(bridge.applyUpdate()).toBe(true)
    expect(wb.skipCalls).toBe(1)
    expect(reload).not.toHaveBeenCalled()
    wb.fire('controlling')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload when a first install takes control', async () => {
    const wb = fakeWorkbox()
    const reload = vi.fn()
    const bridge = createSwBridge({ createWorkbox: async () => wb, reload })
    await bridge.start()
    wb.fire('controlling')
    expect(reload).not.toHaveBeenCalled()
  })

  it('only logs a failed registration', async () => {
    const log = vi.fn()
    const bridge = createSwBridge({
      createWorkbox: async () => fakeWorkbox(() => Promise.reject(new Error('blocked'))),
      reload: () => {},
      log,
    })
    await expect(bridge.start()).resolves.toBeUndefined()
    expect(log).toHaveBeenCalledWith('AutoBahi: service worker registration failed', expect.any(Error))
    expect(bridge.isUpdateWaiting()).toBe(false)
  })
})
