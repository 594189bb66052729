// Whether the screen is phone-narrow (under 640 px, Tailwind's sm), where a register shows cards instead of
// a table. One layout is rendered, not both hidden by CSS: at 50,000 rows the hidden one would cost as much
// as the shown, and a screen reader or a test would find every name twice.
import { useSyncExternalStore } from 'react'

const QUERY = '(max-width: 639.98px)'

function subscribe(notify: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {}
  const list = window.matchMedia(QUERY)
  list.addEventListener('change', notify)
  return () => list.removeEventListener('change', notify)
}

const phone = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches

export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, phone, () => false)
}
