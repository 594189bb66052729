// One photo or signature of a job card as the screen shows it: the bytes on this device (taken here, or
// downloaded before), else downloaded from the server when online and kept for offline viewing
// (src/data/media/media-files.ts). Object URLs are revoked when no longer shown.
import { useEffect, useRef, useState } from 'react'
import type { JobMedia } from '@schemas/index'
import { useData } from '@/data/data-context'
import { downloadMedia, localMedia, MediaNotUploadedError } from '@/data/media/media-files'
import { getSupabase } from '@/lib/supabase'

export type MediaView =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; url: string }
  /** Not on this device and no network: it shows once online. */
  | { state: 'offline' }
  /** The device that took it has not uploaded it yet. */
  | { state: 'not-uploaded' }
  | { state: 'failed' }

const NOT_UPLOADED_RETRY_MS = 20_000

type Keyed = { key: string; view: MediaView }

export function useMediaView(cardId: string, media: JobMedia | null): MediaView & { retry: () => void } {
  const { db, companyId } = useData()
  const [attempt, setAttempt] = useState(0)
  const [current, setCurrent] = useState<Keyed>({ key: '', view: { state: 'loading' } })
  const key = media ? `${cardId}/${media.id}` : ''
  const view: MediaView = !media
    ? { state: 'none' }
    : current.key === key
      ? current.view
      : { state: 'loading' }
  const mediaId = media?.id ?? null
  const mediaType = media?.type ?? ''

  useEffect(() => {
    if (!mediaId) return
    let made: string | null = null
    let cancelled = false
    const show = (v: MediaView) => {
      if (!cancelled) setCurrent({ key: `${cardId}/${mediaId}`, view: v })
    }
    const ready = (blob: Blob) => {
      if (cancelled) return
      made = URL.createObjectURL(blob)
      show({ state: 'ready', url: made })
    }
    void (async () => {
      try {
        const here = await localMedia(db, cardId, mediaId)
        if (here) return ready(here)
        if (!navigator.onLine) return show({ state: 'offline' })
        const client = await getSupabase()
        ready(await downloadMedia(db, client, companyId, cardId, { id: mediaId, type: mediaType }))
      } catch (e) {
        if (e instanceof MediaNotUploadedError) show({ state: 'not-uploaded' })
        else show({ state: navigator.onLine ? 'failed' : 'offline' })
      }
    })()
    return () => {
      cancelled = true
      if (made) URL.revokeObjectURL(made)
    }
  }, [db, companyId, cardId, mediaId, mediaType, attempt])

  // Coming online matters only to a picture that is waiting for the network.
  const waiting = useRef(false)
  useEffect(() => {
    waiting.current = view.state === 'offline'
  })
  useEffect(() => {
    const online = () => {
      if (waiting.current) setAttempt((n) => n + 1)
    }
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [])

  // The other device uploads as soon as it can: look again now and then while the picture is on screen.
  useEffect(() => {
    if (view.state !== 'not-uploaded') return
    const timer = setTimeout(() => setAttempt((n) => n + 1), NOT_UPLOADED_RETRY_MS)
    return () => clearTimeout(timer)
  }, [view.state, attempt])

  return {
    ...view,
    retry: () => {
      setCurrent({ key, view: { state: 'loading' } })
      setAttempt((n) => n + 1)
    },
  }
}
