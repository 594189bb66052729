// The closed set of errors a worker task may throw. Comlink carries an Error's name and message across the
// boundary (not its class), so a task throws a WorkerTaskError whose name is one of these codes, and the
// client (src/lib/worker-bridge.ts) rebuilds it by name. Each code has a message a person understands,
// written by the tool's UI in the user's language; `detail` is for logs only.
export const WORKER_ERROR_CODES = [
  'InvalidInput',
  'PasswordRequired',
  'WrongPassword',
  'CorruptFile',
  'UnsupportedFormat',
  'TooLarge',
  'OutOfMemory',
  'Cancelled',
  'Unknown',
] as const

export type WorkerErrorCode = (typeof WORKER_ERROR_CODES)[number]

export class WorkerTaskError extends Error {
  readonly code: WorkerErrorCode

  constructor(code: WorkerErrorCode, detail = '') {
    super(detail || code)
    this.code = code
    // The name is what survives structured cloning; it carries the code.
    this.name = code
  }
}

export function isWorkerErrorCode(name: unknown): name is WorkerErrorCode {
  return typeof name === 'string' && (WORKER_ERROR_CODES as readonly string[]).includes(name)
}

/** Turns anything a task threw into a WorkerTaskError, keeping a known code and mapping memory failures. */
export function toWorkerError(error: unknown): WorkerTaskError {
  if (error instanceof WorkerTaskError) return error
  if (error instanceof Error) {
    if (isWorkerErrorCode(error.name)) return new WorkerTaskError(error.name, error.message)
    if (error instanceof RangeError && /memory|allocation|array buffer/i.test(error.message)) {
      return new WorkerTaskError('OutOfMemory', error.message)
    }
    return new WorkerTaskError('Unknown', `${error.name}: ${error.message}`)
  }
  return new WorkerTaskError('Unknown', String(error))
}
