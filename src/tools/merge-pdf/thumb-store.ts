// Page previews outside React state: each tile reads its own preview from here, so a file's previews
// arriving (six at a time) re-render only the tiles whose preview changed, not the grid of every page.
import { useCallback, useSyncExternalStore } from 'react'

type Urls = readonly (string | undefined)[]

export class ThumbStore {
  private urls = new Map<string, Urls>()
  private listeners = new Map<string, Set<() => void>>()

  /** A file's previews changed: only that file's tiles are told. */
  set(fileId: string, urls: Urls) {
    this.urls.set(fileId, urls)
    this.listeners.get(fileId)?.forEach((listener) => listener())
  }

  get(fileId: string, index: number): string | undefined {
    return this.urls.get(fileId)?.[index]
  }

  subscribe(fileId: string, listener: () => void): () => void {
    let set = this.listeners.get(fileId)
    if (!set) this.listeners.set(fileId, (set = new Set()))
    set.add(listener)
    return () => set.delete(listener)
  }
}

/** The preview of one page, re-rendering its caller only when that preview changes. */
export function useThumb(store: ThumbStore, fileId: string, index: number): string | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(fileId, listener), [store, fileId])
  const read = () => store.get(fileId, index)
  return useSyncExternalStore(subscribe, read, read)
}
