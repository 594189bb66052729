// The EFF Large Wordlist for passphrases (7,776 words, 12.9 bits each), by the Electronic Frontier Foundation,
// https://www.eff.org/dice — licensed under CC BY 3.0 US (https://creativecommons.org/licenses/by/3.0/us/).
// Bundled unchanged, one word per line, and loaded as its own chunk only when passphrase mode is used.

export const EFF_CREDIT_URL = 'https://www.eff.org/dice'
export const EFF_LICENSE_URL = 'https://creativecommons.org/licenses/by/3.0/us/'

let cached: Promise<readonly string[]> | undefined

/** Loads the word list once. */
export function loadWordList(): Promise<readonly string[]> {
  cached ??= import('./eff-large-wordlist.txt?raw').then(({ default: raw }) =>
    Object.freeze(
      raw
        .split('\n')
        .map((word) => word.trim())
        .filter(Boolean),
    ),
  )
  // A failed load (offline before the chunk was cached) may succeed later; do not remember the failure.
  cached.catch(() => {
    cached = undefined
  })
  return cached
}
