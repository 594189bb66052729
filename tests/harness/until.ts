// Waiting in tests for something asynchronous to hold, without sleeping longer than needed.

/** Resolves once `check` holds, polling every 25 ms; throws after `ms`. */
export async function until(check: () => Promise<boolean> | boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 25))
  }
}
