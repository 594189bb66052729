// localStorage can throw (private mode, quota, disabled storage); every read and write goes through here
// so a blocked store degrades to "not remembered" instead of breaking the page.
const PREFIX = 'autobahi.'

export function readLocal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(PREFIX + key) ?? null
  } catch {
    return null
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(PREFIX + key, value)
  } catch {
    // Not remembered; the current page still works.
  }
}

export function removeLocal(key: string): void {
  try {
    globalThis.localStorage?.removeItem(PREFIX + key)
  } catch {
    // Nothing to do.
  }
}
