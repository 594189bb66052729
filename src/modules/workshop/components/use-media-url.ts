// An object URL for one stored photo or signature of a job card, revoked when no longer shown.
import { useEffect, useState } from 'react'
import type { AppDatabase } from '@/data/database'
import { readMedia } from '../data/job-cards'

/** undefined while reading, null when the bytes are not on this device (taken on another one). */
export function useMediaUrl(
  db: AppDatabase,
  cardId: string,
  mediaId: string | null,
): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    if (!mediaId) return
    let made: string | null = null
    let cancelled = false
    void readMedia(db, cardId, mediaId).then(
      (blob) => {
        if (cancelled) return
        made = blob ? URL.createObjectURL(blob) : null
        setUrl(made)
      },
      () => !cancelled && setUrl(null),
    )
    return () => {
      cancelled = true
      if (made) URL.revokeObjectURL(made)
    }
  }, [db, cardId, mediaId])
  return mediaId ? url : null
}
