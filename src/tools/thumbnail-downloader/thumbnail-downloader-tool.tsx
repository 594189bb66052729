import { Download, Search } from 'lucide-react'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useOnline } from '@/lib/use-online'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { Field, Input } from '@/ui/field'
import { saveBlob } from '@/ui/file-result'
import {
  dailymotionApi,
  dailymotionThumbs,
  isYoutubePlaceholder,
  parseVideoLink,
  thumbName,
  vimeoOembed,
  vimeoThumbs,
  youtubeThumbs,
  type Site,
  type Thumb,
} from './logic'
import { useThumbStrings } from './strings'

type Video = { site: Site; id: string }
type Listing =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; thumbs: Thumb[] }
  | { kind: 'failed'; reason: 'notFound' | 'network' }

/** Asks Vimeo or Dailymotion for their thumbnail addresses; YouTube's are known from the id. */
async function listThumbs(video: Video): Promise<Thumb[]> {
  if (video.site === 'youtube') return youtubeThumbs(video.id)
  const response = await fetch(video.site === 'vimeo' ? vimeoOembed(video.id) : dailymotionApi(video.id))
  if (!response.ok) throw new Error(String(response.status))
  const answer = (await response.json()) as Record<string, unknown>
  if (video.site === 'dailymotion') return dailymotionThumbs(answer)
  const url = answer.thumbnail_url
  return typeof url === 'string'
    ? vimeoThumbs(url, Number(answer.thumbnail_width) || 0, Number(answer.thumbnail_height) || 0)
    : []
}

/** Paste a video link, see every thumbnail size the site has, download one. Needs the internet, says so. */
export default function ThumbnailDownloaderTool() {
  const t = useThumbStrings()
  const id = useId()
  const online = useOnline()
  const [text, setText] = useState('')
  const [error, setError] = useState<'empty' | 'notLink' | 'unsupported' | 'noId' | null>(null)
  const [video, setVideo] = useState<Video | null>(null)
  const [listing, setListing] = useState<Listing>({ kind: 'idle' })
  const [missing, setMissing] = useState<string[]>([])
  const [opened, setOpened] = useState(false)

  async function load(next: Video) {
    setMissing([])
    setOpened(false)
    setListing({ kind: 'loading' })
    try {
      const thumbs = await listThumbs(next)
      setListing(thumbs.length ? { kind: 'ready', thumbs } : { kind: 'failed', reason: 'notFound' })
    } catch (failure) {
      setListing({
        kind: 'failed',
        reason: /^\d+$/.test(String((failure as Error).message)) ? 'notFound' : 'network',
      })
    }
  }

  // A link checked while offline loads its pictures as soon as the network is back.
  useEffect(() => {
    if (online && video && listing.kind === 'idle') void load(video)
  }, [online, video, listing.kind])

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = parseVideoLink(text)
    if ('error' in parsed) {
      setError(parsed.error)
      setVideo(null)
      setListing({ kind: 'idle' })
      return
    }
    setError(null)
    setVideo(parsed)
    if (online) void load(parsed)
    else setListing({ kind: 'idle' })
  }

  async function download(thumb: Thumb) {
    if (!video) return
    try {
      const response = await fetch(thumb.url)
      if (!response.ok) throw new Error(String(response.status))
      saveBlob({ name: thumbName(video.site, video.id, thumb), blob: await response.blob() })
    } catch {
      // Without CORS the picture cannot be read by the page; the browser can still show it.
      window.open(thumb.url, '_blank', 'noopener')
      setOpened(true)
    }
  }

  const shown = listing.kind === 'ready' ? listing.thumbs.filter((thumb) => !missing.includes(thumb.key)) : []
  const missingThumbs =
    listing.kind === 'ready' ? listing.thumbs.filter((thumb) => missing.includes(thumb.key)) : []
  return (
    <div className="space-y-4">
      {!online ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t('offline')}
        </p>
      ) : null}
      <Card>
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field
            label={t('link')}
            htmlFor={`${id}-link`}
            hint={t('linkHint')}
            error={error ? t(error) : undefined}
            className="flex-1"
          >
            <Input
              id={`${id}-link`}
              type="text"
              inputMode="url"
              autoComplete="off"
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-link-error` : `${id}-link-hint`}
              onChange={(e) => setText(e.target.value)}
            />
          </Field>
          <Button type="submit" className="sm:mb-5">
            <Search aria-hidden="true" />
            {t('show')}
          </Button>
        </form>
      </Card>
      {video ? (
        <Card className="space-y-3">
          <p className="font-medium text-ink" data-testid="video-found">
            {t(`found_${video.site}`, { id: video.id })}
          </p>
          <div aria-live="polite" className="space-y-2 text-sm">
            {listing.kind === 'loading' ? <p className="text-ink-soft">{t('loading')}</p> : null}
            {listing.kind === 'failed' ? (
              <p role="alert" className="font-medium text-red-700">
                {t(listing.reason)}
              </p>
            ) : null}
            {missingThumbs.length ? (
              <p className="text-ink-soft">
                {t('missing', { sizes: missingThumbs.map((m) => `${m.width} × ${m.height}`).join(', ') })}
              </p>
            ) : null}
            {opened ? <p className="text-ink">{t('opened')}</p> : null}
          </div>
          {online ? (
            <ul className="grid gap-4 sm:grid-cols-2">
              {shown.map((thumb) => (
                <li key={thumb.key} className="space-y-2 rounded-lg border border-line p-2">
                  <img
                    src={thumb.url}
                    alt={t('alt', { width: thumb.width, height: thumb.height })}
                    loading="lazy"
                    referrerPolicy="no-referrer"
                    className="h-auto w-full rounded bg-muted"
                    onLoad={(e) => {
                      if (
                        video.site === 'youtube' &&
                        isYoutubePlaceholder(thumb, e.currentTarget.naturalWidth)
                      ) {
                        setMissing((m) => [...m, thumb.key])
                      }
                    }}
                    onError={() => setMissing((m) => [...m, thumb.key])}
                  />
                  <Button variant="secondary" size="sm" onClick={() => download(thumb)}>
                    <Download aria-hidden="true" />
                    {t('download', { width: thumb.width, height: thumb.height })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      ) : null}
    </div>
  )
}
