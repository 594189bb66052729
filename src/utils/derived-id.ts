// Ids derived from what a document is about, so two devices that make "the same" document offline make one
// key and meet on it instead of making two (the books' advance vouchers from a booking, a vehicle from its
// chassis): a prefix and the first 32 hex digits of SHA-256 of the key.

export async function derivedId(prefix: string, key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${prefix}-${hex.slice(0, 32)}`
}
