import { ImageUp, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from '@/ui/button'
import { imageProblem } from '../domain/image'
import { useSettingsStrings } from '../settings-strings'
import { uploadCompanyImage } from './image-upload'

type ImageFieldProps = {
  label: string
  name: 'logo' | 'upi-qr'
  url: string
  userId: string
  online: boolean
  disabled: boolean
  onUrl: (url: string) => void
}

/** Choose, preview, replace or remove one company image; the URL is saved with the settings. */
export function ImageField({ label, name, url, userId, online, disabled, onUrl }: ImageFieldProps) {
  const t = useSettingsStrings()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  const choose = async (file: File | undefined) => {
    if (!file) return
    const problem = imageProblem(file)
    if (problem) return setMessage(t(problem === 'type' ? 'imageType' : 'imageSize'))
    setBusy(true)
    setMessage(null)
    try {
      onUrl(await uploadCompanyImage(userId, name, file))
    } catch (e) {
      const text = e instanceof Error ? e.message : String(e)
      setMessage(
        e instanceof DOMException || /decode|image/i.test(text)
          ? t('imageUnreadable')
          : t('imageFailed', { message: text }),
      )
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div className="flex size-32 items-center justify-center overflow-hidden rounded-lg border border-dashed border-line bg-page">
        {url ? (
          <img
            src={url}
            alt={t('imageAlt', { name: label })}
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <span className="px-2 text-center text-xs text-ink-soft">{t('noImage')}</span>
        )}
      </div>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void choose(e.target.files?.[0])}
        data-testid={`${name}-file`}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || busy || !online}
          onClick={() => input.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          {busy ? t('uploading') : url ? t('replaceImage') : t('chooseImage')}
        </Button>
        {url ? (
          <Button variant="ghost" size="sm" disabled={disabled || busy} onClick={() => onUrl('')}>
            <Trash2 aria-hidden="true" />
            {t('removeImage')}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-ink-soft">{online ? t('imageHint') : t('imageOffline')}</p>
      <p role="status" aria-live="polite" className="text-xs font-medium text-red-700">
        {message}
      </p>
    </div>
  )
}
