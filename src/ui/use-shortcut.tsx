// A keyboard shortcut of a screen (shortcuts.ts), and the hint that shows it: the action runs from anywhere on
// the page, the button says which keys do it, and screen readers hear it (aria-keyshortcuts).
import { useEffect, useRef, type RefObject } from 'react'
import { ariaShortcut, firesWhileTyping, isApple, matches, shortcutLabel, type Shortcut } from './shortcuts'

const apple = () => typeof navigator !== 'undefined' && isApple(navigator.platform || navigator.userAgent)

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
}

type Entry = { shortcut: Shortcut; run: () => void }
/** Every shortcut mounted now, latest last: a key press goes to the latest of its shortcut, so the form in a
 * dialog saves, not the page's form under it. */
const mounted: Entry[] = []

function onKey(e: KeyboardEvent) {
  if (e.defaultPrevented || e.isComposing) return
  const mac = apple()
  for (let i = mounted.length - 1; i >= 0; i--) {
    const entry = mounted[i]!
    if (!matches(e, entry.shortcut, mac)) continue
    if (typing(e.target) && !firesWhileTyping(entry.shortcut)) return
    e.preventDefault()
    entry.run()
    return
  }
}

/** Runs `action` on the shortcut while `enabled`. */
export function useShortcut(shortcut: Shortcut, action: () => void, enabled = true): void {
  const latest = useRef(action)
  useEffect(() => {
    latest.current = action
  })
  useEffect(() => {
    if (!enabled) return
    const entry: Entry = { shortcut, run: () => latest.current() }
    if (mounted.length === 0) window.addEventListener('keydown', onKey)
    mounted.push(entry)
    return () => {
      mounted.splice(mounted.indexOf(entry), 1)
      if (mounted.length === 0) window.removeEventListener('keydown', onKey)
    }
  }, [shortcut, enabled])
}

/** Ctrl+S (⌘S) submits the form, as its Save button would. */
export function useSaveShortcut(form: RefObject<HTMLFormElement | null>, enabled = true): void {
  useShortcut('Mod+S', () => form.current?.requestSubmit(), enabled)
}

/** The props that tell people and screen readers a control's shortcut. */
export function shortcutProps(shortcut: Shortcut): { 'aria-keyshortcuts': string; title: string } {
  return { 'aria-keyshortcuts': ariaShortcut(shortcut, apple()), title: shortcutLabel(shortcut, apple()) }
}

/** The shortcut written small beside a control's label (from a wide screen up: phones have no keyboard). */
export function Kbd({ shortcut }: { shortcut: Shortcut }) {
  return (
    <kbd
      aria-hidden="true"
      className="hidden rounded border border-current/30 px-1 font-sans text-[0.7rem] leading-4 opacity-80 md:inline"
    >
      {shortcutLabel(shortcut, apple())}
    </kbd>
  )
}
