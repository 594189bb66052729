// One RxDB push batch can hold up to PUSH_BATCH documents, and a job card with many lines is several
// kilobytes, so the batch is sent as as few calls as keep each request body under a byte budget: hosted
// gateways and the local backend refuse bodies of 10 MiB and more.

/** The JSON body budget of one push call. */
export const PUSH_BODY_BYTES = 2 * 1024 * 1024

/**
 * Splits items, in order, into runs whose serialised size stays within `limit` bytes (a single item larger
 * than the limit still goes, alone: the server's answer to it is the error to show).
 */
export function chunkByBytes<T>(
  items: readonly T[],
  size: (item: T) => number,
  limit = PUSH_BODY_BYTES,
): T[][] {
  const chunks: T[][] = []
  let current: T[] = []
  let bytes = 0
  for (const item of items) {
    const n = size(item)
    if (current.length > 0 && bytes + n > limit) {
      chunks.push(current)
      current = []
      bytes = 0
    }
    current.push(item)
    bytes += n
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}

const utf8 = new TextEncoder()

/** UTF-8 length of a value's JSON, which is what it adds to a request body. */
export function jsonBytes(value: unknown): number {
  return utf8.encode(JSON.stringify(value)).length
}
