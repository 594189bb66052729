// Shared bits of the PDF tasks: progress and output types (declared in api.options.ts) and MIME types.
import type { OnProgress } from './api.options'
export type { OnProgress, OutputFile, Progress } from './api.options'

export const PDF_MIME = 'application/pdf'
export const ZIP_MIME = 'application/zip'

/** Wraps bytes as a Blob (Blobs cross the worker boundary without a copy of their contents). */
export function toBlob(bytes: Uint8Array, type: string): Blob {
  return new Blob([bytes as BlobPart], { type })
}

/**
 * Passes progress on at most once per `everyMs` (a new stage and the end always pass), without waiting for
 * the page to answer. Every report is a message to the page and a render there: a 500-page split reporting
 * each page kept the page's main thread busy, and awaiting each round trip tied the worker to it.
 */
export function throttleProgress(
  report: OnProgress,
  everyMs = 100,
  now: () => number = () => performance.now(),
): OnProgress {
  let last = -Infinity
  let stage: string | undefined
  return (progress) => {
    const time = now()
    if (progress.fraction < 1 && progress.stage === stage && time - last < everyMs) return
    last = time
    stage = progress.stage
    // After Cancel the page has closed the channel; a report lost then is of no use to anyone.
    void Promise.resolve(report(progress)).catch(() => undefined)
  }
}

/** The task with its progress callback (a function argument) throttled. */
export function withThrottledProgress<F extends (...args: never[]) => unknown>(task: F, everyMs = 100): F {
  const wrapped = (...args: unknown[]) =>
    task(
      ...(args.map((arg) =>
        typeof arg === 'function' ? throttleProgress(arg as OnProgress, everyMs) : arg,
      ) as Parameters<F>),
    )
  return wrapped as unknown as F
}
