// The only way the UI calls a worker (DESIGN.md §7). A worker family exposes plain task functions with
// Comlink; this bridge runs them one at a time per family, reports progress through a proxied callback,
// cancels by terminating the worker (the only way to stop a busy one — the next call starts a fresh
// worker), shuts a worker down after it has been idle for a while, and rebuilds the closed set of named
// task errors so the UI can show each one in the user's language.
import { proxy, releaseProxy, transfer, wrap, type Remote } from 'comlink'
import { toWorkerError, WorkerTaskError } from '../../workers/shared/errors'

/** What a worker entry module exposes: task name → (input, options, onProgress) => result. */
export type WorkerApi = Record<string, (...args: never[]) => Promise<unknown>>

/** Progress of a long task, 0–1, with an optional label key the UI translates. */
export type Progress = { fraction: number; stage?: string }
export type ProgressCallback = (progress: Progress) => void

type WorkerLike = Pick<Worker, 'postMessage' | 'addEventListener' | 'removeEventListener' | 'terminate'>

export type RunOptions = { signal?: AbortSignal; onProgress?: ProgressCallback; transfer?: Transferable[] }

type TaskArgs<F> = F extends (
  input: infer I,
  options: infer O,
  onProgress?: ProgressCallback,
) => Promise<unknown>
  ? [input: I, options: O]
  : never
type TaskResult<F> = F extends (...args: never[]) => Promise<infer R> ? R : never

export type WorkerClient<Api extends WorkerApi> = {
  /** Runs one task; rejects with a WorkerTaskError (code 'Cancelled' when the signal aborts). */
  run<K extends keyof Api & string>(
    task: K,
    args: TaskArgs<Api[K]>,
    options?: RunOptions,
  ): Promise<TaskResult<Api[K]>>
  /** Starts the worker now if none runs, so its code is loaded before the first task (a tool page opening,
   * while the person chooses files); it stops again after the idle time if no task comes. */
  warm(): void
  /** Stops the worker now; queued and running calls reject as cancelled. */
  terminate(): void
}

/**
 * Creates a client for one worker family. `create` builds the worker, e.g.
 * `() => new Worker(new URL('../../workers/pdf.worker.ts', import.meta.url), { type: 'module' })`.
 */
export function createWorkerClient<Api extends WorkerApi>(
  create: () => WorkerLike,
  { idleMs = 10_000 }: { idleMs?: number } = {},
): WorkerClient<Api> {
  let worker: WorkerLike | null = null
  let remote: Remote<Api> | null = null
  let queue: Promise<unknown> = Promise.resolve()
  let pending = 0
  let idleTimer: ReturnType<typeof setTimeout> | undefined
  // Rejects the running call when the worker is terminated under it.
  let abortRunning: ((error: WorkerTaskError) => void) | null = null

  function ensureWorker(): Remote<Api> {
    if (!remote) {
      worker = create()
      remote = wrap<Api>(worker as unknown as Worker)
    }
    return remote
  }

  function stop(): void {
    clearTimeout(idleTimer)
    if (remote) remote[releaseProxy]()
    worker?.terminate()
    worker = null
    remote = null
  }

  function scheduleIdleStop(): void {
    clearTimeout(idleTimer)
    if (pending === 0) idleTimer = setTimeout(stop, idleMs)
  }

  async function execute(task: string, args: unknown[], options: RunOptions): Promise<unknown> {
    const { signal, onProgress } = options
    if (signal?.aborted) throw new WorkerTaskError('Cancelled')
    const api = ensureWorker() as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>
    const method = api[task]
    if (!method) throw new WorkerTaskError('Unknown', `No task ${task}`)
    // Transferables move to the worker instead of being copied (a 200 MB PDF must not exist twice).
    const [first, ...rest] = args
    const input = options.transfer?.length ? transfer(first, options.transfer) : first
    const callArgs = onProgress ? [input, ...rest, proxy(onProgress)] : [input, ...rest]
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        stop()
        reject(new WorkerTaskError('Cancelled'))
      }
      abortRunning = (error) => reject(error)
      signal?.addEventListener('abort', onAbort, { once: true })
      method(...callArgs).then(
        (value) => {
          signal?.removeEventListener('abort', onAbort)
          resolve(value)
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', onAbort)
          reject(toWorkerError(error))
        },
      )
    }).finally(() => {
      abortRunning = null
    })
  }

  return {
    run(task, args, options = {}) {
      pending += 1
      clearTimeout(idleTimer)
      const result = queue.then(() => execute(task, args as unknown[], options))
      // The queue continues after a failure; the caller sees the failure through `result`.
      queue = result
        .catch(() => undefined)
        .finally(() => {
          pending -= 1
          scheduleIdleStop()
        })
      return result as Promise<never>
    },
    warm() {
      if (remote) return
      ensureWorker()
      scheduleIdleStop()
    },
    terminate() {
      abortRunning?.(new WorkerTaskError('Cancelled'))
      stop()
    },
  }
}

export { WorkerTaskError }
export type { WorkerErrorCode } from '../../workers/shared/errors'
