// The toast list as a pure reducer (spec §4/§9): at most TOAST_LIMIT kept, newest first; a dismissed toast
// is first closed (so it can leave gracefully) and removed later.
export const TOAST_LIMIT = 3
export const TOAST_REMOVE_DELAY = 1_000_000
export const TOAST_DURATION = 5_000

export type ToastVariant = 'default' | 'destructive'

export type ToastData = {
  id: string
  title: string
  description?: string
  variant: ToastVariant
  /** Milliseconds on screen before it dismisses itself. */
  duration: number
  open: boolean
}

export type ToastAction =
  | { type: 'add'; toast: ToastData }
  | { type: 'update'; id: string; toast: Partial<Omit<ToastData, 'id'>> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string }

/** Applies one toast action; `dismiss` or `remove` without an id applies to every toast. */
export function toastReducer(state: readonly ToastData[], action: ToastAction): ToastData[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT)
    case 'update':
      return state.map((t) => (t.id === action.id ? { ...t, ...action.toast } : t))
    case 'dismiss':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t))
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id)
  }
}
