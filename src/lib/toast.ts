// The toast store: a module-level list that any code may push to (the auth flow runs outside React), and
// a hook for the Toaster. Timers live here, not in components, so a toast survives a layout change.
import { useSyncExternalStore } from 'react'
import {
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  toastReducer,
  type ToastAction,
  type ToastData,
  type ToastVariant,
} from './toast-state'

export {
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastData,
  type ToastVariant,
} from './toast-state'

export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number }

let toasts: ToastData[] = []
let counter = 0
const listeners = new Set<() => void>()
const dismissTimers = new Map<string, ReturnType<typeof setTimeout>>()
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>()

function dispatch(action: ToastAction): void {
  toasts = toastReducer(toasts, action)
  listeners.forEach((notify) => notify())
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id)
      dispatch({ type: 'remove', id })
    }, TOAST_REMOVE_DELAY),
  )
}

/** Closes a toast (or all) now; it is removed from the list after TOAST_REMOVE_DELAY. */
export function dismissToast(id?: string): void {
  const ids = id === undefined ? toasts.map((t) => t.id) : [id]
  for (const each of ids) {
    clearTimeout(dismissTimers.get(each))
    dismissTimers.delete(each)
    scheduleRemoval(each)
  }
  dispatch({ type: 'dismiss', id })
}

/** Shows a toast; callable from anywhere. Returns its id and functions to update or dismiss it. */
export function toast(input: ToastInput): {
  id: string
  dismiss: () => void
  update: (next: Partial<ToastInput>) => void
} {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = `t${counter}`
  const duration = input.duration ?? TOAST_DURATION
  dispatch({
    type: 'add',
    toast: {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration,
      open: true,
    },
  })
  if (Number.isFinite(duration)) {
    dismissTimers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    )
  }
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => dispatch({ type: 'update', id, toast: next }),
  }
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

/** The current toasts outside React (tests, diagnostics). */
export function getToasts(): readonly ToastData[] {
  return toasts
}

const snapshot = () => toasts
const empty: ToastData[] = []

/** The current toasts, newest first (closed ones included until removed). */
export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, snapshot, () => empty)
}
