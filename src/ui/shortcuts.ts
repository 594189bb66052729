// Keyboard shortcuts of the business screens (issue 19, the document kit), as counter staff used to Tally
// expect them: Alt+N a new record, Ctrl+S save, "/" the search box, Ctrl+P print. Pure: which key press a
// shortcut means, and how it is written for the person (and for screen readers, aria-keyshortcuts).

/** "Alt+N", "Mod+S" (Ctrl, or ⌘ on an Apple keyboard), "/", "Mod+Enter". */
export type Shortcut = string

export type KeyPress = {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
  /** KeyboardEvent.code: Alt with a letter types another character on some layouts, the code does not change. */
  code?: string
}

function parse(shortcut: Shortcut) {
  const parts = shortcut.split('+')
  const key = parts.pop() ?? ''
  const mods = new Set(parts)
  return { key, mod: mods.has('Mod'), alt: mods.has('Alt'), shift: mods.has('Shift') }
}

/** Whether the key press is the shortcut. `apple`: ⌘ is Mod (else Ctrl). */
export function matches(e: KeyPress, shortcut: Shortcut, apple = false): boolean {
  const s = parse(shortcut)
  const mod = apple ? e.metaKey : e.ctrlKey
  if (mod !== s.mod || e.altKey !== s.alt) return false
  if (s.key.length === 1 && /[a-z]/i.test(s.key)) {
    if (e.shiftKey !== s.shift) return false
    return e.code === `Key${s.key.toUpperCase()}` || e.key.toLowerCase() === s.key.toLowerCase()
  }
  // "/" and other symbols: what the key types, whatever Shift it took.
  return e.key === s.key && (s.key.length === 1 || e.shiftKey === s.shift)
}

/** Whether a shortcut may fire while the person is typing in a field: only those with Ctrl, ⌘ or Alt. */
export function firesWhileTyping(shortcut: Shortcut): boolean {
  const s = parse(shortcut)
  return s.mod || s.alt
}

/** How it is shown: "Alt+N", "Ctrl+S" / "⌘S". */
export function shortcutLabel(shortcut: Shortcut, apple = false): string {
  const s = parse(shortcut)
  const key = s.key.length === 1 ? s.key.toUpperCase() : s.key
  if (apple) return `${s.mod ? '⌘' : ''}${s.alt ? '⌥' : ''}${s.shift ? '⇧' : ''}${key}`
  return [s.mod ? 'Ctrl' : '', s.alt ? 'Alt' : '', s.shift ? 'Shift' : '', key].filter(Boolean).join('+')
}

/** The aria-keyshortcuts value ("Control+S", "Alt+N"). */
export function ariaShortcut(shortcut: Shortcut, apple = false): string {
  const s = parse(shortcut)
  return [s.mod ? (apple ? 'Meta' : 'Control') : '', s.alt ? 'Alt' : '', s.shift ? 'Shift' : '', s.key]
    .filter(Boolean)
    .join('+')
}

/** Whether this browser runs on an Apple keyboard (⌘ for Mod). */
export function isApple(platform: string): boolean {
  return /Mac|iPhone|iPad|iPod/.test(platform)
}
