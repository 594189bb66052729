import { ImagePlus, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Button } from './button'
import { downscaleImage } from './downscale-image'

type ImageInputProps = {
  label: string
  value: string
  onChange: (dataUrl: string) => void
  maxWidth: number
  maxHeight: number
  labels: { choose: string; remove: string; bad: string; shrunk: (w: number, h: number) => string }
}

/** Picks an image, downscales it on a canvas and hands back a data URL; shows a thumbnail and a remove button. */
export function ImageInput({ label, value, onChange, maxWidth, maxHeight, labels }: ImageInputProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)

  async function pick(file: File | undefined) {
    if (!file) return
    try {
      const image = await downscaleImage(file, maxWidth, maxHeight)
      onChange(image.dataUrl)
      setMessage(image.shrunk ? { text: labels.shrunk(image.width, image.height), error: false } : null)
    } catch {
      setMessage({ text: labels.bad, error: true })
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        {value ? (
          <img src={value} alt="" className="h-12 max-w-32 rounded border border-line object-contain" />
        ) : null}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-labelledby={`${id}-label`}
          onChange={(e) => {
            void pick(e.target.files?.[0])
            e.target.value = ''
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={`${id}-label`}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          {labels.choose}
        </Button>
        {value ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${labels.remove}: ${label}`}
            onClick={() => {
              onChange('')
              setMessage(null)
            }}
          >
            <X aria-hidden="true" />
            {labels.remove}
          </Button>
        ) : null}
      </div>
      <p
        role="status"
        className={message?.error ? 'text-xs font-medium text-red-700' : 'text-xs text-ink-soft'}
      >
        {message?.text ?? ''}
      </p>
    </div>
  )
}
