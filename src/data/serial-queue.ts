// Posting takes the next number of a series from what the device already holds: two posts on one device at once
// would read the same highest number. Each series' poster runs its work one after the other through a queue.

/** A queue that runs each piece of work after the previous one settles, whatever its outcome. */
export function serialQueue(): <T>(work: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve()
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work)
    queue = run.catch(() => undefined)
    return run
  }
}
