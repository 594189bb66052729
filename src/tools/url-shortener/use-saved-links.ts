// This device's short links, kept in localStorage (a short list of small records) with click counts
// refreshed from the backend when online.
import { useCallback, useEffect, useState } from 'react'
import { readLocal, writeLocal } from '@/lib/local-store'
import { useOnline } from '@/lib/use-online'
import { linkStats } from './links-api'
import type { SavedLink } from './logic'
import { addSavedLink, parseSavedLinks, withClicks } from './logic'

const KEY = 'url-shortener.links'

export function useSavedLinks() {
  const online = useOnline()
  const [links, setLinks] = useState<SavedLink[]>(() => parseSavedLinks(readLocal(KEY)))
  const save = useCallback((next: SavedLink[]) => {
    setLinks(next)
    writeLocal(KEY, JSON.stringify(next))
  }, [])
  const codes = links.map((l) => l.code).join(',')
  useEffect(() => {
    if (!online || !codes) return
    let live = true
    void linkStats(codes.split(',')).then((stats) => {
      if (live && stats.length) setLinks((prev) => withClicks(prev, stats))
    })
    return () => {
      live = false
    }
  }, [online, codes])
  return {
    links,
    add: (link: SavedLink) => save(addSavedLink(links, link)),
    forget: (code: string) => save(links.filter((l) => l.code !== code)),
  }
}
