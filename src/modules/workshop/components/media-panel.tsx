// Photos (camera or file, downscaled to ≤ 1600 px JPEG in the browser) and the customer's signature, stored
// as attachments of the job card on this device and uploaded to the server in the background (src/data/media);
// other devices download them when shown.
import { Camera, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import type { JobCard, JobMedia } from '@schemas/index'
import { useData } from '@/data/data-context'
import { toast } from '@/lib/toast'
import { Button } from '@/ui/button'
import { downscaleImage } from '@/ui/downscale-image'
import { addPhoto, MAX_PHOTOS, MediaRefusedError, removeMedia, setSignature } from '../data/job-cards'
import { useWorkshopStrings } from '../workshop-strings'
import { MediaState } from './media-state'
import { SignaturePad } from './signature-pad'
import { useMediaView } from './use-media-url'

export const MAX_PHOTO_SIDE = 1600

async function toJpeg(file: File): Promise<Blob> {
  const small = await downscaleImage(file, MAX_PHOTO_SIDE, MAX_PHOTO_SIDE, 'image/jpeg')
  return (await fetch(small.dataUrl)).blob()
}

function Stored({
  card,
  media,
  label,
  removeLabel,
  onRemove,
  disabled,
}: {
  card: JobCard
  media: JobMedia
  label: string
  removeLabel: string
  onRemove: () => void
  disabled: boolean
}) {
  const view = useMediaView(card.id, media)
  return (
    <figure className="flex flex-col gap-1">
      {view.state === 'ready' ? (
        <img
          src={view.url}
          alt={label}
          className="h-28 w-full rounded-lg border border-line bg-white object-contain"
        />
      ) : (
        <MediaState
          view={view}
          label={label}
          className="h-28 rounded-lg border border-dashed border-line p-2 text-xs text-ink-soft"
        />
      )}
      <figcaption className="flex items-center justify-between gap-1 text-xs text-ink-soft">
        <span>{label}</span>
        {disabled ? null : (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={removeLabel}>
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </figcaption>
    </figure>
  )
}

export function MediaPanel({ card, disabled }: { card: JobCard; disabled: boolean }) {
  const t = useWorkshopStrings()
  const data = useData()
  const inputId = useId()
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const photos = card.media.filter((m) => m.kind === 'photo')
  const signature = card.media.find((m) => m.kind === 'signature') ?? null

  const onFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return
    setBusy(true)
    try {
      let room = MAX_PHOTOS - photos.length
      for (const file of Array.from(files)) {
        if (room <= 0) {
          setStatus(t('tooManyPhotos', { max: MAX_PHOTOS }))
          break
        }
        try {
          await addPhoto(data, card.id, await toJpeg(file))
          room -= 1
          setStatus(t('photoAdded'))
        } catch (e) {
          setStatus(t(e instanceof MediaRefusedError ? 'photoRefused' : 'photoFailed'))
        }
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="jc-media"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="jc-media" className="text-lg font-semibold text-ink">
        {t('media')}
      </h2>
      <div className="flex flex-col gap-2">
        <h3 className="font-medium text-ink">{t('photos')}</h3>
        {photos.length === 0 ? <p className="text-sm text-ink-soft">{t('noPhotos')}</p> : null}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="job-photos">
          {photos.map((m, i) => (
            <li key={m.id}>
              <Stored
                card={card}
                media={m}
                label={t('photoN', { n: i + 1 })}
                removeLabel={t('removePhoto', { n: i + 1 })}
                disabled={disabled}
                onRemove={() => void removeMedia(data, card.id, m.id)}
              />
            </li>
          ))}
        </ul>
        {disabled ? null : (
          <div>
            <label
              htmlFor={inputId}
              className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-4 text-sm font-medium text-ink hover:bg-muted focus-within:outline-2 focus-within:outline-brand-600"
            >
              <Camera aria-hidden="true" className="size-4" />
              {t('addPhoto')}
              <input
                id={inputId}
                type="file"
                accept="image/*"
                capture="environment"
                multiple
                className="sr-only"
                disabled={busy}
                onChange={(e) => {
                  void onFiles(e.target.files)
                  e.target.value = ''
                }}
              />
            </label>
          </div>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-medium text-ink">{t('signature')}</h3>
        {signature ? (
          <div className="max-w-xs">
            <Stored
              card={card}
              media={signature}
              label={t('storedSignature')}
              removeLabel={t('removeSignature')}
              disabled={disabled}
              onRemove={() => void removeMedia(data, card.id, signature.id)}
            />
          </div>
        ) : null}
        {disabled ? null : (
          <SignaturePad
            disabled={busy}
            onSave={async (png) => {
              await setSignature(data, card.id, png)
              toast({ title: t('signatureSaved') })
            }}
          />
        )}
      </div>
      <p role="status" aria-live="polite" className="text-sm text-ink-soft">
        {status}
      </p>
    </section>
  )
}
