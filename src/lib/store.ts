// The app's one jotai store. State that code outside React changes — supabase-js's auth events, timers, the
// sign-in actions, the sync engine's callbacks — lives in atoms of this explicit store: that code reads and
// writes it with appStore.get/set/sub, and components read the very same atoms through useStoreValue, with no
// <Provider> to forget (a second store would silently show components a different state). Import jotai only
// through this file (lint says so).
import { atom, createStore, type Atom, type PrimitiveAtom, type WritableAtom } from 'jotai/vanilla'
import { useAtomValue } from 'jotai/react'

export const appStore = createStore()

export { atom }
export type { Atom, PrimitiveAtom, WritableAtom }

/** The atom's value in the app store; the component re-renders when it changes. */
export function useStoreValue<Value>(target: Atom<Value>): Value {
  return useAtomValue(target, { store: appStore }) as Value
}
